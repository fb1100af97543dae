import { ORGANISATION_TIME_ZONE } from './organisation.ts';
import { formatIsoDate } from '../templates/templates.ts';

/**
 * Every date and time anyone is shown (admin pages, shared view, signing page, mails, PDFs) in
 * the spec's formats, "MMM d, yyyy" and "MMM d, yyyy at h:mm a", told in the organisation's one
 * time zone (ORGANIZATION_TIME_ZONE, America/Chicago by default) with its abbreviation, so the
 * signing page and the mail about it name the same time: "Mar 8, 2026 at 3:00 AM CDT". Always
 * US English, whatever the reader's browser or the server's locale.
 */

// Building a formatter costs a third of a millisecond (bench/): one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function partsOf(date: Date, timeZone: string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** "Mar 8, 2026 at 1:59 AM CST". A value that is not a time is answered as it came. */
export function formatDateTime(value: Date | string, timeZone = ORGANISATION_TIME_ZONE): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const p = partsOf(date, timeZone);
  return `${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Mar 8, 2026": a YYYY-MM-DD calendar date as it is (it never shifts with a time zone), or the
 * day an instant falls on in the organisation's time zone.
 */
export function formatDay(value: Date | string, timeZone = ORGANISATION_TIME_ZONE): string {
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatIsoDate(value);
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const p = partsOf(date, timeZone);
  return `${p.month} ${p.day}, ${p.year}`;
}
