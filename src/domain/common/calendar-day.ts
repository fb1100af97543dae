import { ORGANISATION_TIME_ZONE } from './organisation.ts';

/**
 * One formatter per time zone, built on first use and kept: building one costs a third of a
 * millisecond (bench/), and building it when a module loads cost every public page ~40 ms of
 * main-thread time on a phone (loading the time-zone data), even pages that never show a date.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in a time zone, as YYYY-MM-DD. */
export function isoDayIn(instant: Date, timeZone: string = ORGANISATION_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Today's calendar date where the campuses are (all three in Texas), as YYYY-MM-DD. */
export const todayIsoDate = (now: Date) => isoDayIn(now);

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far a time zone's clocks are ahead of UTC at an instant, in milliseconds (CST: -6 h). */
function offsetAt(instant: number, timeZone: string): number {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatter.formatToParts(instant)) part[type] = Number(value);
  const wallClock = Date.UTC(
    part.year!,
    part.month! - 1,
    part.day!,
    part.hour!,
    part.minute!,
    part.second!,
  );
  return wallClock - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a calendar day (YYYY-MM-DD) begins in a time zone: midnight there. The offset is
 * read twice, the second time at the first guess, so a day that starts a clock change is right.
 * US clocks change at 2 AM, so midnight in Texas always exists and happens once.
 */
export function startOfIsoDayIn(isoDate: string, timeZone: string = ORGANISATION_TIME_ZONE): Date {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  return new Date(midnightUtc - offsetAt(guess, timeZone));
}

/**
 * The instant a wall-clock time (HH:MM) on a calendar day happens in a time zone: 10:00 on a
 * Saturday in Texas is 16:00 UTC in winter (CST) and 15:00 UTC in summer (CDT). The offset is read
 * twice, the second time at the first guess, so a day with a clock change is right. A time the
 * clocks skip (2:30 AM on the spring change) lands an hour later, as a wall clock would show it.
 */
export function wallTimeIn(
  isoDate: string,
  time: string,
  timeZone: string = ORGANISATION_TIME_ZONE,
): Date {
  const asUtc = Date.parse(`${isoDate}T${time}:00Z`);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone));
}

/** The calendar day after a YYYY-MM-DD day. */
export const nextIsoDay = (isoDate: string): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Whole months after an ISO date, on the same day of the month or the month's last day when that
 * day does not exist (Jan 31 + 1 month = Feb 28/29), as contracts read. Always counted from the
 * original day, so a pledge schedule does not drift to the 28th after February.
 */
export function addMonthsToIsoDate(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days after (or, negative, before) an ISO date. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another: 0 on the same day, negative when `to` is earlier. */
export const daysBetweenIsoDates = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
