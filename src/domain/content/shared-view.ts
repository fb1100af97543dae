import {
  NOT_ON_ALLOW_LIST_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
} from '../sharing/link-protection.ts';
import {
  COMMENTS_NOT_ALLOWED_MESSAGE,
  EDITING_NOT_ALLOWED_MESSAGE,
  INVALID_SHARE_LINK_MESSAGE,
} from '../sharing/schemas.ts';

/**
 * The words of the page behind a share link (/shared/:token), not the document's own text: the
 * spec's English (admin spec §2, §4, §8) and the server's sentences. The Spanish twin
 * (es/shared-view.ts) is the same page for partners who read Spanish; the page switches between
 * them without changing address.
 */

/** The browser tab, and the heading screen readers find while the document loads. */
export const PAGE_TITLE = 'Shared document';
export const LOADING = 'Loading document...';

/** The switch between the two languages of the page (LANGUAGE_NAMES names each one). */
export const LANGUAGE_SWITCH = { label: 'Language' };

/** One answer for unknown, expired and deactivated links (spec §8). */
export const ACCESS_DENIED = {
  title: 'Access Denied',
  text: INVALID_SHARE_LINK_MESSAGE,
  homeLink: { label: 'Go to Home', to: '/' },
};

export const DOCUMENT_HEADER = {
  viewCount: (count: number) => `Viewed ${count} ${count === 1 ? 'time' : 'times'}`,
  /** "This link expires on <date>." around the date. */
  expiresBefore: 'This link expires on',
  expiresAfter: '.',
  /** The spec's "Download" button (admin spec §2 shared view): the Word file. */
  downloadWord: 'Download',
  downloadPdf: 'Download PDF',
  /** A link whose sender turned downloads off. */
  downloadsOff: 'This link does not allow downloads.',
  /** The address the visitor confirmed, so they know the copy carries it. */
  openedAs: (email: string) => `Opened as ${email}`,
  downloadFailed: {
    title: 'Download failed',
    description: 'The document could not be downloaded. Please try again.',
  },
};

/**
 * What a protected link asks before it opens (ADR 049): its passcode, then a code mailed to the
 * visitor's address. The English page shows the server's own sentence for a refusal (it names
 * the wait); these are the words otherwise.
 */
export const GATE = {
  linkName: (name: string) => `Link: ${name}`,
  stayVerified: (hours: number) =>
    `You will stay signed in to this document on this device for ${hours} hours.`,
  open: 'Open the document',
  checking: 'Checking...',
  tooMany: 'Too many tries. Please wait a few minutes and try again.',
  failed: 'Something went wrong. Please try again.',
  passcode: {
    title: 'Enter the passcode',
    intro:
      'The person who sent you this link gave it a passcode. Ask them for it if you do not have it.',
    label: 'Passcode',
    show: 'Show passcode',
    missing: 'Enter the passcode.',
    wrong: WRONG_PASSCODE_MESSAGE,
  },
  email: {
    title: 'Confirm your email address',
    intro:
      'We will send a code to your email address. The code shows that the document went to the right person.',
    label: 'Email address',
    send: 'Send me a code',
    sending: 'Sending...',
    invalid: 'Enter your email address, like name@example.org.',
    notAllowed: NOT_ON_ALLOW_LIST_MESSAGE,
  },
  code: {
    title: 'Enter the code from the email',
    sentTo: (address: string, minutes: number) =>
      `We sent a code to ${address}. It works for ${minutes} minutes.`,
    label: 'Code',
    hint: 'The 6 digits in the email.',
    invalid: 'Enter the 6-digit code from the email.',
    wrong: WRONG_CODE_MESSAGE,
    resend: 'Send a new code',
    resent: 'We sent a new code. Use the newest email.',
    otherAddress: 'Use another address',
  },
};

/** Shown to a signed-in admin on their own share link. */
export const STAFF_PREVIEW =
  'You are signed in as staff, so this visit does not count as the partner viewing the NDA. The view count, the status and the activity stay as they were.';

