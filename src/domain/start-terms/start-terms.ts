import type { Campus, EnrollmentPreference } from '../waiting-list/waiting-list.ts';

/**
 * Start terms from the calendar (ADR 035): a term is a season of a year, coded `fall-2027`. A
 * campus offers the next terms that have not begun, never one before its opening term.
 */

/** In calendar order: a year's spring comes first, its fall last. */
export const SEASONS = ['spring', 'summer', 'fall'] as const;
export type Season = (typeof SEASONS)[number];
export type StartTerm = `${Season}-${number}`;

/** The first day of each season's term (MM-DD), where the campuses are. */
export const TERM_FIRST_DAYS: Record<Season, string> = {
  spring: '01-15',
  summer: '06-01',
  fall: '08-15',
};

/** Public spec §1: the K-12 academy opens Fall 2026, the Bridge Campus Fall 2027. */
export const CAMPUS_OPENING_TERMS: Record<Campus, StartTerm> = {
  k12: 'fall-2026',
  bridge: 'fall-2027',
};

/** How many terms a form offers: two years of spring, summer and fall. */
export const UPCOMING_TERM_COUNT = 6;

/**
 * The spec's three codes (public spec §3) and the terms their labels name (Fall 2025, Spring
 * 2026, Summer 2026): entries that hold them keep their meaning.
 */
export const SPEC_TERMS: Record<EnrollmentPreference, StartTerm> = {
  fall: 'fall-2025',
  spring: 'spring-2026',
  summer: 'summer-2026',
};

export const START_TERM_PATTERN = /^(spring|summer|fall)-(\d{4})$/;
/**
 * What a start-term column may hold (a PostgreSQL `~` pattern): a season-year code, or one of the
 * spec's three codes, which keep their meaning wherever they are still stored.
 */
export const START_TERM_SQL_PATTERN = '^(spring|summer|fall)(-[0-9]{4})?$';

export type TermParts = { season: Season; year: number };

/** The season and year of a code (`fall-2027`, or one of the spec's `fall`/`spring`/`summer`). */
export function parseStartTerm(code: string): TermParts | null {
  const canonical = Object.hasOwn(SPEC_TERMS, code)
    ? SPEC_TERMS[code as EnrollmentPreference]
    : code;
  const match = START_TERM_PATTERN.exec(canonical);
  if (!match) return null;
  return { season: match[1] as Season, year: Number(match[2]) };
}

/** The `season-year` code of a term, whichever way it was written; null for anything else. */
export function toStartTerm(code: string): StartTerm | null {
  const parts = parseStartTerm(code);
  return parts ? termOf(parts) : null;
}

const termOf = ({ season, year }: TermParts): StartTerm => `${season}-${year}`;

/** Terms counted from year 0, so later terms have larger numbers. */
const ordinal = ({ season, year }: TermParts) => year * SEASONS.length + SEASONS.indexOf(season);

const fromOrdinal = (n: number): TermParts => ({
  season: SEASONS[n % SEASONS.length]!,
  year: Math.floor(n / SEASONS.length),
});

/** The first day of a term, YYYY-MM-DD. */
export const termFirstDay = ({ season, year }: TermParts) => `${year}-${TERM_FIRST_DAYS[season]}`;

/**
 * The next `count` terms a campus can take on `today` (YYYY-MM-DD where the campuses are): terms
 * whose first day is after today (on its first day a term has begun), from the campus's opening
 * term on, in order.
 */
export function upcomingTerms(
  campus: Campus,
  today: string,
  count: number = UPCOMING_TERM_COUNT,
): StartTerm[] {
  const year = Number(today.slice(0, 4));
  // The first term of this year that has not begun; the spring of next year if all have.
  let next = ordinal({ season: 'spring', year });
  while (termFirstDay(fromOrdinal(next)) <= today) next += 1;
  const opening = ordinal(parseStartTerm(CAMPUS_OPENING_TERMS[campus])!);
  const first = Math.max(next, opening);
  return Array.from({ length: count }, (_, i) => termOf(fromOrdinal(first + i)));
}

/** The term a form starts on: the first one the campus can take. */
export const firstTerm = (campus: Campus, today: string): StartTerm =>
  upcomingTerms(campus, today, 1)[0]!;

/** Whether a campus can take a term on `today`: it is one of its upcoming terms. */
export const canTakeTerm = (campus: Campus, code: string, today: string): boolean =>
  (upcomingTerms(campus, today) as string[]).includes(toStartTerm(code) ?? '');
