import { z } from 'zod';
import { LOCALES, type Locale } from '../common/i18n.ts';
import { MAX_SIGNATURE_IMAGE_BYTES } from './esign.ts';
import { MAX_ENVELOPE_PDFS, fieldValueInput } from './placed-fields.ts';
import {
  MAX_CC_RECIPIENTS,
  MAX_MORE_RECIPIENTS,
  MAX_SIGNING_STEP,
  SIGNING_ORDERS,
} from './recipients.ts';
import { IDENTITY_CHECKS } from './signer-identity.ts';
import { optionalText, requiredText } from '../common/text-fields.ts';

/** An optional email address: blank becomes null, anything else must be valid. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Keep the email address under 255 characters')
  .nullish()
  .refine(
    (value) => !value || z.email().safeParse(value).success,
    'Enter a valid email address, like name@example.org',
  )
  .transform((value) => (value ? value : null));

const ccEmails = z
  .array(
    z
      .string()
      .trim()
      .max(254, 'Keep each email address under 255 characters')
      .pipe(z.email('Enter each copy address as a valid email address, like name@example.org')),
  )
  .max(MAX_CC_RECIPIENTS, `Add at most ${MAX_CC_RECIPIENTS} addresses for copies`)
  .default([]);

const signingStep = z
  .number({ error: 'Give each person a step number' })
  .int('Give each person a whole step number')
  .min(1, 'Steps start at 1')
  .max(MAX_SIGNING_STEP, `Use steps 1 to ${MAX_SIGNING_STEP}`)
  .nullish()
  .transform((value) => value ?? null);

/** Someone else on the envelope (ADR 050): another signer, an approver or a copy recipient. */
export const moreRecipientInput = z.object({
  role: z.enum(['signer', 'approver', 'cc'], { error: 'Choose signer, approver or copy' }),
  name: requiredText('their name', 200),
  email: z
    .string({ error: 'Enter their email address' })
    .trim()
    .min(1, 'Enter their email address')
    .max(254, 'Keep the email address under 255 characters')
    .pipe(z.email('Enter a valid email address, like name@example.org')),
  language: z.enum(LOCALES, { error: 'Choose English or Spanish' }).default('en'),
  /** With signingOrder "steps": their step; people of one step act at the same time. */
  step: signingStep,
});
export type MoreRecipientInput = z.input<typeof moreRecipientInput>;

/**
 * POST /api/docusign/send/:id (admin spec §7). Signer name and email default to the partner's
 * contact; the subject to "Please sign: <title>". A countersigner (a staff account) signs after
 * the partner's signer, or at the same time with signingOrder "parallel"; CC addresses get the
 * completed PDF (ADR 020).
 */
export const sendForSignatureInput = z
  .object({
    signerEmail: optionalEmail,
    signerName: optionalText('the signer name', 200),
    /** The signer's page and mails are in this language (ADR 048); staff stay in English. */
    signerLanguage: z.enum(LOCALES, { error: 'Choose English or Spanish' }).default('en'),
    subject: optionalText('the subject', 100),
    message: optionalText('the message', 2000),
    countersignerId: z.uuid('Choose a countersigner from the list').nullish().default(null),
    ccEmails,
    signingOrder: z
      .enum(SIGNING_ORDERS, {
        error: 'Choose "In this order", "All at once" or "In numbered steps"',
      })
      .default('sequential'),
    /** With signingOrder "steps": the partner's signer's and the countersigner's steps. */
    signerStep: signingStep,
    countersignerStep: signingStep,
    /** Other signers, approvers and copy recipients, after the countersigner (ADR 050). */
    moreRecipients: z
      .array(moreRecipientInput)
      .max(MAX_MORE_RECIPIENTS, `Add at most ${MAX_MORE_RECIPIENTS} more people`)
      .default([]),
    /** PDF templates sent in the same envelope, after the NDA, in this order (ADR 050). */
    pdfTemplateIds: z
      .array(z.uuid('Choose a PDF template from the list'))
      .max(MAX_ENVELOPE_PDFS, `Add at most ${MAX_ENVELOPE_PDFS} PDFs to one envelope`)
      .default([]),
    /** `email-code`: each signer confirms a code mailed to them before signing (ADR 049). */
    identityCheck: z
      .enum(IDENTITY_CHECKS, { error: 'Choose whether signers confirm a code first' })
      .default('none'),
  })
  // No body at all is fine: every field has a default. Fastify hands a missing body to the
  // schema as null, which `.default()` (undefined only) would refuse.
  .nullish()
  .transform(
    (value) =>
      value ?? {
        signerEmail: null,
        signerName: null,
        signerLanguage: 'en' as const,
        subject: null,
        message: null,
        countersignerId: null,
        ccEmails: [],
        signingOrder: 'sequential' as const,
        signerStep: null,
        countersignerStep: null,
        moreRecipients: [],
        pdfTemplateIds: [],
        identityCheck: 'none' as const,
      },
  );
