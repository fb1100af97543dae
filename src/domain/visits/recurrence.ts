/**
 * When a recurring event happens, as calendar days in the organisation's time zone; the time of
 * day is the event's local time on each day (calendar-day.ts wallTimeIn), so a Saturday 10:00 AM
 * session stays 10:00 AM across the daylight-saving changes.
 */
import { z } from 'zod';
import { addDaysToIsoDate, daysBetweenIsoDates } from '../common/calendar-day.ts';

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay counts. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const recurrenceSchema = z.discriminatedUnion('kind', [
  /** One day only (a symposium, a virtual tour). */
  z.object({ kind: z.literal('once') }),
  /** Every week, or every other week, on one weekday (counted from the event's first day). */
  z.object({
    kind: z.literal('weekly'),
    weekday: z.number().int().min(0).max(6),
    everyWeeks: z.union([z.literal(1), z.literal(2)]).default(1),
  }),
  /** The nth weekday of each month (2nd Tuesday); -1 is the last one. */
  z.object({
    kind: z.literal('monthly'),
    weekday: z.number().int().min(0).max(6),
    nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
  }),
  /** Every weekday (Monday to Friday): the discovery calls. */
  z.object({ kind: z.literal('weekdays') }),
]);
export type Recurrence = z.infer<typeof recurrenceSchema>;

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** Whether the nth (or last, -1) `weekday` of its month falls on `isoDate`. */
function isNthWeekday(isoDate: string, weekday: number, nth: number): boolean {
  if (weekdayOf(isoDate) !== weekday) return false;
  const day = Number(isoDate.slice(8, 10));
  if (nth === -1) return addDaysToIsoDate(isoDate, 7).slice(5, 7) !== isoDate.slice(5, 7);
  return Math.ceil(day / 7) === nth;
}

/** Whether the event happens on a day, given its first day (and last, if it has one). */
export function happensOn(
  rule: Recurrence,
  event: { startsOn: string; endsOn: string | null },
  isoDate: string,
): boolean {
  if (isoDate < event.startsOn) return false;
  if (event.endsOn !== null && isoDate > event.endsOn) return false;
  switch (rule.kind) {
    case 'once':
      return isoDate === event.startsOn;
    case 'weekly':
      return (
        weekdayOf(isoDate) === rule.weekday &&
        Math.floor(daysBetweenIsoDates(event.startsOn, isoDate) / 7) % rule.everyWeeks === 0
      );
    case 'monthly':
      return isNthWeekday(isoDate, rule.weekday, rule.nth);
    case 'weekdays': {
      const weekday = weekdayOf(isoDate);
      return weekday >= 1 && weekday <= 5;
    }
  }
}

/** The days from `from` to `to` (both included) on which the event happens, in order. */
export function occurrenceDays(
  rule: Recurrence,
  event: { startsOn: string; endsOn: string | null },
  from: string,
  to: string,
): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDaysToIsoDate(day, 1)) {
    if (happensOn(rule, event, day)) days.push(day);
  }
  return days;
}