export const DOCUMENT_FACTS = {
  partner: 'Partner',
  /** The fallback the spec gives [PARTNER] in the text, so the page names nobody twice. */
  partnerFallback: 'Partner Company',
  created: 'Created',
  duration: 'Duration',
  months: (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`,
};

export const DOCUMENT_CONTENT = { title: 'Agreement', purpose: 'Purpose' };

/** Spec §6: "Edit also allows recipients to edit". */
export const EDITOR = {
  title: 'Edit the agreement',
  expired: 'This agreement has expired, so its text can no longer change.',
  locked: 'This agreement is out for signature or signed, so its text can no longer change.',
  intro:
    'This link lets you change the text of the agreement. Each save is kept as a new version under the name you give in the comment form below.',
  label: 'Agreement text',
  hint: 'Words in brackets, like [COMPANY], [PARTNER] and [EFFECTIVE_DATE], are filled in for readers; leave them as they are.',
  save: 'Save changes',
  saving: 'Saving...',
};

/** Toasts of both forms; the spec fixes the English. */
export const FORM_TOASTS = {
  required: 'Required fields',
  nameBeforeSaving: 'Please enter your name before saving',
  textMissing: 'Please enter the agreement text',
  nameAndComment: 'Please enter your name and comment',
  noChanges: { title: 'No changes', description: 'Change the text before saving.' },
  checkEmail: {
    title: 'Check your email',
    description: 'Enter a valid email address, or leave the email empty.',
  },
  saved: {
    title: 'Changes saved',
    description: (version: number) => `Saved as version ${version}.`,
  },
  notSaved: {
    title: 'Changes not saved',
    description: 'Your changes could not be saved. Please try again.',
  },
  commentAdded: {
    title: 'Comment added',
    description: 'Your comment has been posted successfully',
  },
  commentFailed: { title: 'Error', description: 'Failed to add comment' },
};

/**
 * What the server refused, by its status. The English page shows the server's own sentence when
 * there is one (it names the wait, or why the text cannot change); these are the words otherwise.
 */
export const REFUSALS = {
  linkInvalid: INVALID_SHARE_LINK_MESSAGE,
  editingNotAllowed: EDITING_NOT_ALLOWED_MESSAGE,
  conflict:
    'The agreement was changed by someone else, or it can no longer change. Reload the page to see it as it is now.',
  tooMany: 'Too many comments or changes from this link. Please wait a few minutes and try again.',
};

export const COMMENTS = {
  title: 'Comments',
  /** Each link has its own conversation (ADR 029). */
  privacy: 'Only people with this link and our staff see these comments.',
  notAllowed: COMMENTS_NOT_ALLOWED_MESSAGE,
  loading: 'Loading comments...',
  empty: 'No comments yet.',
  loadFailed: 'The comments could not be loaded.',
};

export const COMMENT_FORM = {
  title: 'Add a comment',
  name: 'Your name',
  email: 'Email (optional)',
  comment: 'Comment',
  post: 'Post Comment',
  posting: 'Posting...',
};

export const ACTIVITY = {
  title: 'Activity',
  loading: 'Loading activity...',
  empty: 'No activity yet.',
  loadFailed: 'The activity could not be loaded.',
  /** The activity types of the server (domain/sharing/sharing.ts), as the end of a sentence. */
  verbs: {
    viewed: 'viewed the document',
    commented: 'commented',
    shared: 'shared the document',
    downloaded: 'downloaded the document',
    edited: 'edited the agreement',
    invited: 'invited a collaborator',
    revoked: 'revoked access',
  } as Record<string, string>,
};

/** "Try again" after a list did not load (the words of ui/query-state.tsx). */
export const RETRY = { label: 'Try again', busy: 'Trying again...' };

export const TOAST_LABELS = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  dismiss: 'Dismiss notification',
};
