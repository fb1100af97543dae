import { termLabel } from './labels.ts';
import { parseStartTerm, termFirstDay, upcomingTerms, UPCOMING_TERM_COUNT } from './start-terms.ts';
import { CAMPUS_NAMES, type Campus } from '../waiting-list/waiting-list.ts';

/**
 * Why a campus cannot take a term on `today` (YYYY-MM-DD), in words a person can act on; null
 * when it can (ADR 035). A code that is not a term is the schema's to refuse.
 */
export function startTermProblem(campus: Campus, code: string, today: string): string | null {
  const parts = parseStartTerm(code);
  if (!parts) return null;
  const terms = upcomingTerms(campus, today);
  const term = `${parts.season}-${parts.year}`;
  if ((terms as string[]).includes(term)) return null;
  const name = termLabel(term);
  const first = termLabel(terms[0]!);
  if (termFirstDay(parts) <= today) {
    return `${name} has already begun. Choose a term from the list: the first is ${first}.`;
  }
  // Not begun, yet before the first term offered: the campus has not opened by then.
  if (termFirstDay(parts) < termFirstDay(parseStartTerm(terms[0]!)!)) {
    return `The ${CAMPUS_NAMES[campus]} opens in ${first}. Choose ${first} or a later term from the list.`;
  }
  return `${name} is too far ahead. Choose one of the next ${UPCOMING_TERM_COUNT} terms, up to ${termLabel(terms.at(-1)!)}.`;
}
