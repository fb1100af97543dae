import type { DonorReportRowDto } from '../../../domain/crm/report-dtos.ts';
import { formatWholeDollars } from '../../../domain/crm/rules.ts';
import { DONOR_CAPACITY_LABELS } from '../../../domain/crm/donors.ts';
import { formatDate } from '../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { DonorStatusBadge } from './donor-status-badge.tsx';
import { donorNameColumn } from './donor-name-column.tsx';
import { NoValue } from './no-value.tsx';

export interface DonorReportTableProps {
  caption: string;
  rows: readonly DonorReportRowDto[];
  /** The heading of `lastYearCents`: what it means differs per report. */
  givingHeader?: string;
  /** Adds the Soft credit column even when no row has any (the report includes soft credit). */
  showSoftCredit?: boolean;
}

type Row = DonorReportRowDto;

const dollars = (cents: number) => (
  <span className="tabular-nums">{formatWholeDollars(cents)}</span>
);

const softCreditColumn: DataTableColumn<Row> = {
  id: 'soft-credit',
  header: 'Soft credit',
  align: 'end',
  noWrap: true,
  priority: 2,
  cell: (row) => dollars(row.softCreditCents),
};

function columnsFor(
  givingHeader: string | undefined,
  showSoftCredit: boolean,
): DataTableColumn<Row>[] {
  return [
    donorNameColumn(),
    {
      id: 'organization',
      header: 'Organization',
      priority: 2,
      minWidth: 'sm',
      cell: (row) => row.organization ?? <NoValue />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <DonorStatusBadge status={row.status} />,
    },
    {
      id: 'capacity',
      header: 'Capacity',
      priority: 3,
      cell: (row) => (row.capacity ? DONOR_CAPACITY_LABELS[row.capacity] : <NoValue />),
    },
    {
      id: 'assigned',
      header: 'Assigned to',
      priority: 3,
      minWidth: 'sm',
      cell: (row) => row.assignedTo ?? <NoValue />,
    },
    ...(givingHeader
      ? [
          {
            id: 'giving',
            header: givingHeader,
            align: 'end',
            noWrap: true,
            cell: (row: Row) => dollars(row.lastYearCents),
          } satisfies DataTableColumn<Row>,
        ]
      : []),
    {
      id: 'total',
      header: 'Total given',
      align: 'end',
      noWrap: true,
      priority: givingHeader ? 2 : 1,
      cell: (row) => dollars(row.totalGivenCents),
    },
    ...(showSoftCredit ? [softCreditColumn] : []),
    {
      id: 'last-gift',
      header: 'Last gift',
      priority: 2,
      noWrap: true,
      cell: (row) => (row.lastGiftDate ? formatDate(row.lastGiftDate) : <NoValue />),
    },
  ];
}

/** The donors of a report, each linking to their profile. */
export function DonorReportTable({
  caption,
  rows,
  givingHeader,
  showSoftCredit = false,
}: DonorReportTableProps) {
  const hasSoftCredit = showSoftCredit || rows.some((row) => row.softCreditCents > 0);
  return (
    <DataTable
      caption={caption}
      columns={columnsFor(givingHeader, hasSoftCredit)}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}
