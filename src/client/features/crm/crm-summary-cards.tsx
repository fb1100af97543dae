import type { CrmSummaryDto } from '../../../domain/crm/report-dtos.ts';
import { formatWholeDollars } from '../../../domain/crm/rules.ts';
import { DONOR_STATUSES } from '../../../domain/crm/donors.ts';
import { DonorStatusBadge } from './donor-status-badge.tsx';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function retentionText(summary: CrmSummaryDto): { value: string; detail: string } {
  const { retention, retentionRate } = summary;
  if (retentionRate === null) {
    return { value: 'No data yet', detail: `Nobody gave in ${retention.year - 1}.` };
  }
  return {
    value: `${Math.round(retentionRate * 100)}%`,
    detail: `${retention.retainedDonors} of ${plural(retention.lastYearDonors, 'donor')} from ${retention.year - 1} gave again in ${retention.year}.`,
  };
}

function SummaryCard({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col rounded-lg border border-line bg-surface p-4 shadow-sm">
      <dt className="font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-ink-muted">{detail}</dd>
    </div>
  );
}

/** The dashboard's summary cards (public spec §2, §9): money in whole US dollars. */
export function CrmSummaryCards({ summary }: { summary: CrmSummaryDto }) {
  const retention = retentionText(summary);
  return (
    <section aria-labelledby="summary-title" className="mb-8">
      <h2 id="summary-title" className="sr-only">
        Summary
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard
          label="Total raised"
          value={formatWholeDollars(summary.totalRaisedCents)}
          detail={`${formatWholeDollars(summary.raisedThisYearCents)} this year, from completed gifts.`}
        />
        <SummaryCard
          label="Average gift"
          value={formatWholeDollars(summary.averageGiftCents)}
          detail={`Total raised divided by ${plural(summary.giftCount, 'completed gift')}.`}
        />
        <SummaryCard label="Retention rate" value={retention.value} detail={retention.detail} />
        <div className="rounded-lg border border-line bg-surface p-4 shadow-sm">
          <dt className="font-medium text-ink-muted">Donors by status</dt>
          <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">
            {plural(summary.totalDonors, 'donor')}
          </dd>
          <dd className="mt-2">
            <ul className="grid gap-1.5" aria-label="Donors by status">
              {DONOR_STATUSES.map((status) => (
                <li key={status} className="flex items-center justify-between gap-2">
                  <DonorStatusBadge status={status} />
                  <span className="font-semibold tabular-nums">
                    {summary.donorsByStatus[status]}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
