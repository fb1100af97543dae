import { formatDateTime, formatDay } from './date-format.ts';
import type { Locale } from './i18n.ts';
import { ORGANISATION_TIME_ZONE } from './organisation.ts';

/**
 * Dates and times in the reader's language, told in the organisation's time zone with the same
 * abbreviation in both languages, so a Spanish mail and the English signing page name one time.
 * English is date-format.ts as it is. Spanish is built from parts rather than taken whole from
 * Intl, whose "a. m." spacing and wording change between ICU versions: "8 de marzo de 2026 a las
 * 3:00 a. m. CDT", "a la 1:30 p. m." for one o'clock.
 */

// Building a formatter costs a third of a millisecond (bench/): one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function spanishPartsOf(date: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

const spanishDay = (p: ReturnType<typeof spanishPartsOf>) => `${p.day} de ${p.month} de ${p.year}`;

/** "Mar 8, 2026 at 3:00 AM CDT" / "8 de marzo de 2026 a las 3:00 a. m. CDT". */
export function formatDateTimeIn(
  language: Locale,
  date: Date,
  timeZone = ORGANISATION_TIME_ZONE,
): string {
  if (language === 'en' || Number.isNaN(date.getTime())) return formatDateTime(date, timeZone);
  const p = spanishPartsOf(date, timeZone);
  const hour24 = Number(p.hour);
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const period = hour24 < 12 ? 'a. m.' : 'p. m.';
  const at = hour === 1 ? 'a la' : 'a las';
  return `${spanishDay(p)} ${at} ${hour}:${p.minute} ${period} ${p.timeZoneName}`;
}

/** "Mar 8, 2026" / "8 de marzo de 2026": the day an instant falls on in the time zone. */
export function formatDayIn(language: Locale, date: Date, timeZone = ORGANISATION_TIME_ZONE) {
  if (language === 'en' || Number.isNaN(date.getTime())) return formatDay(date, timeZone);
  return spanishDay(spanishPartsOf(date, timeZone));
}
