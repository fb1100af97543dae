import { ORGANISATION_NAME } from '../common/organisation.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * Every word of /verify, where anyone holding a signed agreement checks it (ADR 019). The Spanish
 * twin (es/verify-agreement.ts) is /es/verify; families and partners read both.
 */

export const VERIFY_META: PageMeta = {
  path: '/verify',
  title: pageTitle('Verify a signed agreement'),
  description: `Check that a signed agreement PDF was issued by ${ORGANISATION_NAME} and has not been changed.`,
};

export const VERIFY_INTRO = {
  title: 'Verify a signed agreement',
  text: `Every agreement signed with ${ORGANISATION_NAME} is a PDF with a digital seal. Choose the PDF to see whether we issued it, whether it has changed since it was signed, and who signed it when.`,
};

/** The link to the same page in the other language, named in that language (i18n.ts). */
export const LANGUAGE_SWITCH = {
  /** For screen readers: what the link does, in the language it leads to. */
  description: 'Ver esta página en español',
};

export const VERIFY_FORM = {
  label: 'Signed agreement (PDF)',
  hint: 'The PDF from the mail sent when the agreement was signed, up to 10 MB. It is checked and not kept.',
  submit: 'Check this PDF',
  checking: 'Checking...',
  errorSummaryTitle: 'There is a problem',
};

/** What is wrong with the chosen file, found before anything is sent. */
export const FILE_PROBLEMS = {
  missing: 'Choose the signed agreement (a PDF file)',
  notPdf: 'Choose a PDF file (.pdf), exactly as it was downloaded',
  tooLarge: 'The file is larger than 10 MB. Choose the signed PDF',
};

/**
 * A check the server refused, by its status. The English page shows the server's own sentence
 * when there is one (it says how long to wait, or which limit the PDF passed); these are its
 * words when there is none.
 */
export const CHECK_FAILURES = {
  notPdf:
    'This file is not a PDF. Choose the signed agreement exactly as it was downloaded (.pdf).',
  tooLarge: 'The file is larger than 10 MB. Choose the signed PDF.',
  tooComplex: 'This PDF is far more complex than a signed agreement, so it was not checked.',
  unreadable: 'The file did not arrive whole. Choose it again, then check it again.',
  tooMany: 'You have checked many files in a short time. Please wait a few minutes.',
  unavailable: 'The check is not available right now. Please try again in a minute.',
  network: 'We could not reach the server. Check your internet connection, then try again.',
  unknown: 'The PDF was not checked. Please try again.',
};

const ASK_FOR_ORIGINAL = 'Ask the person who sent it for the signed copy from the signing mail.';
const on = (when: string | null) => (when ? ` on ${when}` : '');

/**
 * The verdict on a checked PDF, by what our records and its seal say (the same words as
 * domain/esign/verification.ts). `when` is the time the seal claims, written for the reader.
 */
export const VERDICTS = {
  storedCopy: {
    heading: 'This agreement is genuine and unchanged',
    explanation:
      'It is, byte for byte, the signed copy we issued when the agreement was completed.',
  },
  noSeal: {
    heading: 'We did not issue this PDF',
    explanation: `It is not one of our signed agreements, and it carries no seal. ${ASK_FOR_ORIGINAL}`,
  },
  changedAfterSealing: {
    heading: 'This PDF was changed after it was sealed',
    explanation: `Its seal no longer matches its content, so do not rely on this copy. ${ASK_FOR_ORIGINAL}`,
  },
  otherSeal: {
    heading: 'This PDF was sealed by someone else',
    explanation: (sealedBy: string, when: string | null) =>
      `It carries an intact seal by "${sealedBy}"${on(when)}, not ours, and we have no copy of it. ${ASK_FOR_ORIGINAL}`,
  },
  addedAfterSealing: {
    heading: 'Something was added to this PDF after it was sealed',
    explanation: (when: string | null) =>
      `The part we sealed${on(when)} is unchanged, but what was added later is not covered by our seal. ${ASK_FOR_ORIGINAL}`,
  },
  ourSeal: {
    heading: 'This PDF carries our seal and is unchanged',
    explanation: (when: string | null) =>
      `We sealed it${on(when)} and no byte of it has changed since. We have no copy of it in this system, so the signers are listed only in its certificate of completion.`,
  },
};

/** What our records say of a signed copy we issued. */
export const RESULT_LABELS = {
  resultFor: (fileName: string) => `Result for ${fileName}`,
  agreement: 'Agreement',
  completed: 'Completed',
  signedBy: 'Signed by',
};

/** The toast region (ui/toaster.tsx), named in the page's language. */
export const TOAST_LABELS = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  dismiss: 'Dismiss notification',
};
