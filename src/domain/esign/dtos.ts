import { z } from 'zod';
import { LOCALES } from '../common/i18n.ts';
import { isoDate, isoDateTime, uuid } from '../common/dto-fields.ts';
import { CLOSED_SIGNING_REASONS, ESIGN_PROVIDERS, ESIGN_STATUSES } from './esign.ts';
import { RECIPIENT_ROLES, RECIPIENT_STATUSES, SIGNING_ORDERS } from './recipients.ts';
import { IDENTITY_CHECKS } from './signer-identity.ts';
import { FIELD_KINDS, pageBox } from './placed-fields.ts';

/**
 * The answers of the e-signature routes: the admin panel (/api/docusign/*), the built-in signing
 * page (/api/sign/:token) and the signed-PDF check (/api/esign/verify, /api/verify-signed-agreement).
 */

/** GET /api/docusign/countersigners: the staff accounts that can countersign. */
export const countersignerDto = z.object({ id: uuid, name: z.string(), email: z.string() });
export type CountersignerDto = z.infer<typeof countersignerDto>;

/** One person on an envelope, as the panel lists them. */
export const recipientDto = z.object({
  id: uuid,
  role: z.enum(RECIPIENT_ROLES),
  routingOrder: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  sentAt: isoDateTime.nullable(),
  viewedAt: isoDateTime.nullable(),
  signedAt: isoDateTime.nullable(),
  declinedAt: isoDateTime.nullable(),
  remindersSent: z.number().int(),
  nextReminderAt: isoDateTime.nullable(),
  /** When and how they confirmed who they are, on an envelope that asks (ADR 049). */
  identityVerifiedAt: isoDateTime.nullable(),
  identityMethod: z.enum(IDENTITY_CHECKS).nullable(),
});
export type RecipientDto = z.infer<typeof recipientDto>;

/** POST /api/docusign/reminders/:id: the signer's reminders after the one just sent. */
export const signerReminderDto = z.object({
  remindersSent: z.number().int(),
  /** The reminder job's next one; null once it has sent all of its own. */
  nextReminderAt: isoDateTime.nullable(),
});
export type SignerReminderDto = z.infer<typeof signerReminderDto>;

/** GET /api/docusign/config. */
export const esignConfigDto = z.object({
  configured: z.boolean(),
  provider: z.enum(ESIGN_PROVIDERS),
});
export type EsignConfigDto = z.infer<typeof esignConfigDto>;

/** The envelope as the e-signature panel shows it (send, status and void answer this). */
export const envelopeStatusDto = z.object({
  provider: z.enum(ESIGN_PROVIDERS),
  /** DocuSign's envelope id; for the built-in provider, our own request's. */
  envelopeId: z.string().nullable(),
  status: z.enum(ESIGN_STATUSES),
  /** The first signer (the partner's, by default). */
  signerName: z.string(),
  signerEmail: z.string(),
  signingOrder: z.enum(SIGNING_ORDERS),
  /** How each signer proves who they are before signing (ADR 049). */
  identityCheck: z.enum(IDENTITY_CHECKS),
  /** Signers in routing order, then CC recipients. */
  recipients: z.array(recipientDto),
  /** The partner's own PDFs sent in the envelope after the NDA (ADR 050). */
  documents: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      fieldCount: z.number().int(),
      originalSha256: z.string(),
      /** Set when the envelope completed: the sealed copy with the fields drawn in. */
      signedPdfHash: z.string().nullable(),
    }),
  ),
  sentAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  declinedAt: isoDateTime.nullable(),
  voidedAt: isoDateTime.nullable(),
  /** The reason of the signer who declined. */
  declineReason: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type EnvelopeStatusDto = z.infer<typeof envelopeStatusDto>;

/**
 * The PDF's digital signature as any PDF reader checks it: `valid` when the bytes it covers are
 * unchanged and the signature is sound, `coversWholeFile` when nothing was added after sealing,
 * `ours` when it was sealed with the organisation's current certificate.
 */
export const pdfSealDto = z.discriminatedUnion('present', [
  z.object({ present: z.literal(false) }),
  z.object({
    present: z.literal(true),
    valid: z.boolean(),
    coversWholeFile: z.boolean(),
    sealedBy: z.string(),
    /** The signing time the seal claims; null when it names none. */
    sealedAt: isoDateTime.nullable(),
    ours: z.boolean(),
  }),
]);
export type PdfSealDto = z.infer<typeof pdfSealDto>;

/** What our records say of a signed copy: the agreement, when it was completed, who signed. */
const storedSignedCopy = {
  title: z.string(),
  completedAt: isoDateTime,
  signers: z.array(z.object({ name: z.string(), signedAt: isoDateTime })),
};

/**
 * POST /api/esign/verify (staff): whether an uploaded PDF is, byte for byte, a signed agreement
 * of ours, which document it is, and what its seal says.
 */
