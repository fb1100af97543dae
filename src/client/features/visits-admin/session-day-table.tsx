import { Link } from 'react-router';
import type { StaffSessionDto } from '../../../domain/visits/dtos.ts';
import { Badge } from '../../ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { timeOfDay } from './session-groups.ts';
import { KIND_LABELS, seatsWords } from './visit-labels.ts';

export const sessionPath = (id: string) => `/admin/visits/sessions/${encodeURIComponent(id)}`;

/**
 * Each day has its own table: the widths (table layout only) keep the columns of one day under
 * those of the next, the visit's title taking what is left.
 */
const columns = (timeZone: string): DataTableColumn<StaffSessionDto>[] => [
  {
    id: 'time',
    header: 'Time',
    noWrap: true,
    className: '@min-[40rem]/dt:w-36',
    cell: (session) => timeOfDay(session.startsAt, timeZone),
  },
  {
    id: 'visit',
    header: 'Visit',
    kind: 'rowHeader',
    minWidth: 'lg',
    cell: (session) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link
          to={sessionPath(session.id)}
          className="font-medium text-brand-ink underline underline-offset-4 hover:no-underline"
        >
          {session.title}
        </Link>
        {session.status === 'cancelled' ? <Badge variant="destructive">Cancelled</Badge> : null}
      </span>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    priority: 2,
    className: '@min-[40rem]/dt:w-44',
    cell: (session) => <Badge variant="muted">{KIND_LABELS[session.kind]}</Badge>,
  },
  {
    id: 'seats',
    header: 'Seats',
    noWrap: true,
    className: '@min-[40rem]/dt:w-36',
    cell: (session) => seatsWords(session.seatsTaken, session.capacity),
  },
  {
    id: 'waiting',
    header: 'Waiting list',
    noWrap: true,
    className: '@min-[40rem]/dt:w-32',
    cell: (session) => (session.waitingCount === 0 ? 'None' : `${session.waitingCount} waiting`),
  },
  {
    id: 'accommodations',
    header: 'Accommodations',
    className: '@min-[40rem]/dt:w-60',
    cell: (session) =>
      session.accommodationCount === 0 ? (
        <span className="text-ink-muted">None asked</span>
      ) : (
        <Badge variant="waiting">{session.accommodationCount} with accommodations</Badge>
      ),
  },
];

/** One day's sessions: a table on wide screens, a card each on phones (ui/data-table.tsx). */
export function SessionDayTable({
  caption,
  sessions,
  timeZone,
}: {
  caption: string;
  sessions: readonly StaffSessionDto[];
  timeZone: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns(timeZone)}
      rows={sessions}
      rowKey={(session) => session.id}
    />
  );
}
