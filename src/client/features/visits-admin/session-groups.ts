import { addDaysToIsoDate, isoDayIn } from '../../../domain/common/calendar-day.ts';
import type { StaffSessionDto } from '../../../domain/visits/dtos.ts';
import { formatDate } from '../../lib/format.ts';
import { WEEKDAY_NAMES } from './schedule-words.ts';

export interface SessionDay {
  /** YYYY-MM-DD in the organisation's time zone. */
  day: string;
  sessions: StaffSessionDto[];
}

export interface SessionWeek {
  /** The Sunday the week starts on. */
  weekOf: string;
  days: SessionDay[];
}

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * Sessions by week (Sunday to Saturday) and by day, in start order. The day is the calendar day
 * in the organisation's time zone, not the UTC one: an 11:30 PM session stays on its evening.
 */
export function groupSessionsByWeek(
  sessions: readonly StaffSessionDto[],
  timeZone: string,
): SessionWeek[] {
  const weeks: SessionWeek[] = [];
  const ordered = [...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const session of ordered) {
    const day = isoDayIn(new Date(session.startsAt), timeZone);
    const weekOf = addDaysToIsoDate(day, -weekdayOf(day));
    let week = weeks.at(-1);
    if (week?.weekOf !== weekOf) {
      week = { weekOf, days: [] };
      weeks.push(week);
    }
    let group = week.days.at(-1);
    if (group?.day !== day) {
      group = { day, sessions: [] };
      week.days.push(group);
    }
    group.sessions.push(session);
  }
  return weeks;
}

/** "Saturday, Mar 14, 2026". */
export const dayHeading = (isoDate: string) =>
  `${WEEKDAY_NAMES[weekdayOf(isoDate)]}, ${formatDate(isoDate)}`;

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "10:00 AM CDT": the time of day in the organisation's zone, with its abbreviation. */
export function timeOfDay(instant: string, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(instant));
}
