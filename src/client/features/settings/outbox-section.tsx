import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES } from '../../../domain/mail/mail.ts';
import { Label } from '../../ui/label.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { outboxQuery } from './api.ts';
import { OUTBOX_STATUS_LABELS } from './outbox-labels.ts';
import { OutboxOpenedMessage } from './outbox-opened-message.tsx';
import { OutboxTable } from './outbox-table.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function resultsMessage(total: number | undefined, isFetching: boolean) {
  if (isFetching || total === undefined) return 'Loading messages...';
  return `${total} ${total === 1 ? 'message' : 'messages'} found.`;
}

/**
 * Every email the site wrote, newest first: invitations and shared links. A
 * failed message can be queued again once the mail server works.
 */
export function OutboxSection() {
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const outbox = useQuery(outboxQuery({ status, page }));
  const openedId = useSearchParams()[0].get('message');
  const total = outbox.data?.total;

  return (
    <section aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="text-xl font-semibold text-ink">
        Outbox
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        Emails the site has sent or will send, newest first. Without a mail server the messages are
        kept here but not sent.
      </p>
      {openedId && UUID.test(openedId) ? (
        <div className="mt-4">
          <OutboxOpenedMessage id={openedId} />
        </div>
      ) : null}
      <div className="mt-4 mb-4 grid w-full gap-1.5 sm:w-72">
        <Label htmlFor="outbox-status">Message status</Label>
        <Select
          id="outbox-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        >
          <option value="all">All messages</option>
          {OUTBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {OUTBOX_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <p role="status" className="sr-only">
        {resultsMessage(total, outbox.isFetching)}
      </p>
      <QueryState
        query={outbox}
        what="The outbox"
        loadingLabel="Loading messages..."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="text-ink-muted">
            {status === 'all' ? 'No messages yet.' : 'No messages with this status.'}
          </p>
        }
      >
        {(data) => (
          <>
            <OutboxTable messages={data.items} />
            <Pagination
              label="Outbox pages"
              page={page}
              pageSize={OUTBOX_PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
