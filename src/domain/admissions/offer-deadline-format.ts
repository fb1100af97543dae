import { lastAnswerDay } from './admissions.ts';
import { ORGANISATION_TIME_ZONE } from '../common/organisation.ts';
import { formatContactDay } from '../waiting-list/invitation.ts';
import type { Language } from '../waiting-list/waiting-list.ts';

/**
 * The one way an offer's deadline is written, on the staff pages, the family's pages and in the
 * mails (ADR 034): the last minute of the last day, that day with its weekday and year, and the
 * time zone by name. The stored deadline is the instant the next day begins, which staff saw as
 * "12:00 AM" of the day after while families read the day before: one instant, two days.
 */

const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * Fixed names where the campuses are, so every page and mail says the same words whichever
 * browser or ICU version formats them; another zone takes the runtime's generic name.
 */
const ZONE_NAMES: Record<string, Record<Language, string>> = {
  'America/Chicago': { en: 'Central Time', es: 'hora central' },
};

function zoneName(timeZone: string, language: Language): string {
  const fixed = ZONE_NAMES[timeZone]?.[language];
  if (fixed) return fixed;
  const parts = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    timeZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * "11:59 p.m. on Sunday, December 6, 2026 (Central Time)" /
 * "11:59 p. m. del domingo, 6 de diciembre de 2026 (hora central)".
 */
export function formatOfferDeadline(
  deadline: Date | string,
  language: Language,
  timeZone: string = ORGANISATION_TIME_ZONE,
): string {
  const day = formatContactDay(lastAnswerDay(new Date(deadline), timeZone), INTL_LOCALES[language]);
  const zone = zoneName(timeZone, language);
  return language === 'es' ? `11:59 p. m. del ${day} (${zone})` : `11:59 p.m. on ${day} (${zone})`;
}

/** "1 seat", "2 seats": the staff pages count seats in plain English. */
export const seatsCount = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`;
