import { useId, useState } from 'react';
import type { OutboxMessageSummaryDto } from '../../../domain/mail/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { RowActions } from '../../ui/data-table-row-actions.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useRetryOutboxMessage } from './api.ts';
import { OutboxMessageText } from './outbox-message-text.tsx';
import { OUTBOX_STATUS_BADGES, outboxStatusLabel } from './outbox-labels.ts';

type Message = OutboxMessageSummaryDto;

// Said before the admin opens it: reading the body gives what the link gives.
const PRIVATE_LINK_NOTE = 'Has a private link. Opening it is recorded in the audit log.';

const about = (message: Message) => ` to ${message.to}: ${message.subject}`;

/**
 * One page of the outbox. "Show message" opens the text in a row under the message; the text is
 * fetched then, not with the list, because it may hold a live signing, status or share link.
 */
export function OutboxTable({ messages }: { messages: readonly Message[] }) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const retry = useRetryOutboxMessage();
  const showButtonId = (id: string) => `${baseId}-${id}-show`;
  const textId = (id: string) => `${baseId}-${id}-text`;
  const noteId = (id: string) => `${baseId}-${id}-note`;

  function toggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function handleRetry(message: Message) {
    retry.mutate(message.id, {
      onSuccess: () => {
        // Retry disappears once the message is queued; keep focus in the same row.
        document.getElementById(showButtonId(message.id))?.focus();
        toast({
          title: 'Message queued again',
          description: `It will be sent to ${message.to} shortly.`,
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to queue message',
          description: describeFailure(error),
        }),
    });
  }

  // The address gets room for a whole name (squeezed, it broke two letters a line); when the box
  // is narrow the error and the date give way first.
  const columns: DataTableColumn<Message>[] = [
    {
      id: 'to',
      header: 'To',
      minWidth: 'lg',
      cell: (message) => <BreakableAddress value={message.to} />,
    },
    { id: 'subject', header: 'Subject', kind: 'rowHeader', minWidth: 'md', cell: (m) => m.subject },
    {
      id: 'status',
      header: 'Status',
      minWidth: 'md',
      cell: (message) => (
        <div className="grid justify-items-start gap-1">
          {/* "Not sent (no mail server)" may wrap: a one-line pill took 220 px of a 940 px table. */}
          <Badge variant={OUTBOX_STATUS_BADGES[message.status]} className="whitespace-normal!">
            {outboxStatusLabel(message)}
          </Badge>
          {message.holdsPrivateLink ? (
            <p id={noteId(message.id)} className="text-sm text-ink-muted">
              {PRIVATE_LINK_NOTE}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'attempts',
      header: 'Attempts',
      priority: 3,
      align: 'end',
      className: 'tabular-nums',
      cell: (message) => message.attempts,
    },
    {
      id: 'created',
      header: 'Created',
      priority: 2,
      minWidth: 'md',
      cell: (message) => formatDateTime(message.createdAt),
    },
    {
      id: 'error',
      header: 'Error',
      priority: 2,
      minWidth: 'sm',
      className: 'text-sm [overflow-wrap:anywhere]',
      cell: (message) => message.error ?? <span className="text-ink-muted">None</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      align: 'end',
      cell: (message) => {
        const isRetrying = retry.isPending && retry.variables === message.id;
        return (
          <RowActions>
            <Button
              id={showButtonId(message.id)}
              variant="secondary"
              className="px-3"
              aria-expanded={openIds.has(message.id)}
              aria-controls={textId(message.id)}
              aria-describedby={message.holdsPrivateLink ? noteId(message.id) : undefined}
              onClick={() => toggle(message.id)}
            >
              {openIds.has(message.id) ? 'Hide message' : 'Show message'}
              <span className="sr-only">{about(message)}</span>
            </Button>
            {message.status === 'failed' ? (
              <Button
                className="px-3"
                aria-disabled={isRetrying}
                onClick={() => (isRetrying ? undefined : handleRetry(message))}
              >
                {isRetrying ? 'Queuing...' : 'Retry'}
                <span className="sr-only">{about(message)}</span>
              </Button>
            ) : null}
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      caption="Outbox messages"
      columns={columns}
      rows={messages}
      rowKey={(message) => message.id}
      rowDetail={(message) => {
        const isOpen = openIds.has(message.id);
        return {
          id: textId(message.id),
          isOpen,
          content: (
            <>
              <p className="text-sm font-semibold">Message{about(message)}</p>
              {isOpen ? <OutboxMessageText id={message.id} /> : null}
            </>
          ),
        };
      }}
    />
  );
}
