/**
 * The page behind a data room invitation (/room/:token, ADR 049), read by invited partners in
 * either language; es/data-room.ts says the same in Spanish. The documents keep their own words.
 */

export const PAGE_TITLE = 'Data room';

/** The visible label of the "English" / "Español" buttons. */
export const LANGUAGE_SWITCH_LABEL = 'Language';

export const LOADING = 'Loading the room…';
export const LOAD_FAILED = 'The room could not be loaded. Check your connection and try again.';
export const TRY_AGAIN = 'Try again';
export const UNKNOWN_LINK =
  'This room link does not work. It may be incomplete, or the invitation was withdrawn. Ask the person who invited you.';

export const GREETING = (name: string) => `Hello, ${name}.`;

/** Before the NDA is signed: the room stays closed. */
export const SIGN_FIRST = {
  heading: 'Sign the NDA first',
  body: 'This room opens after you sign the non-disclosure agreement (NDA). It takes a few minutes.',
  button: 'Read and sign the NDA',
  declined:
    'You declined the NDA, so the room stays closed. Ask the person who invited you if this was a mistake.',
  voided:
    'This NDA was cancelled, so the room stays closed. Ask the person who invited you for a new invitation.',
};

/** After signing: this device proves the address with a mailed code. */
export const CODE = {
  heading: 'Confirm your email address',
  body: (address: string) =>
    `You signed the NDA. To open the room on this device, we send a 6-digit code to ${address}.`,
  send: 'Email me a code',
  sent: (address: string) => `We sent a code to ${address}. It works for 10 minutes.`,
  label: 'Code from the email',
  hint: 'Six digits, like 123456.',
  check: 'Open the room',
  remembered: (hours: number) => `This device stays confirmed for ${hours} hours.`,
};

export const ROOM = {
  signedInAs: (address: string) => `You are reading as ${address}.`,
  documents: 'Documents',
  noFolder: 'Other documents',
  empty: 'There are no documents in this room yet.',
  open: 'Open',
  pages: (count: number) => (count === 1 ? '1 page' : `${count} pages`),
  downloadsOff: 'View only',
};

export const DOCUMENT = {
  back: 'Back to the documents',
  download: 'Download PDF',
  downloading: 'Preparing the PDF…',
  downloadFailed: 'The download did not work. Try again.',
  downloadsOff: 'This document can be read here but not downloaded.',
  watermark: 'Each download shows your email address and the time on every page.',
  uploadedPdf: (pages: number) =>
    `This PDF file has ${pages === 1 ? '1 page' : `${pages} pages`} but no text to show here. It may be a scan. Download it to read it.`,
  uploadedPdfNoDownload:
    'This PDF file has no text to show here, and it cannot be downloaded. Ask the person who invited you for a copy.',
};
