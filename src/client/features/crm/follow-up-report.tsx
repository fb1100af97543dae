import { useQuery } from '@tanstack/react-query';
import type { FollowUpRowDto } from '../../../domain/crm/report-dtos.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { donorNameColumn } from './donor-name-column.tsx';
import { NoValue } from './no-value.tsx';
import { downloadFollowUps, followUpsQuery } from './report-api.ts';

const COLUMNS: DataTableColumn<FollowUpRowDto>[] = [
  donorNameColumn(),
  {
    id: 'due',
    header: 'Follow up on',
    minWidth: 'md',
    cell: (row) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="whitespace-nowrap">{formatDate(row.nextFollowUp)}</span>
        {row.isOverdue ? <Badge variant="destructive">Overdue</Badge> : null}
      </span>
    ),
  },
  {
    id: 'assigned',
    header: 'Assigned to',
    priority: 3,
    minWidth: 'sm',
    cell: (row) => row.assignedTo ?? <NoValue />,
  },
  {
    id: 'email',
    header: 'Email',
    priority: 2,
    minWidth: 'lg',
    cell: (row) => (row.email ? <BreakableAddress value={row.email} /> : <NoValue />),
  },
  {
    id: 'phone',
    header: 'Phone',
    priority: 2,
    noWrap: true,
    cell: (row) => row.phone ?? <NoValue />,
  },
];

/** Follow-ups due Monday to Sunday of this week, and overdue ones from before. */
export function FollowUpReport() {
  const query = useQuery(followUpsQuery());
  return (
    <div className="grid gap-4">
      <QueryState query={query} what="The follow-ups">
        {(report) => (
          <>
            <p className="max-w-prose text-ink">
              Donors to contact in the week of {formatDate(report.weekStart)} to{' '}
              {formatDate(report.weekEnd)}, and those whose follow-up date has already passed.
            </p>
            <CsvDownloadButton
              label="Download CSV"
              srLabel="of the follow-ups"
              download={downloadFollowUps}
            />
            {report.items.length === 0 ? (
              <p className="font-medium text-ink">No follow-ups due this week.</p>
            ) : (
              <DataTable
                caption="Follow-ups due this week"
                columns={COLUMNS}
                rows={report.items}
                rowKey={(row) => row.id}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
