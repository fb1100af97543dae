import { storedStartTerm } from '../start-terms/fields.ts';
import { z } from 'zod';
import { isoDate, isoDateTime, uuid } from '../common/dto-fields.ts';
import {
  CAMPUSES,
  GRADE_LEVELS,
  HEARD_ABOUT_US,
  LANGUAGES,
  PROGRAM_INTERESTS,
  WAITING_LIST_STATUSES,
} from './waiting-list.ts';

/**
 * The answers of the waiting-list routes: the enrollment form and the family's status link
 * (public), and the staff list. Kept out of schemas.ts, which the enrollment page
 * loads for its form, so that page's script does not carry them.
 */

/** The family's place: among the campus's active entries, by priority then submission time. */
export const waitingListRankingDto = z.object({
  position: z.number().int(),
  totalInCampus: z.number().int(),
});
export type WaitingListRankingDto = z.infer<typeof waitingListRankingDto>;

/** POST /api/waiting-list, 201: the new entry and its place. */
export const waitingListNewEntryDto = z.object({
  id: uuid,
  ranking: waitingListRankingDto,
  /** Never sent: it only lets `result.alreadyRegistered` tell the two answers apart. */
  alreadyRegistered: z.never().optional(),
});
export type WaitingListNewEntryDto = z.infer<typeof waitingListNewEntryDto>;

/** POST /api/waiting-list, 200: the same campus, email and student name are already listed. */
export const waitingListRepeatDto = z.object({
  alreadyRegistered: z.literal(true),
  /** "You are already on our list. We have emailed your private link again.", in the form's language. */
  message: z.string(),
});
export type WaitingListRepeatDto = z.infer<typeof waitingListRepeatDto>;

/**
 * 201 for a new entry, with its place. 200 with `alreadyRegistered: true` when the same campus,
 * email and student name are already on the list: then only a sentence, never the entry's id or
 * place, so a form cannot be used to learn whether a child is on the list (ADR 009).
 * The family is mailed a new private link instead.
 */
export const waitingListSubmissionDto = z.union([waitingListNewEntryDto, waitingListRepeatDto]);
export type WaitingListSubmissionDto = z.infer<typeof waitingListSubmissionDto>;

/**
 * GET /api/waiting-list/status/:token (public; the token from the confirmation mail is the only
 * key). Position and total are shown only while the entry is active.
 */
export const waitingListStatusDto = z.object({
  campus: z.enum(CAMPUSES),
  studentFirstName: z.string(),
  status: z.enum(WAITING_LIST_STATUSES),
  submittedAt: isoDateTime,
  ranking: waitingListRankingDto.nullable(),
  /**
   * Only while invited: the day (YYYY-MM-DD) by which admissions will have contacted the family,
   * counted from the invitation (invitation.ts). The invitation mail names it too.
   */
  contactBy: isoDate.nullable(),
  /**
   * What the family chose on the form, for the summary on their status page. The student's
   * needs are said to be sent or not, never shown: the link could be forwarded.
   */
  sent: z.object({
    gradeLevel: z.enum(GRADE_LEVELS).nullable(),
    programInterest: z.enum(PROGRAM_INTERESTS).nullable(),
    enrollmentPreference: storedStartTerm.nullable(),
    hasStudentNeeds: z.boolean(),
  }),
});
export type WaitingListStatusDto = z.infer<typeof waitingListStatusDto>;

/** POST /api/waiting-list/link-requests: the same sentence whatever happened. */
export const statusLinkRequestDto = z.object({ message: z.string() });
export type StatusLinkRequestDto = z.infer<typeof statusLinkRequestDto>;

/** One entry as staff see it. `position` is null unless the entry is active. */
export const waitingListEntryDto = z.object({
  id: uuid,
  campus: z.enum(CAMPUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  parentGuardianName: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  gradeLevel: z.enum(GRADE_LEVELS).nullable(),
  programInterest: z.enum(PROGRAM_INTERESTS).nullable(),
  enrollmentPreference: storedStartTerm.nullable(),
  heardAboutUs: z.enum(HEARD_ABOUT_US).nullable(),
  studentNeeds: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  status: z.enum(WAITING_LIST_STATUSES),
  priority: z.number().int(),
  staffNotes: z.string().nullable(),
  language: z.enum(LANGUAGES),
  position: z.number().int().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WaitingListEntryDto = z.infer<typeof waitingListEntryDto>;

/** Active entries per campus and per grade (K-12) or program (Bridge), for the staff chart. */
export const waitingListCountsDto = z.object({
  byCampus: z.array(
    z.object({ campus: z.enum(CAMPUSES), active: z.number().int(), total: z.number().int() }),
  ),
  byGrade: z.array(
    z.object({ gradeLevel: z.enum(GRADE_LEVELS).nullable(), active: z.number().int() }),
  ),
  byProgram: z.array(
    z.object({ programInterest: z.enum(PROGRAM_INTERESTS).nullable(), active: z.number().int() }),
  ),
});
export type WaitingListCountsDto = z.infer<typeof waitingListCountsDto>;

/**
 * One row of the staff list: the entry without its student needs. Those are a child's health and
 * learning details; staff read them on the entry's own page, where each reading is audited.
 */
export const waitingListListEntryDto = waitingListEntryDto.omit({ studentNeeds: true });
export type WaitingListListEntryDto = z.infer<typeof waitingListListEntryDto>;

/** GET /api/waiting-list (staff): one page of the filtered list, and the chart's counts. */
export const waitingListPageDto = z.object({
  entries: z.array(waitingListListEntryDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: waitingListCountsDto,
});
export type WaitingListPageDto = z.infer<typeof waitingListPageDto>;
