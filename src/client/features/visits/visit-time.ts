import type { Locale } from '../../../domain/common/i18n.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import {
  formatVisitClock,
  formatVisitTime as formatVisitMoment,
} from '../../../domain/visits/visit-time-format.ts';
import { getSiteConfig } from '../../lib/site-config.ts';

/**
 * A visit's times on the pages, in the words of the mails (domain/visits/visit-time-format.ts):
 * "Saturday, May 2, 2026, 10:00 AM CT", in the server's ORGANIZATION_TIME_ZONE. The form lists
 * times under their day, so it also needs the day alone and a key to group by.
 */

const timeZone = () => getSiteConfig().timeZone ?? ORGANISATION_TIME_ZONE;

/** "Saturday, May 2, 2026, 10:00 AM CT" / "sábado, 2 de mayo de 2026, 10:00 a. m. (hora del centro)". */
export const formatVisitWhen = (locale: Locale, iso: string): string =>
  formatVisitMoment(locale, new Date(iso), timeZone());

/** "10:00 AM CT" / "10:00 a. m. (hora del centro)". */
export const formatVisitTime = (locale: Locale, iso: string): string =>
  formatVisitClock(locale, new Date(iso), timeZone());

/** "Saturday, May 2, 2026" / "Sábado, 2 de mayo de 2026": a day's heading, as the mails say it. */
export function formatVisitDay(locale: Locale, iso: string): string {
  const moment = formatVisitWhen(locale, iso);
  const day = moment.slice(0, moment.length - `, ${formatVisitTime(locale, iso)}`.length);
  return day.charAt(0).toUpperCase() + day.slice(1);
}

// Building a formatter costs a third of a millisecond: one per time zone, kept.
const dayKeyFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day a time falls on in the organisation's zone ("2026-05-02"), to group by. */
export function visitDayKey(iso: string): string {
  const zone = timeZone();
  let formatter = dayKeyFormatters.get(zone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayKeyFormatters.set(zone, formatter);
  }
  return formatter.format(new Date(iso));
}
