import { Link } from 'react-router';
import type { WaitingListListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import { WAITING_LIST_STATUS_LABELS } from '../../../domain/waiting-list/waiting-list.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { CAMPUS_SHORT_NAMES, STATUS_BADGES, gradeOrProgram } from './waiting-list-labels.ts';

const COLUMNS: DataTableColumn<WaitingListListEntryDto>[] = [
  {
    id: 'position',
    header: 'Position',
    className: 'font-semibold tabular-nums',
    cell: (entry) =>
      entry.position ?? (
        <>
          <span aria-hidden="true">–</span>
          <span className="sr-only">None</span>
        </>
      ),
  },
  {
    id: 'name',
    header: 'Name',
    kind: 'rowHeader',
    minWidth: 'md',
    cell: (entry) => (
      <Link
        to={`/admin/waiting-list/${entry.id}`}
        className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
      >
        {entry.firstName} {entry.lastName}
      </Link>
    ),
  },
  {
    id: 'campus',
    header: 'Campus',
    minWidth: 'sm',
    cell: (entry) => CAMPUS_SHORT_NAMES[entry.campus],
  },
  {
    id: 'grade',
    header: 'Grade or program',
    priority: 2,
    minWidth: 'sm',
    cell: (entry) => gradeOrProgram(entry),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (entry) => (
      <Badge variant={STATUS_BADGES[entry.status]}>
        {WAITING_LIST_STATUS_LABELS[entry.status]}
      </Badge>
    ),
  },
  {
    id: 'priority',
    header: 'Priority',
    priority: 3,
    align: 'end',
    className: 'tabular-nums',
    cell: (entry) => entry.priority,
  },
  {
    id: 'submitted',
    header: 'Submitted',
    priority: 2,
    noWrap: true,
    cell: (entry) => formatDate(entry.createdAt),
  },
];

/**
 * The list in the server's order: by position within each campus (priority first, then arrival);
 * entries that are no longer waiting have no position and come after.
 */
export function WaitingListTable({ entries }: { entries: readonly WaitingListListEntryDto[] }) {
  return (
    <DataTable
      caption="Waiting list entries"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
    />
  );
}
