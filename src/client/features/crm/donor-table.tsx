import { Link } from 'react-router';
import type { DonorDto } from '../../../domain/crm-schemas.ts';
import { donorDisplayName, formatWholeDollars } from '../../../domain/crm-rules.ts';
import { DONOR_CAPACITY_LABELS } from '../../../domain/donors.ts';
import { formatDate } from '../../lib/format.ts';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { donorPagePath } from './api.ts';
import { DONOR_TYPE_LABELS, ratingLabel } from './crm-labels.ts';
import { DonorStatusReason } from './donor-status-reason.tsx';
import { NoValue } from './no-value.tsx';

const COLUMNS = [
  'Name',
  'Organization',
  'Type',
  'Capacity',
  'Status',
  'Total given',
  'Last gift',
  'Rating',
];

export function DonorTable({ donors }: { donors: readonly DonorDto[] }) {
  return (
    <Table caption="Donors found" hideCaption>
      <THead>
        <TRow>
          {COLUMNS.map((column) => (
            <TH key={column}>{column}</TH>
          ))}
        </TRow>
      </THead>
      <TBody>
        {donors.map((donor) => (
          <TRow key={donor.id}>
            <TH scope="row" className="font-medium">
              <Link
                to={donorPagePath(donor.id)}
                className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
              >
                {donorDisplayName(donor)}
              </Link>
            </TH>
            <TD>{donor.organization ?? <NoValue />}</TD>
            <TD>{DONOR_TYPE_LABELS[donor.donorType]}</TD>
            <TD>{donor.capacity ? DONOR_CAPACITY_LABELS[donor.capacity] : <NoValue />}</TD>
            <TD>
              <DonorStatusReason donor={donor} layout="stacked" />
            </TD>
            <TD className="text-right tabular-nums">{formatWholeDollars(donor.totalGivenCents)}</TD>
            <TD className="whitespace-nowrap">
              {donor.lastGiftDate ? formatDate(donor.lastGiftDate) : <NoValue />}
            </TD>
            <TD className="whitespace-nowrap">{ratingLabel(donor.rating)}</TD>
          </TRow>
        ))}
      </TBody>
    </Table>
  );
}
