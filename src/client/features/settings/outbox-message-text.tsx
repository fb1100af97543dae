import { useQuery } from '@tanstack/react-query';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { outboxMessageQuery } from './api.ts';

/**
 * The body of one message, asked for only when its row is opened: the list holds no bodies
 * (security review "Step 11" item 7), and the server records who opened a private link.
 */
export function OutboxMessageText({ id }: { id: string }) {
  const message = useQuery(outboxMessageQuery(id));
  if (message.isPending) {
    return <Spinner className="mt-2" label="Loading the message..." showLabel />;
  }
  if (message.isError) {
    return (
      <div role="alert" className="mt-2">
        <p className="text-ink">The message could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void message.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <p className="mt-2 max-w-prose break-words whitespace-pre-wrap">{message.data.text}</p>;
}
