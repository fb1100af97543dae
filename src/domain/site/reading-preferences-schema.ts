import { z } from 'zod';
import { READING_OPTIONS } from './reading-preferences.ts';

/**
 * A complete set of reading preferences as the account stores it (ADR 008): built from
 * READING_OPTIONS, so a new preference or choice is accepted here without another edit.
 * Its own module, so pages that only apply preferences do not download zod.
 */
export const readingPreferencesSchema = z
  .object({
    textSize: z.enum(READING_OPTIONS.textSize),
    lineSpacing: z.enum(READING_OPTIONS.lineSpacing),
    letterSpacing: z.enum(READING_OPTIONS.letterSpacing),
    wordSpacing: z.enum(READING_OPTIONS.wordSpacing),
    font: z.enum(READING_OPTIONS.font),
    theme: z.enum(READING_OPTIONS.theme),
    reducedMotion: z.enum(READING_OPTIONS.reducedMotion),
  } satisfies { [Name in keyof typeof READING_OPTIONS]: z.ZodType })
  .strict();

/** What GET /api/account/reading-preferences answers: the stored set, or null when none. */
export const storedReadingPreferencesSchema = readingPreferencesSchema.nullable();
