import { z } from 'zod';
import {
  MAX_SIGNATURE_IMAGE_BYTES,
  type ClosedSigningReason,
  type EsignProvider,
  type EsignStatus,
} from './esign.ts';
import {
  MAX_CC_RECIPIENTS,
  SIGNING_ORDERS,
  type RecipientRole,
  type RecipientStatus,
  type SigningOrder,
} from './esign-recipients.ts';
import { optionalText, requiredText } from './text-fields.ts';

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

/**
 * POST /api/docusign/send/:id (admin spec §7). Signer name and email default to the partner's
 * contact; the subject to "Please sign: <title>". A countersigner (a staff account) signs after
 * the partner's signer, or at the same time with signingOrder "parallel"; CC addresses get the
 * completed PDF (issue "Step 15", item 1).
 */
export const sendForSignatureInput = z
  .object({
    signerEmail: optionalEmail,
    signerName: optionalText('the signer name', 200),
    subject: optionalText('the subject', 100),
    message: optionalText('the message', 2000),
    countersignerId: z.uuid('Choose a countersigner from the list').nullish().default(null),
    ccEmails,
    signingOrder: z
      .enum(SIGNING_ORDERS, { error: 'Choose "In this order" or "All at once"' })
      .default('sequential'),
  })
  // No body at all is fine: every field has a default. Fastify hands a missing body to the
  // schema as null, which `.default()` (undefined only) would refuse.
  .nullish()
  .transform(
    (value) =>
      value ?? {
        signerEmail: null,
        signerName: null,
        subject: null,
        message: null,
        countersignerId: null,
        ccEmails: [],
        signingOrder: 'sequential' as const,
      },
  );
export type SendForSignatureInput = z.input<typeof sendForSignatureInput>;

/** GET /api/docusign/countersigners: the staff accounts that can countersign. */
export type CountersignerDto = { id: string; name: string; email: string };

/** One person on an envelope, as the panel lists them. */
export type RecipientDto = {
  id: string;
  role: RecipientRole;
  routingOrder: number;
  name: string;
  email: string;
  status: RecipientStatus;
  sentAt: string | null;
  viewedAt: string | null;
  signedAt: string | null;
  declinedAt: string | null;
  remindersSent: number;
  nextReminderAt: string | null;
};

export const COUNTERSIGNER_UNKNOWN_MESSAGE =
  'Choose a countersigner from the list: this staff account is not active or has no email address.';
export const COUNTERSIGNER_IS_SIGNER_MESSAGE =
  'The countersigner must be someone other than the signer: choose another staff member.';

export const SIGNER_EMAIL_REQUIRED_MESSAGE =
  "Enter the signer's email address: the partner has no contact email on file.";

/** POST /api/docusign/void/:id: "Voiding requires a non-empty reason" (admin spec §5). */
export const voidEnvelopeInput = z.object({ reason: requiredText('a reason for voiding', 200) });
export type VoidEnvelopeInput = z.input<typeof voidEnvelopeInput>;

/** GET /api/docusign/config. */
export type EsignConfigDto = { configured: boolean; provider: EsignProvider };

/** The envelope as the e-signature panel shows it (send, status and void answer this). */
export type EnvelopeStatusDto = {
  provider: EsignProvider;
  envelopeId: string | null;
  status: EsignStatus;
  /** The first signer (the partner's, by default). */
  signerName: string;
  signerEmail: string;
  signingOrder: SigningOrder;
  /** Signers in routing order, then CC recipients. */
  recipients: RecipientDto[];
  sentAt: string | null;
  deliveredAt: string | null;
  completedAt: string | null;
  declinedAt: string | null;
  voidedAt: string | null;
  /** The reason of the signer who declined. */
  declineReason: string | null;
  voidReason: string | null;
};

/**
 * The PDF's digital signature as any PDF reader checks it: `valid` when the bytes it covers are
 * unchanged and the signature is sound, `coversWholeFile` when nothing was added after sealing,
 * `ours` when it was sealed with the organisation's current certificate.
 */
export type PdfSealDto =
  | { present: false }
  | {
      present: true;
      valid: boolean;
      coversWholeFile: boolean;
      sealedBy: string;
      sealedAt: string | null;
      ours: boolean;
    };

/** What our records say of a signed copy: the agreement, when it was completed, who signed. */
type StoredSignedCopy = {
  title: string;
  completedAt: string;
  signers: { name: string; signedAt: string }[];
};

/**
 * POST /api/esign/verify (staff): whether an uploaded PDF is, byte for byte, a signed agreement
 * of ours, which document it is, and what its seal says.
 */
export type SignedPdfVerificationDto = (
  ({ matches: true; documentId: string } & StoredSignedCopy) | { matches: false }
) & { seal: PdfSealDto };

/**
 * POST /api/verify-signed-agreement (public): the same check for anyone holding the PDF, without
 * our internal document id. Who signed when is no secret from the holder: the PDF says it too.
 */
export type PublicPdfVerificationDto = (
  ({ matches: true } & StoredSignedCopy) | { matches: false }
) & { seal: PdfSealDto };

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

export type SigningPartiesDto = {
  signer: { name: string; email: string };
  sender: { name: string; organisation: string };
};

/**
 * GET /api/sign/:token (public). While the link can be signed it carries the agreement as the
 * signer signs it; afterwards only its title and the message the page shows instead of the form.
 */
export type SigningViewDto = SigningPartiesDto &
  (
    | {
        canSign: true;
        status: EsignStatus;
        expiresAt: string;
        document: {
          title: string;
          /** The merged agreement text: exactly the text whose SHA-256 was recorded at sending. */
          content: string;
          purpose: string | null;
          duration: number;
          effectiveDate: string;
          expirationDate: string | null;
        };
      }
    | {
        canSign: false;
        status: EsignStatus;
        reasonCode: ClosedSigningReason;
        /** A sentence the signing page shows instead of the form. */
        reason: string;
        /** After signing, the signer can download the signed PDF for a while. */
        canDownload: boolean;
        document: { title: string };
      }
  );
