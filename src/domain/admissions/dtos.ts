import { z } from 'zod';
import { OFFER_STATUSES } from './admissions.ts';
import { ENROLLMENT_TASKS, TASK_STATUSES } from './enrollment-tasks.ts';
import { isoDate, isoDateTime, uuid } from '../common/dto-fields.ts';
import { storedStartTerm } from '../start-terms/fields.ts';
import { CAMPUSES, LANGUAGES } from '../waiting-list/waiting-list.ts';

/** The answers of the admissions routes: seats and offers (staff) and the family's offer link. */

/** A seat group with its numbers, as the waiting-list page shows it. */
export const seatGroupDto = z.object({
  id: uuid,
  campus: z.enum(CAMPUSES),
  /** A grade level (K-12 Campus) or a program (Bridge Campus). */
  gradeOrProgram: z.string(),
  startTerm: storedStartTerm,
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
  startTerm: storedStartTerm,
  deadline: isoDateTime,
  /** The last day to answer, YYYY-MM-DD where the campuses are. */
  lastAnswerDay: isoDate,
  canAnswer: z.boolean(),
  language: z.enum(LANGUAGES),
  /** Accepted: the day (YYYY-MM-DD) by which admissions will have called, as the mail says. */
  callBy: isoDate.nullable(),
});
export type FamilyOfferDto = z.infer<typeof familyOfferDto>;

/** GET /api/waiting-list/status/:token/offer: the application's newest offer, or null. */
export const statusLinkOfferDto = z.object({ offer: familyOfferDto.nullable() });
export type StatusLinkOfferDto = z.infer<typeof statusLinkOfferDto>;

/**
 * GET /api/admissions/seat-groups/:id/offers/preview: who would get an offer now, in rank order,
 * with the mail each would get in their language (the private link is made only when the offer
 * is), and whether mail goes out.
 */
export const offerPreviewDto = z.object({
  deadline: isoDateTime,
  mailed: z.boolean(),
  families: z.array(
    z.object({
      entryId: uuid,
      name: z.string(),
      email: z.string(),
      language: z.enum(LANGUAGES),
      mail: z.object({ subject: z.string(), text: z.string() }),
    }),
  ),
});
export type OfferPreviewDto = z.infer<typeof offerPreviewDto>;

/**
 * GET /api/waiting-list/status/:token/tasks: after a seat is accepted, the family's task list;
 * null before (no offer, an open, declined or expired one).
 */
export const enrollmentTaskListDto = z.object({
  taskList: z
    .object({
      campus: z.enum(CAMPUSES),
      startTerm: storedStartTerm,
      tasks: z.array(z.object({ task: z.enum(ENROLLMENT_TASKS), status: z.enum(TASK_STATUSES) })),
      /** The term's first day, YYYY-MM-DD. */
      firstDay: isoDate,
      /** The day by which admissions will have called (the visit is arranged then). */
      callBy: isoDate,
    })
    .nullable(),
});
export type EnrollmentTaskListDto = z.infer<typeof enrollmentTaskListDto>;

/** GET /api/admissions/enrollment-progress: one family with an accepted seat, and its tasks. */
export const enrollmentProgressDto = z.object({
  entryId: uuid,
  student: z.string(),
  campus: z.enum(CAMPUSES),
  gradeOrProgram: z.string(),
  startTerm: storedStartTerm,
  acceptedAt: isoDateTime,
  tasks: z.array(z.object({ task: z.enum(ENROLLMENT_TASKS), status: z.enum(TASK_STATUSES) })),
  papers: z.object({ received: z.number().int(), reviewed: z.number().int() }),
  /** The family's tasks that have waited on them too long (STUCK_AFTER_DAYS). */
  stuck: z.array(z.enum(ENROLLMENT_TASKS)),
});
export type EnrollmentProgressDto = z.infer<typeof enrollmentProgressDto>;
