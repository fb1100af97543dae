import { useQuery, queryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { ONLINE_REPORT_PERIODS } from '../../../domain/giving/giving.ts';
import type { OnlineGivingReportDto } from '../../../domain/giving/report-dtos.ts';
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

type TotalRow = { gifts: number; totalCents: number };

/** One table of completed gifts grouped by `header`: the group, how many gifts, their total. */
function TotalsTable<Row extends TotalRow>(props: {
  id: string;
  title: string;
  caption: string;
  header: string;
  rows: readonly Row[];
  groupOf: (row: Row) => ReactNode;
  keyOf: (row: Row) => string;
  /** A date stays on one line; a designation's name may wrap on a phone. */
  keepGroupOnOneLine?: boolean;
}) {
  const { id, title, caption, header, rows, groupOf, keyOf, keepGroupOnOneLine = false } = props;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <DataTable
        caption={caption}
        columns={[
          { id: 'group', header, kind: 'rowHeader', noWrap: keepGroupOnOneLine, cell: groupOf },
          { id: 'gifts', header: 'Gifts', align: 'end', cell: (row) => row.gifts },
          {
            id: 'total',
            header: 'Total',
            align: 'end',
            noWrap: true,
            cell: (row) => formatExactDollars(row.totalCents),
          },
        ]}
        rows={rows}
        rowKey={keyOf}
      />
    </section>
  );
}

function Totals({ report }: { report: OnlineGivingReportDto }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TotalsTable
        id="online-by-day"
        title="Completed gifts by day"
        caption="Completed online gifts by day"
        header="Day"
        rows={report.byDay}
        groupOf={(row) => formatDate(row.date)}
        keyOf={(row) => row.date}
        keepGroupOnOneLine
      />
      <TotalsTable
        id="online-by-designation"
        title="Completed gifts by designation"
        caption="Completed online gifts by designation"
        header="Designation"
        rows={report.byDesignation}
        groupOf={(row) => row.designation ?? 'None chosen'}
        keyOf={(row) => row.designation ?? 'none'}
      />
    </div>
  );
}

/** Gifts from the give page (ADR 026): totals by day and designation, then the gifts. */
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
