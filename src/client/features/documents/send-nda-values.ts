import {
  DEFAULT_SEND_ACCESS_LEVEL,
  DEFAULT_SEND_MESSAGE,
  type SendDocumentInput,
} from '../../../domain/link-delivery.ts';
import { ACCESS_LEVELS, type AccessLevel } from '../../../domain/sharing.ts';

/** What the sending fields hold, as typed. Blank recipient: the partner's contact email. */
export interface SendNdaValues {
  recipientEmail: string;
  accessLevel: AccessLevel;
  message: string;
}

export const SEND_NDA_FIELDS = ['recipientEmail', 'accessLevel', 'message'] as const;
export type SendNdaField = (typeof SEND_NDA_FIELDS)[number];

export const initialSendValues = (recipientEmail = ''): SendNdaValues => ({
  recipientEmail,
  accessLevel: DEFAULT_SEND_ACCESS_LEVEL,
  message: DEFAULT_SEND_MESSAGE,
});

export const toSendInput = (values: SendNdaValues): SendDocumentInput => ({
  recipientEmail: values.recipientEmail,
  accessLevel: values.accessLevel,
  message: values.message,
});

/** What the partner may do with the link in the mail, in plain words. */
export const SEND_ACCESS_LABELS: Record<AccessLevel, string> = {
  comment: 'Read and comment',
  view: 'Read only',
  edit: 'Read, comment and change the text',
};

/** Comment first: it is the default, and what most partners need. */
export const SEND_ACCESS_CHOICES: readonly AccessLevel[] = [
  DEFAULT_SEND_ACCESS_LEVEL,
  ...ACCESS_LEVELS.filter((level) => level !== DEFAULT_SEND_ACCESS_LEVEL),
];

export const isAccessLevel = (value: string): value is AccessLevel =>
  (ACCESS_LEVELS as readonly string[]).includes(value);