export type SendForSignatureInput = z.input<typeof sendForSignatureInput>;

/** "Please sign: <title>", in the signer's language, when the sender typed no subject. */
export const defaultSigningSubject = (title: string, language: Locale) =>
  language === 'es' ? `Por favor, firme: ${title}` : `Please sign: ${title}`;

export const COUNTERSIGNER_UNKNOWN_MESSAGE =
  'Choose a countersigner from the list: this staff account is not active or has no email address.';
export const COUNTERSIGNER_IS_SIGNER_MESSAGE =
  'The countersigner must be someone other than the signer: choose another staff member.';

export const SIGNER_EMAIL_REQUIRED_MESSAGE =
  "Enter the signer's email address: the partner has no contact email on file.";

/** POST /api/docusign/void/:id: "Voiding requires a non-empty reason" (admin spec §5). */
export const voidEnvelopeInput = z.object({ reason: requiredText('a reason for voiding', 200) });
export type VoidEnvelopeInput = z.input<typeof voidEnvelopeInput>;

/** Any token shape is looked up, so a malformed token gets the same 404 as an unknown one. */
export const signingTokenParam = z.object({ token: z.string().min(1).max(200) });

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
// base64 carries 3 bytes in 4 characters.
const MAX_SIGNATURE_IMAGE_LENGTH =
  PNG_DATA_URL_PREFIX.length + Math.ceil(MAX_SIGNATURE_IMAGE_BYTES / 3) * 4;

export const SIGNATURE_IMAGE_MESSAGE = 'Draw your signature in the box, or type it instead.';
export const CONSENT_REQUIRED_MESSAGE =
  'Tick the box to agree to sign electronically before you sign.';

/**
 * POST /api/sign/:token. Typing the name is the default; a drawn signature is a PNG data URL.
 * Consent to sign electronically (ESIGN Act, UETA) must be given explicitly every time.
 */
export const signDocumentInput = z
  .object({
    fullName: requiredText('your full name', 200),
    title: optionalText('your title', 200),
    signatureType: z.enum(['typed', 'drawn'], { error: 'Choose typed or drawn' }).default('typed'),
    signatureImage: z
      .string()
      .max(MAX_SIGNATURE_IMAGE_LENGTH, 'The drawn signature is too large. Clear it and draw again.')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, SIGNATURE_IMAGE_MESSAGE)
      .nullish(),
    consent: z.literal(true, { error: CONSENT_REQUIRED_MESSAGE }),
    /** What the signer typed or ticked into their placed fields (ADR 050). */
    fieldValues: z.array(fieldValueInput).max(400).default([]),
  })
  .superRefine((value, context) => {
    if (value.signatureType === 'drawn' && !value.signatureImage) {
      context.addIssue({
        code: 'custom',
        path: ['signatureImage'],
        message: SIGNATURE_IMAGE_MESSAGE,
      });
    }
  });
export type SignDocumentInput = z.input<typeof signDocumentInput>;

/** POST /api/sign/:token/decline. */
export const declineSigningInput = z.object({
  reason: requiredText('a reason for declining', 1000),
});
export type DeclineSigningInput = z.input<typeof declineSigningInput>;
