import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { outboxMessageQuery } from './api.ts';
import { OUTBOX_STATUS_LABELS } from './outbox-labels.ts';

/**
 * One message opened by its address (`/admin/settings/outbox?message=<id>`), as a waiting-list
 * entry's history links to the mails it sent: the copy as it was written, above the list.
 */
export function OutboxOpenedMessage({ id }: { id: string }) {
  const headingId = useId();
  const message = useQuery(outboxMessageQuery(id));
  return (
    <Card className="mb-6 grid gap-2">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        The message you opened
      </h3>
      <QueryState query={message} what="The message">
        {(data) => (
          <div className="grid gap-1">
            <p className="[overflow-wrap:anywhere]">To: {data.to}</p>
            <p className="[overflow-wrap:anywhere]">Subject: {data.subject}</p>
            <p>
              {OUTBOX_STATUS_LABELS[data.status]} · written {formatDateTime(data.createdAt)}
            </p>
            <p className="mt-2 max-w-prose wrap-anywhere whitespace-pre-wrap">{data.text}</p>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
