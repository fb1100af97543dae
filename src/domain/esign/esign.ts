import type { Locale } from '../common/i18n.ts';
/** E-signature (envelope) status, admin spec §4. */
export const ESIGN_STATUSES = ['sent', 'delivered', 'completed', 'declined', 'voided'] as const;
export type EsignStatus = (typeof ESIGN_STATUSES)[number];

/** Void is offered only while the envelope is sent or delivered. */
export const VOIDABLE_ESIGN_STATUSES = [
  'sent',
  'delivered',
] as const satisfies readonly EsignStatus[];

/** A request still waiting for the signer: it blocks a second send and may be voided. */
export const OPEN_ESIGN_STATUSES = VOIDABLE_ESIGN_STATUSES;
export const isOpenEsignStatus = (status: string) =>
  (OPEN_ESIGN_STATUSES as readonly string[]).includes(status);

export const ESIGN_STATUS_LABELS = {
  sent: 'Sent',
  delivered: 'Delivered',
  completed: 'Completed',
  declined: 'Declined',
  voided: 'Voided',
} as const satisfies Record<EsignStatus, string>;

/** Built-in signing page (always available) or DocuSign when its four settings are present. */
export const ESIGN_PROVIDERS = ['builtin', 'docusign'] as const;
export type EsignProvider = (typeof ESIGN_PROVIDERS)[number];

export const ESIGN_PROVIDER_LABELS = {
  builtin: 'Built-in signing',
  docusign: 'DocuSign',
} as const satisfies Record<EsignProvider, string>;

/** The four settings the panel's notice names when DocuSign is not configured (spec §2). */
export const DOCUSIGN_REQUIRED_SETTINGS = [
  'DOCUSIGN_INTEGRATION_KEY',
  'DOCUSIGN_USER_ID',
  'DOCUSIGN_ACCOUNT_ID',
  'DOCUSIGN_PRIVATE_KEY',
] as const;

/** A built-in signing link works for 30 days after sending. */
export const SIGNING_LINK_DAYS = 30;
/** Reminders: 3 days after sending, then every 3 days, at most 5. */
export const REMINDER_INTERVAL_DAYS = 3;
export const MAX_REMINDERS = 5;
/** The signer may download the signed copy through their link for 30 days after signing. */
export const SIGNED_COPY_DAYS = 30;
/** A drawn signature arrives as a PNG data URL of at most 200 kB. */
export const MAX_SIGNATURE_IMAGE_BYTES = 200 * 1024;
/**
 * ...and of at most 2000 × 800 pixels: a 4 kB PNG may claim 6000 × 6000 and take seconds to
 * decode. The signing page's box is at most 864 × 160 CSS pixels; on screens dense enough to
 * pass this size it draws at a lower ratio (drawn-signature-pad.tsx).
 */
export const MAX_SIGNATURE_IMAGE_WIDTH = 2000;
export const MAX_SIGNATURE_IMAGE_HEIGHT = 800;

/** What happened to a signature request; each entry keeps its time, IP and user agent. */
export const SIGNATURE_EVENT_TYPES = [
  'sent',
  'delivered',
  'reminded',
  // The signer typed the code mailed to them, when the envelope asks (ADR 049).
  'identity-verified',
  'assented',
  'completed',
  // An approver approved in their turn (ADR 050).
  'approved',
  'declined',
  'voided',
] as const;
export type SignatureEventType = (typeof SIGNATURE_EVENT_TYPES)[number];

/** How the certificate of completion names each event. */
export const SIGNATURE_EVENT_LABELS = {
  sent: 'Sent for signature',
  delivered: 'Opened by the signer',
  reminded: 'Reminder sent',
  'identity-verified': 'Identity confirmed with a code mailed to the signer',
  assented: "Learner's assent recorded",
  completed: 'Signed',
  approved: 'Approved',
  declined: 'Declined',
  voided: 'Voided by the sender',
} as const satisfies Record<SignatureEventType, string>;

/** Why a signing link shows a message instead of the form. */
export const CLOSED_SIGNING_REASONS = [
  'signed',
  'awaiting-others',
  'declined',
  'voided',
  'expired',
] as const;
export type ClosedSigningReason = (typeof CLOSED_SIGNING_REASONS)[number];

export const CLOSED_SIGNING_MESSAGES = {
  signed: 'This agreement has already been signed.',
  'awaiting-others':
    'You have signed. The others still have to sign; we will email you the signed copy when ' +
    'everyone has signed.',
  declined: 'This agreement was declined, so it can no longer be signed.',
  voided: 'The sender has cancelled this signing request, so it can no longer be signed.',
  expired: 'This signing link has expired. Please ask the sender for a new one.',
} as const satisfies Record<ClosedSigningReason, string>;

export const UNKNOWN_SIGNING_LINK_MESSAGE =
  'This signing link is not valid. Check that you opened the whole link from the email.';

/**
 * The ESIGN Act / UETA consent the signer agrees to before signing. The signing page shows this
 * text, and the certificate of completion repeats it.
 */
export const ELECTRONIC_SIGNATURE_CONSENT =
  'I agree to sign this agreement electronically. My electronic signature is the legal ' +
  'equivalent of my handwritten signature, and I can download a copy of the signed agreement.';

/**
 * The same consent in each signer's language (ADR 048): the page shows the signer's, and the
 * certificate repeats the words that signer agreed to.
 */
export const ELECTRONIC_SIGNATURE_CONSENTS = {
  en: ELECTRONIC_SIGNATURE_CONSENT,
  es:
    'Acepto firmar este contrato de forma electrónica. Mi firma electrónica vale lo mismo ante la ' +
    'ley que mi firma a mano, y puedo descargar una copia del contrato firmado.',
} as const satisfies Record<Locale, string>;
