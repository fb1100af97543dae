import type { Campus, WaitingListStatus } from '../../../../domain/waiting-list/waiting-list.ts';

/**
 * Statuses a family hears about by mail when staff set them. Today every status is one the family
 * also sees on their status page, so each change of it is news to them; a future staff-only
 * status stays out of this list and sends nothing (and needs no copy).
 */
export const MAILED_STATUSES = [
  'active',
  'invited',
  'enrolled',
  'declined',
  'withdrawn',
] as const satisfies readonly WaitingListStatus[];
export type MailedStatus = (typeof MAILED_STATUSES)[number];

export const isMailedStatus = (status: WaitingListStatus): status is MailedStatus =>
  (MAILED_STATUSES as readonly WaitingListStatus[]).includes(status);

/** What every family mail may say about the application: never the student's needs. */
export type FamilyMailFacts = {
  /** Student's full name on one line. */
  student: string;
  /** The campus's display name in the mail's language. */
  campus: string;
  supportEmail: string;
};

/** Numbers already formatted for the mail's locale. */
export type PlaceFacts = { position: string; total: string };

export type ConfirmationFacts = FamilyMailFacts &
  PlaceFacts & {
    statusUrl: string;
    /** What the campus name means, spelled out once in the family's first mail (ADR 027). */
    campusNote: string;
  };

/** Status mails name the day the application was sent: families with siblings have several. */
export type StatusFacts = FamilyMailFacts & { receivedOn: string };

/**
 * The mail answering a repeated form or an "Email me my link" request carries a new status link
 * (resend-status-link.ts).
 */
export type LinkAgainFacts = StatusFacts & { statusUrl: string };

/**
 * The invitation says by when we will have contacted the family and how to reach us otherwise
 * (waiting-list-invitation.ts): the number of business days and the day, already formatted.
 */
export type InvitedFacts = StatusFacts & {
  businessDays: string;
  contactBy: string;
  supportPhone: string;
};

/**
 * The mail with the link to answers saved before the form was sent: no student name (the form
 * may not have one yet), the day the link stops working.
 */
export type SavedApplicationFacts = {
  campus: string;
  savedUrl: string;
  /** The last day the link works, formatted. */
  worksUntil: string;
  days: string;
  supportEmail: string;
};

/** One message: the subject names only the campus, so a lock-screen preview reveals no child. */
type Message<Facts> = {
  subject: (campus: string) => string;
  /** The lines between the greeting and the signature. */
  body: (facts: Facts) => string[];
};

/**
 * All the words of the waiting-list mail in one language. en.ts and es.ts are both typed by this,
 * so a text missing in one language is a type error.
 */
export type WaitingListMailCopy = {
  /** For Intl: dates and numbers as the family writes them. */
  locale: 'en-US' | 'es-US';
  campusNames: Record<Campus, string>;
  greeting: (name: string | null) => string;
  /** After the campus name in the first mail: where the school is and what its name abbreviates. */
  campusNotes: Record<Campus, string>;
  confirmation: Message<ConfirmationFacts>;
  /** After the same form was sent again. */
  linkAgain: Message<LinkAgainFacts>;
  /** After someone asked for a new link on the status page ("Email me my link"). */
  linkRequested: Message<LinkAgainFacts>;
  /** After "Save and come back later" on the form. */
  savedApplication: Message<SavedApplicationFacts>;
  status: {
    active: Message<StatusFacts & PlaceFacts>;
    invited: Message<InvitedFacts>;
  } & Record<Exclude<MailedStatus, 'active' | 'invited'>, Message<StatusFacts>>;
};
