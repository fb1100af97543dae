import { Link } from 'react-router';
import type { DonorReportRowDto } from '../../../domain/crm-schemas.ts';
import { donorDisplayName, formatWholeDollars } from '../../../domain/crm-rules.ts';
import { DONOR_CAPACITY_LABELS } from '../../../domain/donors.ts';
import { formatDate } from '../../lib/format.ts';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { donorPagePath } from './api.ts';
import { DonorStatusBadge } from './donor-status-badge.tsx';
import { NoValue } from './no-value.tsx';

export interface DonorReportTableProps {
  caption: string;
  rows: readonly DonorReportRowDto[];
  /** The heading of `lastYearCents`: what it means differs per report. */
  givingHeader?: string;
}

/** The donors of a report, each linking to their profile. */
export function DonorReportTable({ caption, rows, givingHeader }: DonorReportTableProps) {
  return (
    <Table caption={caption} hideCaption>
      <THead>
        <TRow>
          <TH>Name</TH>
          <TH>Organization</TH>
          <TH>Status</TH>
          <TH>Capacity</TH>
          <TH>Assigned to</TH>
          {givingHeader ? <TH>{givingHeader}</TH> : null}
          <TH>Total given</TH>
          <TH>Last gift</TH>
        </TRow>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TRow key={row.id}>
            <TH scope="row" className="font-medium">
              <Link
                to={donorPagePath(row.id)}
                className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
              >
                {donorDisplayName(row)}
              </Link>
            </TH>
            <TD>{row.organization ?? <NoValue />}</TD>
            <TD>
              <DonorStatusBadge status={row.status} />
            </TD>
            <TD>{row.capacity ? DONOR_CAPACITY_LABELS[row.capacity] : <NoValue />}</TD>
            <TD>{row.assignedTo ?? <NoValue />}</TD>
            {givingHeader ? (
              <TD className="text-right tabular-nums">{formatWholeDollars(row.lastYearCents)}</TD>
            ) : null}
            <TD className="text-right tabular-nums">{formatWholeDollars(row.totalGivenCents)}</TD>
            <TD className="whitespace-nowrap">
              {row.lastGiftDate ? formatDate(row.lastGiftDate) : <NoValue />}
            </TD>
          </TRow>
        ))}
      </TBody>
    </Table>
  );
}
