/**
 * The private status page behind the link in the confirmation mail (issue 7 item 5). Only the
 * holder of the link sees a position, so the page names no one but the student's first name.
 */

export const STATUS_PAGE_TITLE = 'Your place on the waiting list';
export const STATUS_LOADING = 'Loading your application...';
export const UNKNOWN_LINK_TITLE = 'Status link not valid';
export const STATUS_LOAD_FAILED = 'Your application could not be loaded. Please try again.';

export const STATUS_FACT_LABELS = {
  student: 'Student',
  campus: 'Campus',
  status: 'Status',
  submitted: 'Submitted on',
} as const;

export const positionMessage = (position: number, total: number) =>
  `You are number ${position} of ${total} on the waiting list`;

export const POSITION_NOTE =
  'Your place can change when priority families are invited first or other families leave the list.';

export const WITHDRAW = {
  button: 'Withdraw from the waiting list',
  title: 'Withdraw from the waiting list?',
  description:
    'Your application will be closed and your place given to the next family. To join again later, send a new application.',
  confirm: 'Yes, withdraw',
  pending: 'Withdrawing...',
  done: 'You have withdrawn from the waiting list. We will not contact you about this application again.',
} as const;

/** The mails send families to the support address too (mail is sent from a no-reply address). */
export const contactNote = (supportEmail: string) =>
  `Questions? Write to ${supportEmail} and our admissions team will answer.`;
