import { z } from 'zod';
import type { Locale } from '../common/i18n.ts';
import { optionalEmail, recipientLanguage } from './schemas.ts';
import { ACCESS_LEVELS, type AccessLevel } from './sharing.ts';
import { isoDateTime, optionalText } from '../common/text-fields.ts';

/** A sent NDA's link lets the partner read and comment unless the admin chooses otherwise. */
export const DEFAULT_SEND_ACCESS_LEVEL: AccessLevel = 'comment';

/**
 * The mail's message when the admin writes none, in the recipient's language (also the dialog's
 * starting text, which follows the language until the admin types over it).
 */
export const DEFAULT_SEND_MESSAGES: Record<Locale, string> = {
  en: 'Please review the non-disclosure agreement at the link below.',
  es: 'Por favor, revise el acuerdo de confidencialidad en el enlace de abajo.',
};

export const MAX_SEND_MESSAGE_LENGTH = 2000;

export const NO_PARTNER_EMAIL_MESSAGE =
  'This partner has no contact email. Enter the address to send the NDA to.';

const sendDocumentFields = z.object({
  recipientEmail: optionalEmail,
  accessLevel: z
    .enum(ACCESS_LEVELS, { error: 'Choose view, comment or edit' })
    .default(DEFAULT_SEND_ACCESS_LEVEL),
  message: optionalText('the message', MAX_SEND_MESSAGE_LENGTH),
  language: recipientLanguage,
  /** When the mailed link stops working, as for a share link; null or left out: never. */
  expiresAt: isoDateTime('Use an ISO date and time')
    .nullish()
    .transform((value) => value ?? null),
});
export type SendDocumentInput = z.input<typeof sendDocumentFields>;
export type SendDocumentData = z.output<typeof sendDocumentFields>;

const SEND_DEFAULTS: SendDocumentData = {
  recipientEmail: null,
  accessLevel: DEFAULT_SEND_ACCESS_LEVEL,
  message: null,
  language: 'en',
  expiresAt: null,
};

/**
 * POST /api/documents/:id/send. The spec sends no body (Fastify hands the schema null); then the
 * partner's contact gets a comment link with the default message. The Send dialog sends the
 * admin's choices.
 */
export const sendDocumentInput = sendDocumentFields
  .nullish()
  .transform((value): SendDocumentData => value ?? SEND_DEFAULTS);
