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
