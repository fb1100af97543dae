import { useId, useState } from 'react';
import type { OutboxMessageSummaryDto } from '../../../domain/mail.ts';
import { formatDateTime } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useRetryOutboxMessage } from './api.ts';
import { OutboxMessageText } from './outbox-message-text.tsx';
import { OUTBOX_STATUS_BADGES, OUTBOX_STATUS_LABELS } from './outbox-labels.ts';

const COLUMNS = ['To', 'Subject', 'Status', 'Attempts', 'Created', 'Error', 'Actions'];

// Said before the admin opens it: reading the body gives what the link gives.
const PRIVATE_LINK_NOTE = 'Has a private link. Opening it is recorded in the audit log.';

/**
 * One page of the outbox. "Show message" opens the text in a row under the message; the text is
 * fetched then, not with the list, because it may hold a live signing, status or share link.
 */
export function OutboxTable({ messages }: { messages: readonly OutboxMessageSummaryDto[] }) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const retry = useRetryOutboxMessage();
  const showButtonId = (id: string) => `${baseId}-${id}-show`;

  function toggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function handleRetry(message: OutboxMessageSummaryDto) {
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

  return (
    <Table caption="Outbox messages" hideCaption>
      <THead>
        <TRow>
          {COLUMNS.map((column) => (
            <TH key={column}>{column}</TH>
          ))}
        </TRow>
      </THead>
      <TBody>
        {messages.map((message) => {
          const isOpen = openIds.has(message.id);
          const textId = `${baseId}-${message.id}-text`;
          const noteId = `${baseId}-${message.id}-note`;
          const isRetrying = retry.isPending && retry.variables === message.id;
          const about = ` to ${message.to}: ${message.subject}`;
          return [
            <TRow key={message.id}>
              <TD className="break-all">{message.to}</TD>
              <TH scope="row" className="min-w-48 font-medium">
                {message.subject}
              </TH>
              <TD>
                <Badge variant={OUTBOX_STATUS_BADGES[message.status]}>
                  {OUTBOX_STATUS_LABELS[message.status]}
                </Badge>
              </TD>
              <TD>{message.attempts}</TD>
              <TD className="whitespace-nowrap">{formatDateTime(message.createdAt)}</TD>
              <TD className="max-w-64 text-sm break-words">
                {message.error ?? <span className="text-ink-muted">None</span>}
              </TD>
              <TD>
                <div className="flex w-40 flex-col gap-2">
                  <Button
                    id={showButtonId(message.id)}
                    variant="secondary"
                    className="px-3"
                    aria-expanded={isOpen}
                    aria-controls={textId}
                    aria-describedby={message.holdsPrivateLink ? noteId : undefined}
                    onClick={() => toggle(message.id)}
                  >
                    {isOpen ? 'Hide message' : 'Show message'}
                    <span className="sr-only">{about}</span>
                  </Button>
                  {message.holdsPrivateLink ? (
                    <p id={noteId} className="text-sm text-ink-muted">
                      {PRIVATE_LINK_NOTE}
                    </p>
                  ) : null}
                  {message.status === 'failed' ? (
                    <Button
                      className="px-3"
                      aria-disabled={isRetrying}
                      onClick={() => (isRetrying ? undefined : handleRetry(message))}
                    >
                      {isRetrying ? 'Queuing...' : 'Retry'}
                      <span className="sr-only">{about}</span>
                    </Button>
                  ) : null}
                </div>
              </TD>
            </TRow>,
            <TRow key={`${message.id}-text`} id={textId} hidden={!isOpen}>
              <TD colSpan={COLUMNS.length} className="bg-muted">
                <p className="text-sm font-semibold">Message{about}</p>
                {isOpen ? <OutboxMessageText id={message.id} /> : null}
              </TD>
            </TRow>,
          ];
        })}
      </TBody>
    </Table>
  );
}
