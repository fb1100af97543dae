/**
 * "Save and come back": a family that cannot finish the waiting-list form in one sitting saves
 * what it typed and is mailed a private link to it. The answers are kept as typed (not checked
 * against the form's rules: a half-filled form is the point), for this many days after the last
 * save, then deleted.
 */
export const SAVED_APPLICATION_DAYS = 30;
export const SAVED_APPLICATION_MS = SAVED_APPLICATION_DAYS * 24 * 60 * 60_000;

/** The private link in the mail: the same page in Spanish under /es. */
export const SAVED_APPLICATION_PATH = '/waiting-list/saved/';

/**
 * Per address and day: mails with a new saving link. Enough for a family saving from two
 * devices; a stranger typing someone else's address cannot flood their inbox.
 */
export const SAVED_APPLICATION_MAILS_PER_DAY = 5;

export const UNKNOWN_SAVED_APPLICATION_MESSAGE =
  'This link to saved answers is not valid. Check that you opened the whole link from the email.';
export const EXPIRED_SAVED_APPLICATION_MESSAGE = `Saved answers are kept for ${SAVED_APPLICATION_DAYS} days after the last save, and these were deleted. Please fill in the form again.`;
export const SAVED_APPLICATION_MAIL_LIMIT_MESSAGE = `We have already emailed ${SAVED_APPLICATION_MAILS_PER_DAY} links to this address today. Please use the newest one, or try again tomorrow. Nothing you typed has been lost.`;

/** The moment a save made at `savedAt` stops opening. */
export const savedApplicationExpiry = (savedAt: Date) =>
  new Date(savedAt.getTime() + SAVED_APPLICATION_MS);
