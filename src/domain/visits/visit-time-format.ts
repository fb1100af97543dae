import type { Locale } from '../common/i18n.ts';
import { ORGANISATION_TIME_ZONE } from '../common/organisation.ts';

/**
 * A visit's time as families read it, on the pages and in the mails, always on the Texas wall
 * clock with the zone named: "Saturday, November 7, 2026, 10:00 AM CT" / "sábado, 7 de noviembre
 * de 2026, 10:00 a. m. (hora del centro)". Built from parts, like localized-date-format.ts, so
 * the words do not change with the ICU version of the browser or the server.
 */

const INTL: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
const ZONE_WORDS: Record<Locale, string> = { en: 'CT', es: '(hora del centro)' };

// Building a formatter costs a third of a millisecond: one per language and time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(language: Locale, instant: Date, timeZone: string) {
  const key = `${language} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL[language], {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** "10:00 AM CT" / "10:00 a. m. (hora del centro)": the time of day alone. */
export function formatVisitClock(
  language: Locale,
  instant: Date,
  timeZone: string = ORGANISATION_TIME_ZONE,
): string {
  const p = partsOf(language, instant, timeZone);
  const hour24 = Number(p.hour);
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const period = language === 'es' ? (hour24 < 12 ? 'a. m.' : 'p. m.') : hour24 < 12 ? 'AM' : 'PM';
  return `${hour}:${p.minute} ${period} ${ZONE_WORDS[language]}`;
}

/** The weekday, the day and the time: what every mail and page says of a session. */
export function formatVisitTime(
  language: Locale,
  instant: Date,
  timeZone: string = ORGANISATION_TIME_ZONE,
): string {
  const p = partsOf(language, instant, timeZone);
  const clock = formatVisitClock(language, instant, timeZone);
  return language === 'es'
    ? `${p.weekday}, ${p.day} de ${p.month} de ${p.year}, ${clock}`
    : `${p.weekday}, ${p.month} ${p.day}, ${p.year}, ${clock}`;
}

/** "November 7" / "7 de noviembre": the day alone, short enough for a subject line. */
export function formatVisitDay(
  language: Locale,
  instant: Date,
  timeZone: string = ORGANISATION_TIME_ZONE,
): string {
  const p = partsOf(language, instant, timeZone);
  return language === 'es' ? `${p.day} de ${p.month}` : `${p.month} ${p.day}`;
}
