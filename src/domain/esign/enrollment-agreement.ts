import { z } from 'zod';
import { LOCALES, type Locale } from '../common/i18n.ts';
import { emailAddress, requiredText } from '../common/text-fields.ts';
import { SIGNING_ORDERS } from './recipients.ts';
import { IDENTITY_CHECKS } from './signer-identity.ts';

/**
 * A family's enrollment agreement (ADR 048): merged from a template staff keep, signed on our
 * signing page by one or two parents or guardians, each from their own mail, with the learner's
 * assent as a separate recorded step.
 */

/** The placeholders an enrollment agreement template may use, besides [COMPANY] and [EFFECTIVE_DATE]. */
export const ENROLLMENT_PLACEHOLDERS = [
  { token: '[LEARNER]', meaning: "The learner's full name" },
  {
    token: '[GUARDIANS]',
    meaning: 'The parents or guardians who sign, like "Ana López and Luis López"',
  },
  { token: '[CAMPUS]', meaning: 'The campus, like "Austin"' },
  { token: '[START_TERM]', meaning: 'The term the learner starts, like "Fall 2027"' },
] as const;

export type EnrollmentPlaceholderValues = {
  learner: string;
  guardians: string;
  campus: string;
  startTerm: string;
};

/** Replaces the enrollment placeholders; the template's other placeholders are merged as for NDAs. */
export function mergeEnrollmentPlaceholders(
  content: string,
  values: EnrollmentPlaceholderValues,
): string {
  const replacements: Record<string, string> = {
    '[LEARNER]': values.learner,
    '[GUARDIANS]': values.guardians,
    '[CAMPUS]': values.campus,
    '[START_TERM]': values.startTerm,
  };
  return content.replace(
    /\[(LEARNER|GUARDIANS|CAMPUS|START_TERM)\]/g,
    (token) => replacements[token]!,
  );
}

/** "Ana" / "Ana and Luis" / "Ana y Luis": the names as the agreement's language joins them. */
export function joinNames(names: readonly string[], language: Locale): string {
  if (names.length <= 1) return names.join('');
  const and = language === 'es' ? ' y ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`;
}

export const MAX_GUARDIANS = 2;

export const SAME_GUARDIAN_EMAIL_MESSAGE =
  'Each parent or guardian signs from their own email address: enter two different addresses.';

const guardian = z.object({
  name: requiredText('the name of the parent or guardian', 200),
  email: emailAddress,
  language: z.enum(LOCALES, { error: 'Choose English or Spanish' }),
});

/**
 * POST /api/admissions/entries/:id/enrollment-agreement (admissions). One or two guardians; with
 * two, "sequential" sends the second link when the first has signed, "parallel" both at once.
 */
export const sendEnrollmentAgreementInput = z
  .object({
    templateId: z.uuid('Choose a template from the list'),
    guardians: z
      .array(guardian)
      .min(1, 'Add the parent or guardian who signs')
      .max(MAX_GUARDIANS, `At most ${MAX_GUARDIANS} parents or guardians sign`),
    signingOrder: z
      .enum(SIGNING_ORDERS, { error: 'Choose "In this order" or "All at once"' })
      .default('parallel'),
    /** `email-code`: each guardian confirms a code mailed to them before signing (ADR 049). */
    identityCheck: z
      .enum(IDENTITY_CHECKS, { error: 'Choose whether guardians confirm a code first' })
      .default('none'),
  })
  .superRefine((value, context) => {
    const [first, second] = value.guardians;
    if (first && second && first.email.toLowerCase() === second.email.toLowerCase()) {
      context.addIssue({
        code: 'custom',
        path: ['guardians', 1, 'email'],
        message: SAME_GUARDIAN_EMAIL_MESSAGE,
      });
    }
  });
export type SendEnrollmentAgreementInput = z.input<typeof sendEnrollmentAgreementInput>;

/**
 * The learner's assent, in words a child can read (about a 2nd-grade reading level). It is not a
 * signature: the learner writes their first name beside a parent or guardian, and the step is
 * recorded with its time on the certificate.
 */
export const ASSENT_WORDS = {
  en: 'I know about my new school. I want to go there and learn with my class.',
  es: 'Conozco mi nueva escuela. Quiero ir y aprender con mi clase.',
} as const satisfies Record<Locale, string>;

export const ASSENT_NAME_MESSAGE = {
  en: 'Write your first name',
  es: 'Escribe tu nombre',
} as const satisfies Record<Locale, string>;

/** POST /api/sign/:token/assent. */
export const recordAssentInput = z.object({
  learnerName: z
    .string({ error: ASSENT_NAME_MESSAGE.en })
    .trim()
    .min(1, ASSENT_NAME_MESSAGE.en)
    .max(100, 'Keep the name under 101 characters'),
  language: z.enum(LOCALES).default('en'),
});
export type RecordAssentInput = z.input<typeof recordAssentInput>;

export const ASSENT_ONLY_FOR_FAMILIES_MESSAGE =
  'Only an enrollment agreement has a place for the learner’s assent.';
export const ASSENT_ALREADY_RECORDED_MESSAGE = 'The learner’s assent is already recorded.';

/** POST /api/admissions/entries/:id/enrollment-agreement/void. */
export const cancelEnrollmentAgreementInput = z.object({
  reason: requiredText('a reason for cancelling', 200),
});
export type CancelEnrollmentAgreementInput = z.input<typeof cancelEnrollmentAgreementInput>;
