import { z } from 'zod';
import {
  CAMPUSES,
  FREE_TEXT_MAX_LENGTH,
  GRADE_LEVELS,
  HEARD_ABOUT_US_BRIDGE,
  HEARD_ABOUT_US_K12,
  HONEYPOT_FIELD,
  LANGUAGES,
  MAX_WAITING_LIST_PRIORITY,
  MIN_WAITING_LIST_PRIORITY,
  PROGRAM_INTERESTS,
  WAITING_LIST_STATUSES,
} from './waiting-list.ts';
import { startTermInput } from '../start-terms/fields.ts';
import { emailAddress, optionalText, requiredText } from '../common/text-fields.ts';

/**
 * An optional choice from a select: the empty option ("Choose…") and absence both become null,
 * anything else must be one of `values`.
 */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    // The message belongs to the union: zod reports a value matching neither option as the
    // union's own issue ("Invalid input"), not the enum's.
    .union([z.literal(''), z.enum(values)], { error: `Choose ${label} from the list` })
    .nullish()
    .transform((value): T[number] | null => (value ? value : null));

export const CAMPUS_CHOICE_MESSAGE = 'Choose the K-12 Campus or the Bridge Campus';

/** The fields both enrollment forms share (public spec §3, §5). */
const baseEnrollmentFields = {
  firstName: requiredText("the student's first name", 100),
  lastName: requiredText("the student's last name", 100),
  email: emailAddress,
  phone: optionalText('the phone number', 50),
  /** One of the campus's upcoming terms on the day (checked by the use case, ADR 035). */
  enrollmentPreference: z
    .union([z.literal(''), startTermInput], { error: 'Choose a start term from the list' })
    .nullish()
    .transform((value) => (value ? value : null)),
  studentNeeds: optionalText("the student's needs", FREE_TEXT_MAX_LENGTH),
  additionalInfo: optionalText('the additional information', FREE_TEXT_MAX_LENGTH),
  /** The language of the form; the confirmation mail uses it too. */
  language: z.enum(LANGUAGES).default('en'),
  [HONEYPOT_FIELD]: z.string().max(500).nullish(),
  /** The link's key when the form was filled from saved answers: sending it deletes them. */
  savedApplication: z.string().max(200).nullish(),
};

export const k12EnrollmentInput = z.object({
  campus: z.literal('k12'),
  ...baseEnrollmentFields,
  parentGuardianName: optionalText("the parent or guardian's name", 200),
  gradeLevel: optionalChoice(GRADE_LEVELS, 'a grade level'),
  heardAboutUs: optionalChoice(HEARD_ABOUT_US_K12, 'how you heard about us'),
});

export const bridgeEnrollmentInput = z.object({
  campus: z.literal('bridge'),
  ...baseEnrollmentFields,
  emergencyContact: optionalText('the emergency contact', 200),
  programInterest: optionalChoice(PROGRAM_INTERESTS, 'a program'),
  heardAboutUs: optionalChoice(HEARD_ABOUT_US_BRIDGE, 'how you heard about us'),
});

/** POST /api/waiting-list: campus is forced to k12 or bridge by the tab the family used. */
export const waitingListInput = z.discriminatedUnion(
  'campus',
  [k12EnrollmentInput, bridgeEnrollmentInput],
  { error: CAMPUS_CHOICE_MESSAGE },
);
export type WaitingListInput = z.input<typeof waitingListInput>;
export type ParsedWaitingListInput = z.output<typeof waitingListInput>;

export const statusTokenParam = z.object({ token: z.string().min(1).max(200) });

/**
 * POST /api/waiting-list/link-requests (public): "Email me my link" on the status page. The
 * address the family typed, and the page's language for the answer; each mail goes out in the
 * language of its own application.
 */
export const statusLinkRequestInput = z.object({
  email: emailAddress,
  language: z.enum(LANGUAGES).default('en'),
});
export type StatusLinkRequestInput = z.input<typeof statusLinkRequestInput>;

/** GET /api/waiting-list (admin): filters, search and paging. */
export const waitingListQuery = z.object({
  campus: z.enum(CAMPUSES).optional(),
  status: z.enum(WAITING_LIST_STATUSES).optional(),
  gradeLevel: z.enum(GRADE_LEVELS).optional(),
  programInterest: z.enum(PROGRAM_INTERESTS).optional(),
  /** Matches first name, last name or email, case-insensitively. */
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type WaitingListQuery = z.input<typeof waitingListQuery>;

/** GET /api/waiting-list/export.csv: the same filters; student needs only when asked for. */
export const waitingListExportQuery = waitingListQuery.omit({ page: true, pageSize: true }).extend({
  includeStudentNeeds: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const PRIORITY_REASON_MESSAGE = 'Give a reason for changing the priority';

/**
 * PATCH /api/waiting-list/:id. Every change is audited with who and why; a priority change needs
 * a reason.
 */
export const updateWaitingListEntryInput = z
  .object({
    status: z.enum(WAITING_LIST_STATUSES, { error: 'Choose a status from the list' }).optional(),
    priority: z
      .number({ error: 'Enter the priority as a whole number' })
      .int('Enter the priority as a whole number')
      .min(MIN_WAITING_LIST_PRIORITY, `The priority is at least ${MIN_WAITING_LIST_PRIORITY}`)
      .max(MAX_WAITING_LIST_PRIORITY, `The priority is at most ${MAX_WAITING_LIST_PRIORITY}`)
      .optional(),
    // `.optional()` outside: an absent field is left alone, while null or "" clears the notes.
    // Without it a PATCH of the status alone would erase the notes.
    staffNotes: optionalText('the staff notes', 4000).optional(),
    reason: optionalText('the reason', 500),
  })
  .superRefine((value, context) => {
    if (value.priority !== undefined && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: PRIORITY_REASON_MESSAGE });
    }
  });
export type UpdateWaitingListEntryInput = z.input<typeof updateWaitingListEntryInput>;
