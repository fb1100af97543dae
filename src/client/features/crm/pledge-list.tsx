import type { PledgeDto } from '../../../domain/crm/gift-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { DONATION_STATUS_LABELS, INSTALLMENT_STATUS_LABELS } from './crm-labels.ts';

type Installment = PledgeDto['installments'][number];

const dollars = (cents: number) => (
  <span className="tabular-nums">{formatExactDollars(cents)}</span>
);

const INSTALLMENT_COLUMNS: DataTableColumn<Installment>[] = [
  {
    id: 'due',
    header: 'Due',
    kind: 'rowHeader',
    noWrap: true,
    cell: (item) => formatDate(item.dueDate),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    noWrap: true,
    cell: (item) => dollars(item.amountCents),
  },
  {
    id: 'paid',
    header: 'Paid',
    align: 'end',
    noWrap: true,
    cell: (item) => dollars(item.paidCents),
  },
  { id: 'status', header: 'Status', cell: (item) => INSTALLMENT_STATUS_LABELS[item.status] },
];

function PledgeCard({ pledge }: { pledge: PledgeDto }) {
  const title = `${formatExactDollars(pledge.amountCents)} pledged on ${formatDate(pledge.giftDate)}`;
  return (
    <article className="rounded-lg border border-line bg-surface p-4" aria-label={title}>
      <h3 className="flex flex-wrap items-center gap-3 text-lg font-semibold text-ink">
        {title}
        <Badge variant={pledge.status === 'completed' ? 'success' : 'default'}>
          {DONATION_STATUS_LABELS[pledge.status]}
        </Badge>
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">Paid so far</dt>
          <dd className="font-semibold tabular-nums">{formatExactDollars(pledge.paidCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Remaining due</dt>
          <dd className="font-semibold tabular-nums">
            {formatExactDollars(pledge.remainingCents)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Next installment due</dt>
          <dd className="font-semibold">
            {pledge.nextDueDate ? formatDate(pledge.nextDueDate) : 'Nothing left to pay'}
          </dd>
        </div>
      </dl>
      {pledge.installments.length > 0 ? (
        <details className="mt-3">
          <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand-ink underline underline-offset-4">
            Show the {pledge.installments.length} installments
          </summary>
          <div className="mt-2">
            <DataTable
              caption={`Installments of the pledge: ${title}`}
              columns={INSTALLMENT_COLUMNS}
              rows={pledge.installments}
              rowKey={(item, index) => `${item.dueDate}-${index}`}
            />
          </div>
        </details>
      ) : null}
    </article>
  );
}

/**
 * Pledges with what their payments cover. Payments are recorded as gifts "toward a pledge" and
 * fill the earliest installments first.
 */
export function PledgeList({ pledges }: { pledges: readonly PledgeDto[] }) {
  if (pledges.length === 0) return <p className="text-ink-muted">No pledges.</p>;
  return (
    <div className="grid gap-4">
      {pledges.map((pledge) => (
        <PledgeCard key={pledge.id} pledge={pledge} />
      ))}
    </div>
  );
}
