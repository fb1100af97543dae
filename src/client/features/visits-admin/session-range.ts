import { addDaysToIsoDate, isoDayIn } from '../../../domain/common/calendar-day.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import type { SessionRange } from './api.ts';

/** The organisation's one time zone (America/Chicago unless configured): sessions' days. */
export const organisationTimeZone = () => getSiteConfig().timeZone ?? ORGANISATION_TIME_ZONE;

export const RANGE_CHOICES = ['this-week', 'next-30-days', 'dates'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];

export const RANGE_LABELS: Record<RangeChoice, string> = {
  'this-week': 'This week',
  'next-30-days': 'Next 30 days',
  dates: 'Choose dates',
};

/** The server's own default, so the first page and its CSV name the same days. */
export const DEFAULT_RANGE_DAYS = 30;

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** Today's day where the campuses are. */
export const todayIn = (now: Date, timeZone = organisationTimeZone()) => isoDayIn(now, timeZone);

/**
 * The days a choice shows. This week is Sunday to Saturday, the days already past included:
 * staff mark who came after a session.
 */
export function rangeOf(choice: Exclude<RangeChoice, 'dates'>, today: string): SessionRange {
  if (choice === 'this-week') {
    const sunday = addDaysToIsoDate(today, -weekdayOf(today));
    return { from: sunday, to: addDaysToIsoDate(sunday, 6) };
  }
  return { from: today, to: addDaysToIsoDate(today, DEFAULT_RANGE_DAYS) };
}
