import { CAMPUS_NAMES as CAMPUS_NAMES_EN, type Campus } from '../waiting-list/waiting-list.ts';

/**
 * The family's seat-offer page behind the link in the offer mail (ADR 021): the seat,
 * the last day to answer, and Accept or Decline. Plain, literal sentences; the title names no
 * child.
 */

export const OFFER_PAGE_TITLE = 'Your seat offer';
export const OFFER_LOADING = 'Loading your offer...';
export const OFFER_LOAD_FAILED = 'Your offer could not be loaded. Please try again.';
export const OFFER_RETRY = 'Try again';
export const UNKNOWN_OFFER_TITLE = 'Offer link not valid';
export const UNKNOWN_OFFER_TEXT =
  'This offer link is not valid. Check that you opened the whole link from the email.';

export const CAMPUS_NAMES: Record<Campus, string> = CAMPUS_NAMES_EN;

export const offerLead = (student: string, campus: string, place: string, term: string) =>
  `We have a seat for ${student} at the ${campus}: ${place}, starting in the ${term} term.`;

/** `deadline` comes from formatOfferDeadline (ADR 034), as in the mail. */
export const answerBy = (deadline: string) => `Please answer by ${deadline}.`;

export const IF_NO_ANSWER =
  'If you do not answer by then, the seat goes to the next family on the waiting list.';

export const ACCEPT = {
  button: 'Accept the seat',
  title: 'Accept the seat?',
  description:
    'The seat is then yours. We will email you what happens next: our admissions team will call you within 3 working days.',
  confirm: 'Yes, accept the seat',
  pending: 'Accepting...',
  cancel: 'Not yet',
} as const;

/** After accepting: the day comes from the server, as in the mail. */
export const acceptedNextSteps = (callBy: string) =>
  `We have emailed you what happens next. Our admissions team will call you by ${callBy}, at the phone number on your application.`;

export const DECLINE = {
  button: 'Decline the seat',
  title: 'Decline the seat?',
  description:
    'The seat goes to the next family on the waiting list. Your application is closed. To join again later, send a new application.',
  reasonLabel: 'Why are you declining? (optional)',
  reasonHint: 'This helps our admissions team. You can leave it empty.',
  confirm: 'Yes, decline the seat',
  pending: 'Declining...',
  cancel: 'Keep the offer',
} as const;

/** What the page says once the offer has an answer, or its deadline has passed. */
export const OFFER_OUTCOMES = {
  accepted: {
    title: 'You accepted the seat',
    text: 'Thank you. The seat is yours. Our admissions team will contact you about the next steps.',
  },
  declined: {
    title: 'You declined the seat',
    text: 'Thank you for telling us. The seat goes to the next family. We will not contact you about this application again.',
  },
  lapsed: {
    title: 'The deadline has passed',
    text: 'The deadline to answer this offer has passed, so the seat went to the next family. Your application is back on the waiting list.',
  },
  withdrawn: {
    title: 'This offer was withdrawn',
    text: 'Our admissions team withdrew this offer. Please write to us if you have questions.',
  },
} as const;

export const questionsTo = (supportEmail: string) =>
  `Do you have questions? Write to us at ${supportEmail}.`;

/**
 * After the seat is accepted, the status page's task list (the GOV.UK task-list pattern). Each
 * task's words follow its status; `day` and `callBy` are already formatted.
 */
export const TASK_LIST = {
  title: 'Before the first day',
  lead: 'These are the steps between accepting the seat and the first day. This list changes by itself as each step is done.',
  statuses: {
    'not-started': 'Not started',
    'in-progress': 'In progress',
    completed: 'Completed',
    'waiting-for-us': 'Waiting for us',
  },
  agreement: {
    name: 'Sign the enrollment agreement',
    'waiting-for-us': 'We will email the agreement to each parent or guardian to sign.',
    'not-started': 'Open the email with the agreement and sign it.',
    'in-progress': 'One signature is missing. See the email we sent you.',
    completed: 'Everyone has signed. Thank you.',
  },
  papers: {
    name: 'Send papers about the student',
    'not-started':
      'For example an evaluation, an IEP or a 504 plan. Send them in the papers part of this page.',
    'in-progress': 'We received your papers. We are reading them now.',
    completed: 'Our admissions team has read every paper you sent.',
    link: 'Go to the papers',
  },
  visit: {
    name: 'Visit the campus',
    text: (callBy: string) => `We will call you by ${callBy} to arrange a visit.`,
  },
  firstDay: {
    name: 'The first day',
    text: (day: string) => `The term begins on ${day}.`,
    past: (day: string) => `The term began on ${day}.`,
    download: 'Add the first day to your calendar',
    fileNote: '(.ics file)',
  },
} as const;
