import { z } from 'zod';
import { toStartTerm, type StartTerm } from './start-terms.ts';

export const START_TERM_CHOICE_MESSAGE = 'Choose a start term from the list';

/**
 * A start term in a form: a season-year code (`fall-2027`) or one of the spec's three, kept as
 * season-year. Whether the campus can take it depends on the day, so the use case checks that.
 */
export const startTermInput = z
  .string({ error: START_TERM_CHOICE_MESSAGE })
  .transform((code, context): StartTerm => {
    const term = toStartTerm(code);
    if (term) return term;
    context.addIssue({ code: 'custom', message: START_TERM_CHOICE_MESSAGE });
    return z.NEVER;
  });

/** A start term as stored: season-year, or one of the spec's three codes (ADR 035). */
export const storedStartTerm = z
  .string()
  .regex(new RegExp(`^(spring|summer|fall)(-\\d{4})?$`), 'A start term such as fall-2027');
