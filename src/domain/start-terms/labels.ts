import type { Locale } from '../common/i18n.ts';
import { parseStartTerm, type Season } from './start-terms.ts';

/** A term in words, always with its year (ADR 035): "Fall 2027", "otoño de 2027". */

const SEASON_NAMES: Record<Locale, Record<Season, string>> = {
  en: { spring: 'Spring', summer: 'Summer', fall: 'Fall' },
  es: { spring: 'primavera', summer: 'verano', fall: 'otoño' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The term inside a sentence ("starting in the Fall 2027 term", "con inicio en el período de
 * otoño de 2027"). A code that is not a term is shown as it is, never hidden.
 */
export function termName(code: string, language: Locale = 'en'): string {
  const parts = parseStartTerm(code);
  if (!parts) return code;
  const season = SEASON_NAMES[language][parts.season];
  return language === 'es' ? `${season} de ${parts.year}` : `${season} ${parts.year}`;
}

/** The term on its own (a select option, a fact in a list): "Fall 2027", "Otoño de 2027". */
export const termLabel = (code: string, language: Locale = 'en'): string =>
  capitalise(termName(code, language));
