import {
  MAX_ENTRY_PAPER_BYTES,
  MAX_ENTRY_PAPERS,
  MAX_PAPER_BYTES,
  PAPER_KIND_LABELS,
} from '../family-papers/papers.ts';

/**
 * The "Papers" section of the private status page: a family sends papers about their child
 * (an evaluation, an IEP, a 504 plan, a doctor's letter) and sees what we received. The refusals
 * are the server's answers too, in the language of the application (family-papers module).
 */

const FILE_MB = MAX_PAPER_BYTES / (1024 * 1024);
const ENTRY_MB = MAX_ENTRY_PAPER_BYTES / (1024 * 1024);

export const PAPERS_TITLE = 'Papers about your child';
export const PAPERS_LEAD =
  'You can send us papers that help us know your child, such as an evaluation, an IEP or a 504 plan. Only our admissions team reads them.';
export const PAPERS_LIMITS = `Send a PDF, a photo (JPEG, PNG or HEIC) or a Word file. Each file can be up to ${FILE_MB} MB. You can send ${MAX_ENTRY_PAPERS} files and ${ENTRY_MB} MB in all.`;

export const KIND_LABELS = PAPER_KIND_LABELS.en;

export const UPLOAD_FORM = {
  kindLabel: 'What kind of paper is it?',
  kindPlaceholder: 'Choose one',
  fileLabel: 'File',
  fileHint: 'A PDF, a photo or a Word file.',
  submit: 'Send the paper',
  pending: 'Sending...',
  received: (filename: string) => `We received ${filename}.`,
} as const;

/** What is left, with the sizes already written out ("12 MB"). */
export const roomNote = (files: number, size: string) =>
  files === 1
    ? `You can send 1 more file, up to ${size}.`
    : `You can send ${files} more files, up to ${size} in all.`;

export const CLOSED_NOTE = 'This application is closed, so you cannot send new papers.';
export const FULL_NOTE =
  'You have sent as many papers as we can take. To send another one, first remove one that we have not read yet.';

export const PAPER_LIST = {
  title: 'What we received',
  empty: 'We have not received any papers yet.',
  loading: 'Loading your papers...',
  loadFailed: 'Your papers could not be loaded. Please try again.',
  retry: 'Try again',
  kind: 'Kind',
  size: 'Size',
  received: 'Received on',
  state: 'Read by us',
  reviewed: 'Yes, our admissions team has read it',
  notReviewed: 'Not yet',
} as const;

export const REMOVE_PAPER = {
  button: 'Remove',
  buttonLabel: (filename: string) => `Remove ${filename}`,
  title: (filename: string) => `Remove ${filename}?`,
  description:
    'Our admissions team will not see this paper. You can send it again later if you need to.',
  confirm: 'Yes, remove it',
  cancel: 'Keep it',
  pending: 'Removing...',
  removed: (filename: string) => `${filename} was removed.`,
} as const;

/** The error summary over the form: a title, then each problem. */
export const ERROR_SUMMARY_TITLE = 'The paper was not sent';

/**
 * Refusals a family can act on. Sent by the server in the language of the application, and
 * checked in the browser first where it can (size, an empty file).
 */
export const PAPER_MESSAGES = {
  chooseFile: 'Choose a file to send.',
  chooseKind: 'Choose what kind of paper this is.',
  emptyFile:
    'This file is empty. Open it on your device to check it, save it again, and send the new copy.',
  notAccepted:
    'This file is not a PDF, JPEG, PNG, HEIC or Word file. Save it as a PDF, or take a photo of the paper, and send that.',
  fileTooLarge: `This file is larger than ${FILE_MB} MB. Send a smaller copy, for example a PDF with fewer pages or a photo taken at a lower size.`,
  wordTooHard: 'We could not open this Word file. Save it as a PDF and send that instead.',
  /** Over the total of one application; `left` is already written out ("12 MB"). */
  noRoom: (left: string) =>
    `This file does not fit. You can send ${left} more in all. Remove a paper you no longer need, or send a smaller copy.`,
  tooManyFiles: `You have already sent ${MAX_ENTRY_PAPERS} files, the most we can take. Remove one that we have not read yet, then send the new one.`,
  alreadySent: 'You have already sent this same file. It is on the list below.',
  alreadyReviewed:
    'Our admissions team has already read this paper, so it cannot be removed. If it is wrong, write to us.',
  notFound: 'This paper is not on your list anymore. It may have been removed already.',
  closed: 'This application is closed, so you cannot send new papers.',
  brokenForm: 'The file did not arrive whole. Please choose it again and send it again.',
  oneFile: 'Send one file at a time.',
  failed: 'The paper could not be sent. Please try again in a few minutes.',
} as const;
