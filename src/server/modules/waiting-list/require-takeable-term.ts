import { startTermProblem } from '../../../domain/start-terms/problems.ts';
import type { Campus } from '../../../domain/waiting-list/waiting-list.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { fieldError } from '../../http/app-error.ts';

/**
 * A 400 on `field` unless the campus can take the term today, where the campuses are: one of
 * its upcoming terms, from its opening term on (ADR 035).
 */
export function requireTakeableTerm(options: {
  campus: Campus;
  term: string | null;
  now: Date;
  field: string;
}): void {
  if (options.term === null) return;
  const problem = startTermProblem(options.campus, options.term, todayIsoDate(options.now));
  if (problem) throw fieldError(options.field, problem);
}
