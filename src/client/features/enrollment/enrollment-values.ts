import { HONEYPOT_FIELD } from '../../../domain/waiting-list/waiting-list.ts';
import type { Campus, Language } from '../../../domain/waiting-list/waiting-list.ts';
import type { SavedAnswers } from '../../../domain/waiting-list/saved-application-schemas.ts';

/** Every field of either form; each campus shows its own subset (public spec §3). */
export type EnrollmentField =
  | 'firstName'
  | 'lastName'
  | 'parentGuardianName'
  | 'email'
  | 'phone'
  | 'emergencyContact'
  | 'gradeLevel'
  | 'programInterest'
  | 'enrollmentPreference'
  | 'studentNeeds'
  | 'heardAboutUs'
  | 'additionalInfo';

/** The fields of each form in screen order, which is also the order of the error summary. */
export const CAMPUS_FIELDS = {
  k12: [
    'firstName',
    'lastName',
    'parentGuardianName',
    'email',
    'phone',
    'gradeLevel',
    'enrollmentPreference',
    'studentNeeds',
    'heardAboutUs',
    'additionalInfo',
  ],
  bridge: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'emergencyContact',
    'programInterest',
    'enrollmentPreference',
    'studentNeeds',
    'heardAboutUs',
    'additionalInfo',
  ],
} as const satisfies Record<Campus, readonly EnrollmentField[]>;

/** Public spec §5: only these show their message under the field; the rest only in the summary. */
export const INLINE_ERROR_FIELDS: ReadonlySet<EnrollmentField> = new Set([
  'firstName',
  'lastName',
  'email',
]);

export type EnrollmentValues = Record<EnrollmentField, string>;

export const EMPTY_ENROLLMENT_VALUES: EnrollmentValues = {
  firstName: '',
  lastName: '',
  parentGuardianName: '',
  email: '',
  phone: '',
  emergencyContact: '',
  gradeLevel: '',
  programInterest: '',
  enrollmentPreference: '',
  studentNeeds: '',
  heardAboutUs: '',
  additionalInfo: '',
  // The saved answers are these fields, no more and no fewer (ADR 046).
} satisfies SavedAnswers;

/**
 * What the form holds, shaped for the shared schema: the campus comes from the tab (public spec
 * §7) and only that campus's fields go along. The honeypot goes as it is; the server decides.
 */
export function toEnrollmentInput(
  campus: Campus,
  values: EnrollmentValues,
  extra: {
    honeypot: string;
    /** The page's language: the confirmation and status mails go out in it (ADR 012). */
    language?: Language;
    /** The saving link's key, when the form came from saved answers: sending deletes them. */
    savedToken?: string | null;
  },
): Record<string, string> {
  const common = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    enrollmentPreference: values.enrollmentPreference,
    studentNeeds: values.studentNeeds,
    heardAboutUs: values.heardAboutUs,
    additionalInfo: values.additionalInfo,
    language: extra.language ?? 'en',
    [HONEYPOT_FIELD]: extra.honeypot,
    ...(extra.savedToken ? { savedApplication: extra.savedToken } : {}),
  };
  return campus === 'k12'
    ? {
        ...common,
        campus,
        parentGuardianName: values.parentGuardianName,
        gradeLevel: values.gradeLevel,
      }
    : {
        ...common,
        campus,
        emergencyContact: values.emergencyContact,
        programInterest: values.programInterest,
      };
}
