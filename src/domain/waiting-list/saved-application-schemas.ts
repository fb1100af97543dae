import { z } from 'zod';
import { isoDateTime } from '../common/dto-fields.ts';
import { emailAddress } from '../common/text-fields.ts';
import { CAMPUSES, FREE_TEXT_MAX_LENGTH, LANGUAGES } from './waiting-list.ts';

/**
 * The saved-answers routes (saved-application.ts has the rules). Kept apart from those rules, so
 * the enrollment page can name its limits without loading zod (ADR 011).
 */

const answer = (max: number) => z.string().max(max, `Keep each answer under ${max + 1} characters`);

/**
 * Every field of either campus's form, as typed. Long enough for anything the form accepts;
 * absent answers are empty.
 */
export const savedAnswers = z.object({
  firstName: answer(200).default(''),
  lastName: answer(200).default(''),
  parentGuardianName: answer(200).default(''),
  email: answer(254).default(''),
  phone: answer(50).default(''),
  emergencyContact: answer(200).default(''),
  gradeLevel: answer(50).default(''),
  programInterest: answer(50).default(''),
  enrollmentPreference: answer(50).default(''),
  studentNeeds: answer(FREE_TEXT_MAX_LENGTH).default(''),
  heardAboutUs: answer(50).default(''),
  additionalInfo: answer(FREE_TEXT_MAX_LENGTH).default(''),
});
export type SavedAnswers = z.output<typeof savedAnswers>;

/** POST /api/waiting-list/saved: the first save, with the address the link goes to. */
export const saveApplicationInput = z.object({
  campus: z.enum(CAMPUSES),
  language: z.enum(LANGUAGES).default('en'),
  email: emailAddress,
  answers: savedAnswers,
});
export type SaveApplicationInput = z.input<typeof saveApplicationInput>;
export type ParsedSaveApplicationInput = z.output<typeof saveApplicationInput>;

/** PUT /api/waiting-list/saved/:token: a later save through the link. */
export const updateSavedApplicationInput = z.object({
  language: z.enum(LANGUAGES).default('en'),
  answers: savedAnswers,
});
export type UpdateSavedApplicationInput = z.input<typeof updateSavedApplicationInput>;
export type ParsedUpdateSavedApplicationInput = z.output<typeof updateSavedApplicationInput>;

/** Where the link went and until when it works. */
export const savedApplicationReceiptDto = z.object({
  email: z.string(),
  savedAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type SavedApplicationReceiptDto = z.infer<typeof savedApplicationReceiptDto>;

/**
 * POST /api/waiting-list/saved, 201: also the link's key, so the page that saved saves again into
 * the same answers (no second mail) and deletes them when it sends the form. Whoever saved typed
 * every answer already; the mail is for another device, or another day.
 */
export const savedApplicationCreatedDto = savedApplicationReceiptDto.extend({
  token: z.string(),
});
export type SavedApplicationCreatedDto = z.infer<typeof savedApplicationCreatedDto>;

/** GET /api/waiting-list/saved/:token: the answers, to be put back in the form. */
export const savedApplicationDto = savedApplicationReceiptDto.extend({
  campus: z.enum(CAMPUSES),
  language: z.enum(LANGUAGES),
  answers: savedAnswers,
});
export type SavedApplicationDto = z.infer<typeof savedApplicationDto>;
