import type { Locale } from '../../../domain/common/i18n.ts';
import {
  DEFAULT_SEND_ACCESS_LEVEL,
  DEFAULT_SEND_MESSAGES,
  type SendDocumentInput,
} from '../../../domain/sharing/link-delivery.ts';
import { expiresAtFor } from '../../../domain/sharing/link-expiry.ts';
import {
  ACCESS_LEVELS,
  type AccessLevel,
  type ShareExpiryChoice,
} from '../../../domain/sharing/sharing.ts';

/** A mailed link stops working after 30 days unless staff choose otherwise. */
export const DEFAULT_SEND_EXPIRY: ShareExpiryChoice = 30;

/** What the sending fields hold, as typed. Blank recipient: the partner's contact email. */
export interface SendNdaValues {
  recipientEmail: string;
  accessLevel: AccessLevel;
  expiry: ShareExpiryChoice;
  /** The recipient's: the mail and the shared page its link opens are in it. */
  language: Locale;
  message: string;
}

export const SEND_NDA_FIELDS = [
  'recipientEmail',
  'language',
  'accessLevel',
  'expiresAt',
  'message',
] as const;
export type SendNdaField = (typeof SEND_NDA_FIELDS)[number];

export const initialSendValues = (recipientEmail = ''): SendNdaValues => ({
  recipientEmail,
  accessLevel: DEFAULT_SEND_ACCESS_LEVEL,
  expiry: DEFAULT_SEND_EXPIRY,
  language: 'en',
  message: DEFAULT_SEND_MESSAGES.en,
});

/** A new language; a message still as it started changes with it, a typed one stays as typed. */
export const withLanguage = (values: SendNdaValues, language: Locale): Partial<SendNdaValues> => ({
  language,
  message:
    values.message === DEFAULT_SEND_MESSAGES[values.language]
      ? DEFAULT_SEND_MESSAGES[language]
      : values.message,
});

/** The expiry is counted from the moment of sending. */
export const toSendInput = (values: SendNdaValues, now = new Date()): SendDocumentInput => ({
  recipientEmail: values.recipientEmail,
  accessLevel: values.accessLevel,
  expiresAt: expiresAtFor(values.expiry, now),
  message: values.message,
  language: values.language,
});

/** Comment first: it is the default, and what most partners need. */
export const SEND_ACCESS_CHOICES: readonly AccessLevel[] = [
  DEFAULT_SEND_ACCESS_LEVEL,
  ...ACCESS_LEVELS.filter((level) => level !== DEFAULT_SEND_ACCESS_LEVEL),
];

export const isAccessLevel = (value: string): value is AccessLevel =>
  (ACCESS_LEVELS as readonly string[]).includes(value);
