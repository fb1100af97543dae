import { formatDay } from '../../../../domain/common/date-format.ts';
import {
  daysBetweenIsoDates,
  startOfIsoDayIn,
  todayIsoDate,
} from '../../../../domain/common/calendar-day.ts';
import { todayItemKey, type TodayItemDto } from '../../../../domain/today/today-items.ts';
import type { Database } from '../../../db/client.ts';
import { followUpReport } from './follow-ups.ts';

const dueWords = (due: string, today: string) => {
  const late = daysBetweenIsoDates(due, today);
  if (late === 0) return `Follow-up due today, ${formatDay(due)}.`;
  return `Follow-up was due ${formatDay(due)} (${late} ${late === 1 ? 'day' : 'days'} ago).`;
};

/**
 * The follow-ups due today or missed: the rows of the CRM's follow-up report (this week's and
 * the overdue ones) whose day has come, as Today (ADR 053) lists them.
 */
export async function followUpsDue(options: { db: Database; now: Date }): Promise<TodayItemDto[]> {
  const today = todayIsoDate(options.now);
  const report = await followUpReport({ db: options.db, date: today, now: options.now });
  return report.items
    .filter((row) => row.nextFollowUp <= today)
    .map((row) => ({
      key: todayItemKey('follow-up-due', row.id, row.nextFollowUp),
      kind: 'follow-up-due',
      targetId: row.id,
      title: `${row.firstName} ${row.lastName}`.trim(),
      detail:
        dueWords(row.nextFollowUp, today) +
        (row.assignedTo ? ` Assigned to ${row.assignedTo}.` : ''),
      since: startOfIsoDayIn(row.nextFollowUp).toISOString(),
      href: `/admin/crm/donors/${row.id}`,
      reply: null,
    }));
}
