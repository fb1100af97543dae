import { z } from 'zod';
import { OFFER_STATUSES } from './admissions.ts';
import { isoDate, isoDateTime, uuid } from './dto-fields.ts';
import { CAMPUSES, ENROLLMENT_PREFERENCES, LANGUAGES } from './waiting-list.ts';

/** The answers of the admissions routes: seats and offers (staff) and the family's offer link. */

/** A seat group with its numbers, as the waiting-list page shows it. */
export const seatGroupDto = z.object({
  id: uuid,
  campus: z.enum(CAMPUSES),
  /** A grade level (K-12 Campus) or a program (Bridge Campus). */
  gradeOrProgram: z.string(),
  startTerm: z.enum(ENROLLMENT_PREFERENCES),
  capacity: z.number().int(),
  autoAdvance: z.boolean(),
  offersOpen: z.number().int(),
  accepted: z.number().int(),
  seatsFree: z.number().int(),
  familiesWaiting: z.number().int(),
});
export type SeatGroupDto = z.infer<typeof seatGroupDto>;

/** One offer, as staff see it. */
export const offerDto = z.object({
  id: uuid,
  seatGroupId: uuid,
  entryId: uuid,
  status: z.enum(OFFER_STATUSES),
  offeredAt: isoDateTime,
  deadline: isoDateTime,
  remindedAt: isoDateTime.nullable(),
  answeredAt: isoDateTime.nullable(),
  declineReason: z.string().nullable(),
  /** Why staff chose this family out of rank order; null for offers in rank order. */
  outOfOrderReason: z.string().nullable(),
});
export type OfferDto = z.infer<typeof offerDto>;

/**
 * POST /api/admissions/seat-groups/:id/offers (and …/offers/family): the offers made, the group's
 * new numbers, and `mailed`: a mail server is set up, so each family's offer mail is on its way.
 */
export const offersMadeDto = z.object({
  offers: z.array(offerDto),
  seatGroup: seatGroupDto,
  mailed: z.boolean(),
});
export type OffersMadeDto = z.infer<typeof offersMadeDto>;

/** What a family sees through the offer link (no staff notes, no student needs). */
export const familyOfferDto = z.object({
  status: z.enum(OFFER_STATUSES),
  student: z.string(),
  campus: z.enum(CAMPUSES),
  gradeOrProgram: z.string(),
  startTerm: z.enum(ENROLLMENT_PREFERENCES),
  deadline: isoDateTime,
  /** The last day to answer, YYYY-MM-DD where the campuses are. */
  lastAnswerDay: isoDate,
  canAnswer: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type FamilyOfferDto = z.infer<typeof familyOfferDto>;

/** GET /api/waiting-list/status/:token/offer: the application's newest offer, or null. */
export const statusLinkOfferDto = z.object({ offer: familyOfferDto.nullable() });
export type StatusLinkOfferDto = z.infer<typeof statusLinkOfferDto>;
