import { keepSchemaMessage } from './form-messages.ts';
import { CLOSED_SIGNING_MESSAGES, UNKNOWN_SIGNING_LINK_MESSAGE } from '../esign/esign.ts';
import { MAILED_CODE_LENGTH } from '../sharing/link-protection.ts';

/**
 * The built-in signing page behind the link in the signing mail: a partner's NDA, or a family's
 * enrollment agreement (ADR 048). The page follows the signer's stored language; es/signing.ts
 * says the same things in Spanish. The consent to sign electronically is not here: its words are
 * fixed by ELECTRONIC_SIGNATURE_CONSENTS (domain/esign/esign.ts), which the certificate repeats.
 */

export const PAGE_TITLE = 'Sign an agreement';

/** The visible label of the "English" / "Español" buttons. */
export const LANGUAGE_SWITCH_LABEL = 'Language';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

/** "Dana Ortiz of Acme", or just the organisation when the sender has no name on file. */
export const senderOf = (name: string, organisation: string) =>
  name.trim() ? `${name} of ${organisation}` : organisation;

/** Who asks whom to sign, and the facts a signer checks before reading. */
export const HEADER = {
  eyebrow: 'Agreement to sign',
  lead: (sender: string) =>
    `${sender} has asked you to sign this agreement. Read it below. Then fill in the form at the end of the page to sign it, or decline if you do not want to sign.`,
  from: 'From',
  to: 'To',
  learner: 'Learner',
  date: 'Date',
  effectiveDate: 'Effective date',
  term: 'Term',
  termLength: (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`,
  endsOn: (day: string) => `Ends on ${day}`,
  signBy: 'Sign by',
  linkStops: 'After this, the link stops working.',
} as const;

export const AGREEMENT_TEXT = {
  heading: 'The agreement',
  lead: 'This is the exact text you are asked to sign.',
  purpose: 'Purpose',
} as const;

/**
 * A partner's own PDF in the envelope (ADR 050): its pages as images with the fields drawn over
 * them, and each of the signer's own fields again as a form control under its page.
 */
export const PLACED_FIELDS = {
  leadWithFields:
    'Your fields are the coloured boxes on the pages. Fill them in below each page; the others are for other people.',
  leadWithoutFields: 'Read it below. You have nothing to fill in on this document.',
  /** The text alternative of a page image. */
  pageImage: (page: number, pages: number, title: string) => `Page ${page} of ${pages} of ${title}`,
  /** The group of the signer's fields under one page. */
  pageGroup: (page: number) => `Page ${page}`,
  required: (name: string) => `${name} (required)`,
  /** What the page fills in for the signer, so nobody is surprised. */
  autoFilled: {
    signature: 'Your signature, as you adopt it below',
    'full-name': 'Your full name',
    'date-signed': 'Today’s date, when you sign',
  },
  /** Shown in the signer's own box on the page until it holds a value. */
  signHere: 'Sign here',
  /** On the outline of someone else's field. */
  theirs: (name: string) => `For ${name}`,
  imagesFailed: 'The page images could not be loaded; every field is listed below.',
} as const;

/** The bar that leads from one required field to the next, then to the signing form. */
export const NEXT_FIELD = {
  left: (left: number, total: number) => `${left} of ${total} required fields left`,
  allFilled: 'All required fields are filled in.',
  next: 'Next field',
  toSigning: 'Go to signing',
  toApproving: 'Go to approving',
} as const;

/**
 * The step before the signing form when the sender asked signers to confirm a code mailed to
 * their own address (ADR 049).
 */
export const IDENTITY_STEP = {
  heading: 'Confirm it is you',
  lead: (address: string) =>
    `To make sure it is you, we will send a ${MAILED_CODE_LENGTH}-digit code to ${address}.`,
  send: 'Send the code',
  sending: 'Sending...',
  sent: (address: string, minutes: number) =>
    `We sent a code to ${address}. It works for ${minutes} minutes.`,
  codeLabel: 'Code from the email',
  codeHint: 'If the email does not come, look in your spam folder.',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  sendAgain: 'Send a new code',
  confirmed: 'Thank you. You confirmed it is you, so you can sign now.',
  ourFault: 'Something went wrong on our side. Please try again in a few minutes.',
} as const;

export const SIGN_SECTION = {
  heading: 'Sign the agreement',
  lead: 'Fill in your name, choose how to sign, and tick the box to agree to sign electronically.',
} as const;

export const SIGN_FORM = {
  fullName: { label: 'Full name', hint: 'As it should appear on the signed agreement.' },
  title: { label: 'Title (optional)', hint: 'Your job title, for example Director.' },
  submit: 'Sign agreement',
  pending: 'Signing...',
  ourFault:
    'Something went wrong on our side, so the agreement was not signed. Please try again in a few minutes.',
} as const;

export const SIGNATURE_METHODS = {
  legend: 'How do you want to sign?',
  typed: {
    label: 'Type your signature',
    hint: 'Your full name becomes your signature. Works with a keyboard.',
  },
  drawn: { label: 'Draw your signature', hint: 'Draw it with a mouse, a finger or a stylus.' },
} as const;

export const DRAWN_SIGNATURE = {
  hint: 'Draw your signature in the white box with a mouse, a finger or a stylus. Using a keyboard? Choose “Type your signature” above instead: a typed signature is just as valid.',
  boxLabel: 'Signature drawing box',
  clear: 'Clear drawing',
} as const;

export const TYPED_PREVIEW = {
  label: 'Preview of your signature',
  empty: 'Type your full name above to see it here.',
} as const;

/**
 * Shown under the consent box when the page is read in another language than the signer's link:
 * the box keeps the words the certificate of completion records, and this gives their meaning.
 */
export const CONSENT_TRANSLATION =
  'The certificate of completion repeats the words of the box as they are. In English, they say:';

export const DECLINE = {
  heading: 'If you do not want to sign',
  lead: (sender: string) =>
    `You can decline instead. ${sender} will see that you declined, and the reason you give.`,
  toggle: 'Decline to sign',
  reasonLabel: 'Why are you declining?',
  reasonHint:
    'The sender reads this. For example: the dates are wrong, or someone else should sign.',
  confirm: 'Confirm decline',
  pending: 'Declining...',
  cancel: 'Cancel',
  ourFault:
    'Something went wrong on our side, so the agreement was not declined. Please try again in a few minutes.',
} as const;

export const NOTHING_ELSE = 'There is nothing else to do. You can close this page.';
export const DOWNLOAD_SIGNED_COPY = 'Download the signed PDF';
/** One link per document when the envelope held the partner's own PDFs too (ADR 050). */
export const downloadSignedDocument = (title: string) => `Download “${title}” (signed PDF)`;

/** After "Sign agreement". */
export const SIGNED = {
  heading: (title: string) => `You signed “${title}”`,
  awaitingOthers: (fullName: string, sender: string) =>
    `You signed as ${fullName}. Others still have to sign this agreement. ${sender} can see that you have signed.`,
  copyLater: (days: number) =>
    `When everyone has signed, we will email you. You can then download the signed PDF from this page for ${days} days.`,
  everyoneSigned: (fullName: string, sender: string) =>
    `You signed as ${fullName}. ${sender} can now see that the agreement is signed.`,
  keepCopy: (days: number) =>
    `Keep a copy for your records. You can download the signed PDF from this page for ${days} days.`,
} as const;

/**
 * The words that change for an approver (ADR 050): they read and approve, and the pages get no
 * signature from them. The consent stays: approving is signing electronically too.
 */
export const APPROVAL = {
  eyebrow: 'Agreement to approve',
  lead: (sender: string) =>
    `${sender} has asked you to approve this agreement. Read it below. Then fill in the form at the end of the page to approve it, or decline if you do not want to approve it.`,
  approveBy: 'Approve by',
  heading: 'Approve the agreement',
  sectionLead:
    'Fill in your name and tick the box to agree to sign electronically. Approving adds no signature to the pages.',
  fullNameHint: 'As it should appear in the record of who approved.',
  submit: 'Approve',
  pending: 'Approving...',
  declineHeading: 'If you do not want to approve',
  declineToggle: 'Decline to approve',
  approvedHeading: (title: string) => `Approved: “${title}”`,
  awaitingOthers: (fullName: string, sender: string) =>
    `You approved it as ${fullName}. Others still have to sign this agreement. ${sender} can see that you have approved it.`,
  everyoneDone: (fullName: string, sender: string) =>
    `You approved it as ${fullName}. ${sender} can now see that the agreement is complete.`,
} as const;

/** After "Confirm decline"; on a family's agreement, also what happens to the seat. */
export const DECLINED = {
  heading: 'You declined to sign',
  text: (title: string, sender: string) =>
    `You declined “${title}”. ${sender} can now see that you declined, and your reason.`,
  nextHeading: 'What happens next',
  familyNext:
    'Your child’s seat stays accepted. Someone from the admissions team will call you to talk about your reason. If something in the agreement needs to change, they send you a new agreement by email.',
} as const;

/** A link that was signed, declined, voided or has expired, by the server's reasonCode. */
export const CLOSED = {
  messages: CLOSED_SIGNING_MESSAGES,
  question: (sender: string) =>
    `If you have a question about this agreement, please ask ${sender}, who sent you the link.`,
} as const;

export const LOADING = 'Loading the agreement...';

/** 404: the token matches no request (mistyped, or cut off by the mail program). */
export const UNKNOWN_LINK = {
  heading: 'This link does not work',
  text: UNKNOWN_SIGNING_LINK_MESSAGE,
  home: { label: 'Go to the home page', to: '/' },
} as const;

export const LOAD_ERROR = {
  heading: 'The agreement did not load',
  retry: 'Try again',
  retrying: 'Trying again...',
  ourFault: 'Something went wrong on our side. Please try again in a few minutes.',
} as const;

export const NETWORK_ERROR =
  'We could not reach the server. Check your internet connection, then try again.';

/**
 * A refusal from the server that no field explains (a link used meanwhile, too many requests).
 * English shows the server's own sentence; null leaves the caller's own sentence.
 */
export const serverMessage = (_status: number | null, message: string): string | null => message;

/** A field's validation message: English keeps the shared schema's own words. */
export const validationMessage = keepSchemaMessage;
