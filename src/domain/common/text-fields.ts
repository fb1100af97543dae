import { z } from 'zod';

/** A required line of text: trimmed, not blank, at most `max` characters. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `Keep ${label} under ${max + 1} characters`);

/** An optional line of text: blank becomes null, so "cleared" and "never given" look the same. */
export const optionalText = (label: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${label} under ${max + 1} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const emailAddress = z
  .string({ error: 'Enter an email address' })
  .trim()
  .min(1, 'Enter an email address')
  .max(254, 'Keep the email address under 255 characters')
  .pipe(z.email('Enter a valid email address, like name@example.org'));

/** An email address that may be left out (many older donors have none): blank becomes null. */
export const optionalEmailAddress = z
  .string()
  .trim()
  .max(254, 'Keep the email address under 255 characters')
  .pipe(z.union([z.literal(''), z.email('Enter a valid email address, like name@example.org')]))
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The years a date may fall in. PostgreSQL has no year 0 (JavaScript has), and an NDA term or a
 * pledge added to year 9999 leaves the four-digit years; no date here is outside 1900–2199,
 * the range the CRM's year reports already use.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;
const DATE_RANGE_MESSAGE = `Use a date between ${FIRST_YEAR} and ${LAST_YEAR}`;
const isInYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

/** ISO calendar date (YYYY-MM-DD) that really exists (no 2026-02-30), in the supported years. */
export const isoDate = z
  .string()
  // abort: a malformed date gets one message, not also "does not exist".
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date in the form YYYY-MM-DD', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'This date does not exist')
  .refine(isInYearRange, DATE_RANGE_MESSAGE);

/** An ISO date and time with an offset (2026-03-01T09:00:00-06:00), in the supported years. */
export const isoDateTime = (error: string) =>
  // abort: a malformed time gets one message, not also the range.
  z.iso.datetime({ offset: true, error, abort: true }).refine(isInYearRange, DATE_RANGE_MESSAGE);

export const idParam = z.object({ id: z.uuid('This id is not valid') });
