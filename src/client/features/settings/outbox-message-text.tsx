import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../ui/query-state.tsx';
import { outboxMessageQuery } from './api.ts';

/**
 * The body of one message, asked for only when its row is opened: the list holds no bodies
 * (a glance at it must not show a live signing, status or share link), and the server records
 * who opened a private link.
 */
export function OutboxMessageText({ id }: { id: string }) {
  const message = useQuery(outboxMessageQuery(id));
  return (
    <QueryState query={message} what="The message" className="mt-2">
      {(data) => <p className="mt-2 max-w-prose wrap-anywhere whitespace-pre-wrap">{data.text}</p>}
    </QueryState>
  );
}
