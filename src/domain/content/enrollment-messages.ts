import { keepSchemaMessage } from './form-messages.ts';
import {
  ALREADY_REGISTERED_MESSAGE,
  LINK_EMAILED_AGAIN_MESSAGE,
  LINK_REQUEST_ANSWER_MESSAGE,
  UNKNOWN_STATUS_LINK_MESSAGE,
} from '../waiting-list/waiting-list.ts';
import {
  CAMPUS_NAMES as NAMES,
  WAITING_LIST_STATUS_LABELS as STATUS_LABELS,
} from '../waiting-list/waiting-list.ts';

/**
 * The words of the enrollment form and the status page that come from the shared schemas and
 * the API (ADR 012): in English they are the spec's and the server's own words; the Spanish twin
 * (es/enrollment-messages.ts) says the same things in Spanish.
 */
/** The answer to a repeated form: a title, then what we did (never the place on the list). */
export const ALREADY_REGISTERED = ALREADY_REGISTERED_MESSAGE;
export const LINK_EMAILED_AGAIN = LINK_EMAILED_AGAIN_MESSAGE;
export const UNKNOWN_STATUS_LINK = UNKNOWN_STATUS_LINK_MESSAGE;
/** The answer to "Email me my link", the same whether or not the address is on the list. */
export const LINK_REQUEST_ANSWER = LINK_REQUEST_ANSWER_MESSAGE;
export const WAITING_LIST_STATUS_LABELS = STATUS_LABELS;
export const CAMPUS_NAMES = NAMES;

/** Public spec §8: the toast when the server cannot be reached. */
export const NETWORK_ERROR = 'Unable to connect to server';
export const UNKNOWN_ERROR = 'Unknown error';
export const WITHDRAWN_TOAST_TITLE = 'Withdrawn';

/** The error summary's heading and the toast region (ui/error-summary.tsx, ui/toaster.tsx). */
export const ERROR_SUMMARY_TITLE = 'There is a problem';
export const TOAST_LABELS = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  dismiss: 'Dismiss notification',
};

export const DIALOG_LABELS = { cancel: 'Cancel', close: 'Close' };

/** The hidden anti-spam field's label (people never see it; a screen reader might). */
export const HONEYPOT_LABEL = 'Leave this field empty';

/** Numbers the "What Happens Next" steps. */
export const stepLabel = (step: number) => `Step ${step}`;

export const STATUS_PAGE_ACTIONS = {
  enrollmentLink: { label: 'Go to the enrollment page', to: '/enrollment' },
  retry: 'Try again',
};

/**
 * A refusal from the server, for the form's summary and toast. English shows the server's own
 * sentence ("Too many applications ... try again after 3:15 PM").
 */
export const serverErrorMessage = (_status: number | undefined, serverMessage: string) =>
  serverMessage;

/**
 * A field's validation message. English keeps the shared schema's message; other languages
 * write their own from the field and the kind of problem (zod's issue code).
 */
export const validationMessage = keepSchemaMessage;
