import { Link } from 'react-router';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import type { StaffBookingDto } from '../../../domain/visits/dtos.ts';
import { BOOKING_STATUSES } from '../../../domain/visits/visits.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { AccommodationList } from './accommodation-list.tsx';
import { AttendanceControl } from './attendance-control.tsx';
import {
  BOOKING_STATUS_BADGES,
  BOOKING_STATUS_LABELS,
  LANGUAGE_LABELS,
  peopleWords,
} from './visit-labels.ts';

const LINK =
  'inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline';

/** Booked first, then offered, waiting and cancelled; each in the order they asked. */
const ordered = (bookings: readonly StaffBookingDto[]) =>
  [...bookings].sort(
    (a, b) =>
      BOOKING_STATUSES.indexOf(a.status) - BOOKING_STATUSES.indexOf(b.status) ||
      Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );

function columns(sessionId: string, hasStarted: boolean): DataTableColumn<StaffBookingDto>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      kind: 'rowHeader',
      minWidth: 'md',
      // The language here, not in a column of its own: the attendance buttons need the room.
      cell: (booking) => (
        <span className="grid gap-0.5">
          <span className="font-semibold">{booking.name}</span>
          <span className="font-normal">Language: {LANGUAGE_LABELS[booking.language]}</span>
          <a href={`mailto:${booking.email}`} className={`${LINK} font-normal`}>
            <BreakableAddress value={booking.email} />
          </a>
          {booking.phone ? (
            // A call's number (ADR 052): the link dials it, the text stays as the family typed it.
            <a
              href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
              className={`${LINK} font-normal`}
            >
              {booking.phone}
            </a>
          ) : null}
          {booking.waitingListEntryId ? (
            <Link
              to={`/admin/waiting-list/${encodeURIComponent(booking.waitingListEntryId)}`}
              className={`${LINK} font-normal`}
            >
              Waiting-list entry<span className="sr-only"> of {booking.name}</span>
            </Link>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (booking) => (
        <span className="grid justify-items-start gap-0.5">
          <Badge variant={BOOKING_STATUS_BADGES[booking.status]}>
            {BOOKING_STATUS_LABELS[booking.status]}
          </Badge>
          {booking.status === 'offered' && booking.offerExpiresAt ? (
            <span className="text-sm text-ink-muted">
              Until {formatDateTime(booking.offerExpiresAt)}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'people', header: 'People', noWrap: true, cell: (b) => peopleWords(b.partySize) },
    {
      id: 'accommodations',
      header: 'Accommodations',
      minWidth: 'md',
      cell: (booking) => <AccommodationList accommodations={booking.accommodations} />,
    },
    {
      id: 'note',
      header: 'Note',
      minWidth: 'md',
      cell: (booking) =>
        booking.note ? (
          <span className="whitespace-pre-line">{booking.note}</span>
        ) : (
          <span className="text-ink-muted">None</span>
        ),
    },
    {
      id: 'attendance',
      header: 'Attendance',
      minWidth: 'lg',
      cell: (booking) => {
        if (booking.status !== 'booked') return <span className="text-ink-muted">Not booked</span>;
        if (!hasStarted) return <span className="text-ink-muted">From the start</span>;
        return <AttendanceControl sessionId={sessionId} booking={booking} />;
      },
    },
  ];
}

/**
 * Who booked, who waits, what each family asked for and, once the session has started, who came.
 */
export function SessionBookingsTable({
  sessionId,
  bookings,
  hasStarted,
}: {
  sessionId: string;
  bookings: readonly StaffBookingDto[];
  hasStarted: boolean;
}) {
  return (
    <DataTable
      caption="Who booked this session"
      columns={columns(sessionId, hasStarted)}
      rows={ordered(bookings)}
      rowKey={(booking) => booking.id}
    />
  );
}
