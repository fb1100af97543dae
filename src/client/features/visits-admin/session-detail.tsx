import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { StaffSessionDetailDto } from '../../../domain/visits/dtos.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { SummaryList } from '../../ui/summary-list.tsx';
import { visitSessionQuery } from './api.ts';
import { AccommodationsToPrepare } from './accommodations-to-prepare.tsx';
import { SessionBookingsTable } from './session-bookings-table.tsx';
import { timeOfDay } from './session-groups.ts';
import { organisationTimeZone } from './session-range.ts';
import { FORMAT_LABELS, KIND_LABELS, seatsWords } from './visit-labels.ts';

function BackLink() {
  return (
    <Link
      to="/admin/visits"
      className="mb-4 inline-flex min-h-6 items-center font-medium text-brand-ink underline underline-offset-4 hover:no-underline"
    >
      Back to visits
    </Link>
  );
}

/** "Mar 14, 2026 at 10:00 AM CDT to 11:30 AM CDT". */
const whenWords = (session: StaffSessionDetailDto) =>
  `${formatDateTime(session.startsAt)} to ${timeOfDay(session.endsAt, organisationTimeZone())}`;

/** One session: its numbers, what to prepare, and every booking with attendance. */
export function SessionDetail({
  sessionId,
  now = () => new Date(),
}: {
  sessionId: string;
  now?: () => Date;
}) {
  const session = useQuery(visitSessionQuery(sessionId));
  // A malformed id (400) is as missing as an unknown one (404).
  if (session.isError && [400, 404].includes(readErrorStatus(session.error) ?? 0)) {
    return (
      <>
        <BackLink />
        <PageHeader
          title="Session not found"
          description="There is no session at this address. Its visit may have been changed or archived."
        />
      </>
    );
  }
  return (
    <>
      <BackLink />
      <QueryState query={session} what="This session" presentation="card">
        {(detail) => (
          <SessionPage detail={detail} hasStarted={now() >= new Date(detail.startsAt)} />
        )}
      </QueryState>
    </>
  );
}

function SessionPage({
  detail,
  hasStarted,
}: {
  detail: StaffSessionDetailDto;
  hasStarted: boolean;
}) {
  const bookingsHeadingId = useId();
  return (
    <div className="grid gap-8">
      <div>
        <PageHeader title={detail.title} description={whenWords(detail)} />
        {detail.status === 'cancelled' ? (
          <Badge variant="destructive" className="-mt-3">
            This session is cancelled
          </Badge>
        ) : null}
      </div>
      <SummaryList
        variant="boxed"
        rows={[
          { key: 'Seats', value: seatsWords(detail.seatsTaken, detail.capacity) },
          {
            key: 'Waiting list',
            value: detail.waitingCount === 0 ? 'Nobody waiting' : `${detail.waitingCount} waiting`,
          },
          { key: 'Kind', value: `${KIND_LABELS[detail.kind]}, ${FORMAT_LABELS[detail.format]}` },
          { key: 'Where', value: detail.location ?? 'Not given', muted: !detail.location },
        ]}
      />
      <AccommodationsToPrepare bookings={detail.bookings} />
      <section aria-labelledby={bookingsHeadingId} className="grid gap-3">
        <h2 id={bookingsHeadingId} className="text-xl font-semibold text-ink">
          Bookings
        </h2>
        <p className="text-ink-muted">
          {hasStarted
            ? 'Mark who came: each choice is saved at once.'
            : 'Attendance can be marked from the start of the session.'}
        </p>
        {detail.bookings.length === 0 ? (
          <p>Nobody has booked this session yet.</p>
        ) : (
          <SessionBookingsTable
            sessionId={detail.id}
            bookings={detail.bookings}
            hasStarted={hasStarted}
          />
        )}
      </section>
    </div>
  );
}
