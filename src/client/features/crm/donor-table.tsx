import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { formatWholeDollars } from '../../../domain/crm/rules.ts';
import { DONOR_CAPACITY_LABELS } from '../../../domain/crm/donors.ts';
import { formatDate } from '../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { DONOR_TYPE_LABELS, ratingLabel } from './crm-labels.ts';
import { DonorStatusReason } from './donor-status-reason.tsx';
import { donorNameColumn } from './donor-name-column.tsx';
import { NoValue } from './no-value.tsx';

// Name, status and giving say who to look at first; the rest joins as the table widens.
const COLUMNS: DataTableColumn<DonorDto>[] = [
  donorNameColumn(),
  {
    id: 'organization',
    header: 'Organization',
    priority: 2,
    minWidth: 'sm',
    cell: (donor) => donor.organization ?? <NoValue />,
  },
  {
    id: 'type',
    header: 'Type',
    priority: 3,
    cell: (donor) => DONOR_TYPE_LABELS[donor.donorType],
  },
  {
    id: 'capacity',
    header: 'Capacity',
    priority: 3,
    cell: (donor) => (donor.capacity ? DONOR_CAPACITY_LABELS[donor.capacity] : <NoValue />),
  },
  {
    id: 'status',
    header: 'Status',
    minWidth: 'lg',
    cell: (donor) => <DonorStatusReason donor={donor} layout="stacked" />,
  },
  {
    id: 'total',
    header: 'Total given',
    align: 'end',
    noWrap: true,
    cell: (donor) => (
      <span className="tabular-nums">{formatWholeDollars(donor.totalGivenCents)}</span>
    ),
  },
  {
    id: 'last-gift',
    header: 'Last gift',
    priority: 2,
    noWrap: true,
    cell: (donor) => (donor.lastGiftDate ? formatDate(donor.lastGiftDate) : <NoValue />),
  },
  {
    id: 'rating',
    header: 'Rating',
    priority: 2,
    noWrap: true,
    cell: (donor) => ratingLabel(donor.rating),
  },
];

export function DonorTable({ donors }: { donors: readonly DonorDto[] }) {
  return (
    <DataTable
      caption="Donors found"
      columns={COLUMNS}
      rows={donors}
      rowKey={(donor) => donor.id}
    />
  );
}