export const signedPdfVerificationDto = z.discriminatedUnion('matches', [
  z.object({
    matches: z.literal(true),
    // An NDA's, or else the waiting-list entry whose enrollment agreement it is (ADR 048).
    documentId: uuid.nullable(),
    entryId: uuid.nullable(),
    ...storedSignedCopy,
    seal: pdfSealDto,
  }),
  z.object({ matches: z.literal(false), seal: pdfSealDto }),
]);
export type SignedPdfVerificationDto = z.infer<typeof signedPdfVerificationDto>;

/**
 * POST /api/verify-signed-agreement (public): the same check for anyone holding the PDF, without
 * our internal document id. Who signed when is no secret from the holder: the PDF says it too.
 */
export const publicPdfVerificationDto = z.discriminatedUnion('matches', [
  z.object({ matches: z.literal(true), ...storedSignedCopy, seal: pdfSealDto }),
  z.object({ matches: z.literal(false), seal: pdfSealDto }),
]);
export type PublicPdfVerificationDto = z.infer<typeof publicPdfVerificationDto>;

export const signingPartiesDto = z.object({
  signer: z.object({ name: z.string(), email: z.string() }),
  sender: z.object({ name: z.string(), organisation: z.string() }),
  /** The signer's language: the page's copy follows it (ADR 048). */
  language: z.enum(LOCALES),
  /**
   * A family's enrollment agreement: whose it is, and the learner's assent once recorded. While
   * the envelope is open and this link has not expired, canAssent lets the page record it.
   */
  family: z
    .object({
      learnerName: z.string(),
      canAssent: z.boolean(),
      assent: z.object({ learnerName: z.string(), at: isoDateTime }).nullable(),
    })
    .nullable(),
});
export type SigningPartiesDto = z.infer<typeof signingPartiesDto>;

/**
 * A field placed on one of the envelope's PDFs, as the signing page shows it: the signer's own
 * fields to fill (mine), and the others' as outlines with the name of whose they are.
 */
export const signingFieldDto = z.object({
  id: z.string(),
  kind: z.enum(FIELD_KINDS),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  required: z.boolean(),
  label: z.string().nullable(),
  mine: z.boolean(),
  /** Whose field it is, for the outline of another person's field. */
  recipientName: z.string(),
});
export type SigningFieldDto = z.infer<typeof signingFieldDto>;

/**
 * A partner's own PDF in the envelope (ADR 050). The page loads the original from
 * GET /api/sign/:token/documents/:documentId and draws the fields over it.
 */
export const signingDocumentDto = z.object({
  id: uuid,
  title: z.string(),
  pages: z.array(pageBox),
  fields: z.array(signingFieldDto),
  /** SHA-256 (hex) of the original PDF, as the certificate names it. */
  sha256: z.string(),
});
export type SigningDocumentDto = z.infer<typeof signingDocumentDto>;

/**
 * GET /api/sign/:token (public), and what signing or declining answers. While the link can be
 * signed it carries the agreement as the signer signs it; afterwards only its title and the
 * message the page shows instead of the form.
 */
export const signingViewDto = z.discriminatedUnion('canSign', [
  signingPartiesDto.extend({
    canSign: z.literal(true),
    status: z.enum(ESIGN_STATUSES),
    expiresAt: isoDateTime,
    /**
     * Whether this signer must confirm a code mailed to them before signing (ADR 049), and
     * whether they have: the page shows that step before the signing form.
     */
    identity: z.object({
      required: z.boolean(),
      verified: z.boolean(),
      method: z.enum(IDENTITY_CHECKS).nullable(),
    }),
    /** A signer signs; an approver approves, without a signature on the pages (ADR 050). */
    role: z.enum(['signer', 'approver']),
    /** The envelope's PDFs besides the agreement, with their placed fields. */
    documents: z.array(signingDocumentDto),
    document: z.object({
      title: z.string(),
      /** The merged agreement text: exactly the text whose SHA-256 was recorded at sending. */
      content: z.string(),
      purpose: z.string().nullable(),
      /** In months. */
      duration: z.number().int(),
      effectiveDate: isoDate,
      expirationDate: isoDate.nullable(),
    }),
  }),
  signingPartiesDto.extend({
    canSign: z.literal(false),
    status: z.enum(ESIGN_STATUSES),
    reasonCode: z.enum(CLOSED_SIGNING_REASONS),
    /** A sentence the signing page shows instead of the form. */
    reason: z.string(),
    /** After signing, the signer can download the signed PDF for a while. */
    canDownload: z.boolean(),
    document: z.object({ title: z.string() }),
    /**
     * The envelope's partner PDFs whose sealed copies the person can download now, from
     * GET /api/sign/:token/documents/:id/signed; empty unless canDownload.
     */
    signedDocuments: z.array(z.object({ id: uuid, title: z.string() })),
  }),
]);
export type SigningViewDto = z.infer<typeof signingViewDto>;

/**
 * GET /api/admissions/entries/:id/enrollment-agreement (admissions): the family's newest
 * enrollment agreement (null before the first is sent), and the templates it can be made from.
 */
export const enrollmentAgreementDto = z.object({
  agreement: envelopeStatusDto.nullable(),
  templates: z.array(z.object({ id: uuid, name: z.string(), isDefault: z.boolean() })),
});
export type EnrollmentAgreementDto = z.infer<typeof enrollmentAgreementDto>;
