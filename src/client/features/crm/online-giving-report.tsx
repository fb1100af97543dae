import { useQuery, queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { DonationDto } from '../../../domain/crm-schemas.ts';
import { formatExactDollars } from '../../../domain/crm-rules.ts';
import { ONLINE_REPORT_PERIODS } from '../../../domain/giving.ts';
import type { OnlineGivingReportDto } from '../../../domain/giving-report-dtos.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Label } from '../../ui/label.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { DONATION_STATUS_LABELS } from './crm-labels.ts';
import { onlineLabel, STATUS_BADGES } from './gift-history.tsx';
import { NoValue } from './no-value.tsx';
import { REPORTS_URL } from './report-api.ts';

const onlineGivingQuery = (days: number) =>
  queryOptions<OnlineGivingReportDto>({ queryKey: [`${REPORTS_URL}/online-giving?days=${days}`] });

const count = (gifts: number, one = 'gift', many = 'gifts') =>
  `${gifts} ${gifts === 1 ? one : many}`;

const GIFT_COLUMNS: DataTableColumn<DonationDto>[] = [
  {
    id: 'date',
    header: 'Date',
    kind: 'rowHeader',
    noWrap: true,
    cell: (gift) => formatDate(gift.giftDate),
  },
  { id: 'donor', header: 'Donor', cell: (gift) => gift.donorName },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (gift) => (
      <>
        <span className="whitespace-nowrap tabular-nums">
          {formatExactDollars(gift.amountCents)}
        </span>
        <span className="block text-sm text-ink-muted">{onlineLabel(gift)}</span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (gift) => (
      <Badge variant={STATUS_BADGES[gift.status]}>{DONATION_STATUS_LABELS[gift.status]}</Badge>
    ),
  },
  {
    id: 'designation',
    header: 'Designation',
    priority: 2,
    cell: (gift) => gift.designation ?? <NoValue />,
  },
];

function Totals({ report }: { report: OnlineGivingReportDto }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="online-by-day" className="grid gap-2">
        <h3 id="online-by-day" className="text-lg font-semibold text-ink">
          Completed gifts by day
        </h3>
        <DataTable
          caption="Completed online gifts by day"
          columns={[
            {
              id: 'day',
              header: 'Day',
              kind: 'rowHeader',
              noWrap: true,
              cell: (row) => formatDate(row.date),
            },
            { id: 'gifts', header: 'Gifts', align: 'end', cell: (row) => row.gifts },
            {
              id: 'total',
              header: 'Total',
              align: 'end',
              noWrap: true,
              cell: (row) => formatExactDollars(row.totalCents),
            },
          ]}
          rows={report.byDay}
          rowKey={(row) => row.date}
        />
      </section>
      <section aria-labelledby="online-by-designation" className="grid gap-2">
        <h3 id="online-by-designation" className="text-lg font-semibold text-ink">
          Completed gifts by designation
        </h3>
        <DataTable
          caption="Completed online gifts by designation"
          columns={[
            {
              id: 'designation',
              header: 'Designation',
              kind: 'rowHeader',
              cell: (row) => row.designation ?? 'None chosen',
            },
            { id: 'gifts', header: 'Gifts', align: 'end', cell: (row) => row.gifts },
            {
              id: 'total',
              header: 'Total',
              align: 'end',
              noWrap: true,
              cell: (row) => formatExactDollars(row.totalCents),
            },
          ]}
          rows={report.byDesignation}
          rowKey={(row) => row.designation ?? 'none'}
        />
      </section>
    </div>
  );
}

/** Gifts from the give page (issue "Step 20" item 5): totals by day and designation, then the gifts. */
export function OnlineGivingReport() {
  const [days, setDays] = useState<number>(30);
  const query = useQuery(onlineGivingQuery(days));
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-ink">
        Gifts given on the public give page. Only completed gifts count toward totals. Pledges wait
        until staff mark them received.
      </p>
      <div className="grid w-56 gap-1.5">
        <Label htmlFor="online-giving-days">Period</Label>
        <Select
          id="online-giving-days"
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {ONLINE_REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </Select>
      </div>
      <QueryState query={query} what="The report">
        {(report) => (
          <>
            <p className="font-medium text-ink" role="status">
              From {formatDate(report.from)} to {formatDate(report.to)}:{' '}
              {count(report.completed.gifts, 'completed gift', 'completed gifts')},{' '}
              {formatExactDollars(report.completed.totalCents)} in all.{' '}
              {count(report.pending.gifts, 'pledge', 'pledges')} not yet received (
              {formatExactDollars(report.pending.totalCents)}).{' '}
              {count(report.failed, 'failed payment', 'failed payments')},{' '}
              {count(report.refunded, 'refund', 'refunds')}.
            </p>
            {report.completed.gifts > 0 ? <Totals report={report} /> : null}
            <section aria-labelledby="online-gifts" className="grid gap-2">
              <h3 id="online-gifts" className="text-lg font-semibold text-ink">
                Online gifts, newest first
              </h3>
              {report.gifts.length > 0 ? (
                <DataTable
                  caption="Online gifts"
                  columns={GIFT_COLUMNS}
                  rows={report.gifts}
                  rowKey={(gift) => gift.id}
                />
              ) : (
                <p className="text-ink">No online gifts in this period.</p>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
