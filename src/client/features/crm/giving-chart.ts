import type { ChartData } from '../../../domain/content/charts.ts';
import type { CrmSummaryDto } from '../../../domain/crm/report-dtos.ts';
import { formatWholeDollars } from '../../../domain/crm/rules.ts';

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03" → "March 2026". */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/**
 * Giving by month in the shape of the public site's accessible bar chart, which writes each
 * month's figure beside its bar and offers the same numbers as a table.
 */
export function givingByMonthChart(summary: CrmSummaryDto): ChartData {
  const months = summary.givingByMonth;
  return {
    title: 'Giving by month',
    summary: 'Completed gifts in each of the last 12 months, oldest first.',
    headers: { label: 'Month', value: 'Given' },
    scaleMaximum: Math.max(1, ...months.map((row) => row.totalCents)),
    isPartOfWhole: false,
    bars: months.map((row) => ({
      label: formatMonth(row.month),
      value: row.totalCents,
      valueText: `${formatWholeDollars(row.totalCents)} from ${row.giftCount} ${row.giftCount === 1 ? 'gift' : 'gifts'}`,
    })),
  };
}
