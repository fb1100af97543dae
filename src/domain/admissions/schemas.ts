import { z } from 'zod';
import {
  DEFAULT_OFFER_DAYS,
  MAX_OFFER_DAYS,
  MAX_OFFERS_AT_ONCE,
  MAX_SEATS,
  MIN_OFFER_DAYS,
} from './admissions.ts';
import { optionalText, requiredText } from '../common/text-fields.ts';
import { startTermInput } from '../start-terms/fields.ts';
import { CAMPUSES, GRADE_LEVELS, PROGRAM_INTERESTS } from '../waiting-list/waiting-list.ts';

export const GRADE_OR_PROGRAM_MESSAGE =
  'Choose a grade for the K-12 Campus, or a program for the Bridge Campus';

/**
 * PUT /api/admissions/seat-groups: the seats of one campus × grade or program × start term
 * (created the first time, changed after). Auto-advance offers a freed seat to the next family.
 */
export const seatGroupInput = z
  .object({
    campus: z.enum(CAMPUSES, { error: 'Choose the K-12 Campus or the Bridge Campus' }),
    gradeOrProgram: z.string({ error: GRADE_OR_PROGRAM_MESSAGE }),
    /** One of the campus's upcoming terms on the day (checked by the use case, ADR 035). */
    startTerm: startTermInput,
    capacity: z
      .number({ error: 'Enter the number of seats' })
      .int('Enter a whole number of seats')
      .min(0, 'Seats cannot be below 0')
      .max(MAX_SEATS, `Enter at most ${MAX_SEATS} seats`),
    autoAdvance: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    const choices: readonly string[] = value.campus === 'k12' ? GRADE_LEVELS : PROGRAM_INTERESTS;
    if (!choices.includes(value.gradeOrProgram)) {
      context.addIssue({
        code: 'custom',
        path: ['gradeOrProgram'],
        message: GRADE_OR_PROGRAM_MESSAGE,
      });
    }
  });
export type SeatGroupInput = z.input<typeof seatGroupInput>;

const offerDays = z
  .number({ error: 'Enter the number of days to answer' })
  .int('Enter a whole number of days')
  .min(MIN_OFFER_DAYS, `Give at least ${MIN_OFFER_DAYS} day to answer`)
  .max(MAX_OFFER_DAYS, `Give at most ${MAX_OFFER_DAYS} days to answer`)
  .default(DEFAULT_OFFER_DAYS);

/** POST /api/admissions/seat-groups/:id/offers: offers to the next N families in rank order. */
export const offerNextInput = z.object({
  count: z
    .number({ error: 'Enter how many offers to make' })
    .int('Enter a whole number of offers')
    .min(1, 'Make at least 1 offer')
    .max(MAX_OFFERS_AT_ONCE, `Make at most ${MAX_OFFERS_AT_ONCE} offers at once`),
  days: offerDays,
});
export type OfferNextInput = z.input<typeof offerNextInput>;

/** GET …/offers/preview: the same numbers as the offer itself, from the query string. */
export const offerPreviewQuery = z.object({
  count: z.coerce
    .number({ error: 'Enter how many offers to make' })
    .int('Enter a whole number of offers')
    .min(1, 'Make at least 1 offer')
    .max(MAX_OFFERS_AT_ONCE, `Make at most ${MAX_OFFERS_AT_ONCE} offers at once`),
  days: z.coerce
    .number({ error: 'Enter the number of days to answer' })
    .int('Enter a whole number of days')
    .min(MIN_OFFER_DAYS, `Give at least ${MIN_OFFER_DAYS} day to answer`)
    .max(MAX_OFFER_DAYS, `Give at most ${MAX_OFFER_DAYS} days to answer`)
    .default(DEFAULT_OFFER_DAYS),
});
export type OfferPreviewQuery = z.input<typeof offerPreviewQuery>;

/** POST /api/admissions/seat-groups/:id/offers/family: to one chosen family, with a reason. */
export const offerToFamilyInput = z.object({
  entryId: z.uuid('Choose a family from the list'),
  reason: requiredText('a reason for offering out of rank order', 500),
  days: offerDays,
});
export type OfferToFamilyInput = z.input<typeof offerToFamilyInput>;

/** POST /api/waiting-list/offers/:token/decline: the family's reason is optional. */
export const declineOfferInput = z
  .object({ reason: optionalText('your reason', 500) })
  .nullish()
  .transform((value) => value ?? { reason: null });
export type DeclineOfferInput = z.input<typeof declineOfferInput>;

/** GET /api/admissions/offers: the offers of one waiting-list entry. */
export const offersQuery = z.object({ entryId: z.uuid('This id is not valid') });

export const offerTokenParam = z.object({ token: z.string().min(1).max(200) });
