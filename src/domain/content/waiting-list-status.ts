/**
 * The private status page behind the link in the confirmation mail. Only the
 * holder of the link sees a position, so the page names no one but the student's first name.
 */

export const STATUS_PAGE_TITLE = 'Your place on the waiting list';
export const STATUS_LOADING = 'Loading your application...';
export const UNKNOWN_LINK_TITLE = 'Status link not valid';
export const STATUS_LOAD_FAILED = 'Your application could not be loaded. Please try again.';

/** The heading over the summary of the application: what the family sent. */
export const SUMMARY_TITLE = 'What you sent us';

export const STATUS_FACT_LABELS = {
  student: 'Student',
  campus: 'Campus',
  status: 'Status',
  submitted: 'Submitted on',
  grade: 'Grade',
  program: 'Program',
  start: 'Preferred start',
  needs: 'About your child’s needs',
} as const;

/** Not the words the family wrote about their child: only whether they sent some. */
export const NEEDS_SENT = {
  yes: 'Sent. Only our admissions team reads it.',
  no: 'Nothing written',
} as const;

export const positionMessage = (position: number, total: number) =>
  `You are number ${position} of ${total} on the waiting list`;

export const POSITION_NOTE =
  'Your place can change when priority families are invited first or other families leave the list. Every family starts with the same priority. Our admissions team can raise it and writes down why.';

/** Shown when an application is closed ("Declined"): what it means and what to do next. */
export const CLOSED_NOTE =
  'This application is closed. It is no longer on the waiting list. This page does not give the reason. To ask why, write to us. You can send a new application at any time.';

export const WITHDRAW = {
  button: 'Withdraw from the waiting list',
  title: 'Withdraw from the waiting list?',
  description:
    'Your application will be closed and your place given to the next family. To join again later, send a new application.',
  confirm: 'Yes, withdraw',
  pending: 'Withdrawing...',
  done: 'You have withdrawn from the waiting list. We will not contact you about this application again.',
} as const;

/**
 * An invited family: what happens now, by when, and whom to contact. The same
 * promise and the same day as the invitation mail; `contactBy` is already written out
 * ("Friday, March 13, 2026").
 */
export const INVITATION = {
  title: 'What happens now',
  contactWithin: (businessDays: number) =>
    `We will contact you within ${businessDays} business days (Monday to Friday). We will set up a campus tour and a family meeting.`,
  ifNotHeard: (contactBy: string, supportEmail: string, phone: string) =>
    `If you have not heard from us by ${contactBy}, write to ${supportEmail} or call ${phone}.`,
  withdrawNote: 'If you no longer wish to enroll, you can withdraw the application below.',
} as const;

/**
 * "Email me my link": on every status page, and most of all when the link does
 * not work (an old link stops when a new one is mailed). The answer is the server's, the same
 * whether or not the address is on the list.
 */
export const LINK_REQUEST = {
  title: 'Get a new private link',
  lead: 'Type the email address you used on the application form. If it is on our list, we will email a new private link to it for each open application. Only the newest link works.',
  emailLabel: 'Email address',
  submit: 'Email me my link',
  pending: 'Sending...',
} as const;

/** The mails send families to the support address too (mail is sent from a no-reply address). */
export const contactNote = (supportEmail: string) =>
  `Questions? Write to ${supportEmail} and our admissions team will answer.`;
