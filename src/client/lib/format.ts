import { formatDateTime as formatDateTimeIn, formatDay } from '../../domain/common/date-format.ts';
import { getSiteConfig } from './site-config.ts';

/**
 * Dates as the admin spec §9 writes them: "MMM d, yyyy" and "MMM d, yyyy at h:mm a", always in
 * US English and in the organisation's one time zone with its abbreviation ("CST"/"CDT"), so a
 * page and the mail about it name the same time (src/domain/common/date-format.ts).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The server's ORGANIZATION_TIME_ZONE, handed to the page in window.__SITE__. */
const organisationTimeZone = () => getSiteConfig().timeZone;

/** "Jan 15, 2026". A bare YYYY-MM-DD is a calendar date and never shifts with the time zone. */
export const formatDate = (value: string | Date): string =>
  formatDay(value, organisationTimeZone());

/**
 * A date for a public page in its language: the admin format in English, the locale's own
 * medium date otherwise ("15 ene 2026").
 */
export function formatDateIn(intlLocale: string, value: string | Date): string {
  if (intlLocale === 'en-US') return formatDate(value);
  const date = toDate(
    typeof value === 'string' && ISO_DATE.test(value) ? `${value}T12:00:00` : value,
  );
  if (!date) return String(value);
  return date.toLocaleDateString(intlLocale, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Jan 15, 2026 at 3:04 PM CST", in the organisation's time zone. */
export const formatDateTime = (value: string | Date): string =>
  formatDateTimeIn(value, organisationTimeZone());

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

// Built on first use: building it when this module loads cost every page that imports the module
// (the enrollment form among them) ~45 ms of a phone's main thread, before anything was shown.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relativeFormatter = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' }));

/**
 * "3 days ago", "in 2 hours". Under a minute reads "less than a minute ago", so a list of
 * times always ends the same way (spec §2: relative time with an "ago" suffix).
 */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return String(value);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size)
      return relativeFormatter().format(Math.trunc(seconds / size), unit);
  }
  return seconds > 0 ? 'in less than a minute' : 'less than a minute ago';
}
