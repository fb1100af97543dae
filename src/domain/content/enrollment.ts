import { ILLUSTRATIONS } from './illustrations.ts';
import { CAMPUS_NAMES, type Campus } from '../waiting-list/waiting-list.ts';
import { SAVED_APPLICATION_DAYS } from '../waiting-list/saved-application.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING } from './campuses.ts';
import { pageTitle, type PageMeta } from './pages.ts';
import type { SiteLink, TextCard } from './types.ts';

/** The enrollment page (public spec §2 "Enrollment page", §3, §8). */

export const ENROLLMENT_META: PageMeta = {
  path: '/enrollment',
  title: pageTitle('Join the waiting list'),
  description:
    'Join the waiting list for NovaLearn Academy (K-12, The Woodlands) or Nexus STEM College (Bridge Campus, Kemah). Free, about 5 minutes, reviewed within 48 hours.',
};

export const ENROLLMENT_INTRO = {
  title: 'Join the waiting list',
  lead: 'Tell us about the student and how to reach you. It is free and takes about 5 minutes. Nothing is decided yet: joining the list keeps a place in line.',
  illustration: ILLUSTRATIONS.familyMeeting,
} as const;

/** Names the row of tabs for screen readers. */
export const CAMPUS_TABS_LABEL = 'Choose a campus';

export const CAMPUS_FORMS = {
  k12: {
    tabLabel: 'K-12 Campus',
    title: CAMPUS_NAMES.k12,
    intro: `For children from kindergarten to 12th grade. The academy in The Woodlands, Texas, is planned to open in ${ACADEMY_OPENING}.`,
  },
  bridge: {
    tabLabel: 'Bridge Campus',
    title: CAMPUS_NAMES.bridge,
    intro: `For students ready for a 2-year or 4-year degree. The college in Kemah, Texas, plans its first cohort for ${BRIDGE_OPENING}.`,
  },
} as const satisfies Record<Campus, { tabLabel: string; title: string; intro: string }>;

/** Shown when the pathway planner's summary was copied into the form. */
export const PREFILL_NOTE =
  'We copied your pathway summary into “Anything else we should know?” at the end of the form. Change or delete it as you like.';

/** Shown when answers typed before a reload came back from this browser tab. */
export const DRAFT_RESTORED = {
  note: 'We kept what you typed before the page reloaded. It stays only in this browser tab until you send the form or close the tab.',
  clear: 'Empty the form',
} as const;

/**
 * "Save and come back later" (ADR 046): the answers are kept on our server and a private link to
 * them is mailed. `until` is a day, already formatted.
 */
export const SAVE_FOR_LATER = {
  title: 'Save and come back later',
  intro: `Not finished? We can keep your answers for ${SAVED_APPLICATION_DAYS} days and email you a private link to them. Saving does not send the form.`,
  emailLabel: 'Send the link to this email',
  save: 'Save and email me a link',
  saveAgain: 'Save my answers',
  saving: 'Saving...',
  emailed: (email: string, until: string) =>
    `Your answers are saved. We emailed a link to ${email}. It opens your answers until ${until}. The form is not sent yet.`,
  savedAgain: (until: string) =>
    `Your answers are saved. Your link opens them until ${until}. The form is not sent yet.`,
  failed: 'We could not save your answers. Nothing you typed has been lost. Please try again.',
  tooLong:
    'One of your answers is longer than the form allows. The counter under it shows by how much. Shorten it, then save again.',
} as const;

/** The page before sending, in the GOV.UK "Check answers" pattern. */
export const CHECK_ANSWERS = {
  continue: 'Continue',
  title: 'Check your answers before you send the application',
  campus: 'Campus',
  notGiven: 'Not given',
  change: 'Change',
  sendTitle: 'Now send your application',
  sendText:
    'When you send it, the student joins the waiting list. We email you a confirmation with a private link.',
} as const;

/** The page behind the link in the saving mail. */
export const SAVED_ANSWERS_PAGE = {
  title: 'Your saved answers',
  lead: (until: string) =>
    `Go on with the form where you stopped. This link opens your answers until ${until}. Saving again keeps them for ${SAVED_APPLICATION_DAYS} more days.`,
  loading: 'Loading your saved answers...',
  unknownTitle: 'This link does not open any answers',
  unknown:
    'This link is not valid, or the form was already sent. Check that you opened the whole link from the email.',
  expiredTitle: 'These saved answers were deleted',
  expired: `Saved answers are kept for ${SAVED_APPLICATION_DAYS} days after the last save, and these were deleted. Please fill in the form again.`,
  loadFailed: 'We could not load your answers. Check your internet connection and try again.',
  retry: 'Try again',
  startAgain: 'Go to the waiting-list form',
  discard: {
    button: 'Delete my saved answers',
    title: 'Delete the saved answers?',
    description:
      'The link stops working and nothing is sent. You can still fill in the form again later.',
    confirm: 'Yes, delete them',
    pending: 'Deleting...',
    done: 'Your saved answers are deleted. The link no longer works.',
  },
} as const;

export const REQUIRED_NOTE =
  'Only the student’s first name, last name and an email address are required. Everything else is optional.';

type FieldText = { label: string; hint?: string };

/** Labels and hints of the form fields; "(optional)" is part of the label, as people read it. */
export const ENROLLMENT_FIELD_TEXT = {
  firstName: { label: 'Student’s first name' },
  lastName: { label: 'Student’s last name' },
  parentGuardianName: { label: 'Parent or guardian’s name (optional)' },
  email: {
    label: 'Email address',
    hint: 'We send a confirmation here, with a private link to check your place on the list.',
  },
  phone: { label: 'Phone number (optional)', hint: 'Only if you would like us to call you.' },
  emergencyContact: {
    label: 'Emergency contact (optional)',
    hint: 'The name and phone number of someone we can call if we cannot reach the student.',
  },
  gradeLevel: {
    label: 'Grade level (optional)',
    hint: 'The grade the student will be in when they start.',
  },
  programInterest: {
    label: 'Program of interest (optional)',
    hint: 'Choose “Not decided yet” if you are not sure. An adviser can help later.',
  },
  enrollmentPreference: { label: 'When would the student like to start? (optional)' },
  studentNeeds: {
    label: 'Learning needs and support (optional)',
    hint: 'For example ADHD (attention deficit hyperactivity disorder), autism or dyslexia. Tell us what helps the student learn. Only our admissions team reads this.',
  },
  heardAboutUs: { label: 'How did you hear about us? (optional)' },
  additionalInfo: { label: 'Anything else we should know? (optional)' },
} as const satisfies Record<string, FieldText>;

export const SUBMIT_LABEL = 'Submit application';
export const SUBMITTING_LABEL = 'Submitting...';

/** Toasts of public spec §8, word for word. */
export const SUBMITTED_TITLE = 'Application Submitted Successfully!';
export const SUBMISSION_FAILED_TITLE = 'Submission Failed';

export const rankingMessage = (campus: Campus, position: number, totalInCampus: number) =>
  `You are #${position} of ${totalInCampus} applicants for ${CAMPUS_NAMES[campus]}. Priority families receive early enrollment invitations.`;

export const noRankingMessage = (campus: Campus) =>
  `Thank you for your interest in ${CAMPUS_NAMES[campus]}. We'll contact you soon with next steps.`;

export const failureMessage = (message: string) =>
  `Error: ${message}. Please check all required fields and try again.`;

/** Shown on the page after a submission, so the answer stays after the toast has gone. */
export const RECEIVED_TITLE = 'Thank you. Your application is in.';
export const CONFIRMATION_MAIL_NOTE =
  'We sent a confirmation email with a private link. Open it at any time to see your place on the list, or to withdraw.';

export const WHAT_HAPPENS_NEXT = {
  title: 'What Happens Next',
  steps: [
    {
      title: 'We review your application',
      text: 'Our admissions team reviews every application within 48 hours. A person reads it and checks it. We email you again only when its status changes, for example when we invite you.',
    },
    {
      title: 'Priority families are invited first',
      text: 'Priority families get early enrollment invitations. Every family starts with the same priority. Our admissions team can raise it and writes down why. We have not yet published the reasons.',
    },
    {
      title: 'Tours and family meetings',
      text: 'We schedule campus tours and family meetings, so you can see the school and ask questions.',
    },
  ] satisfies readonly TextCard[],
  /** Under the steps: a family need not wait for us to visit (ADR 052). */
  booking: { label: 'Book a family session or a campus tour', to: '/visits' } satisfies SiteLink,
} as const;

/** Answers to what a parent asks before applying (ADR 027): cost, a closed application. */
export const PARENT_ANSWERS = {
  title: 'Questions before you apply',
  items: [
    {
      title: 'What does it cost?',
      text: 'Tuition and financial aid are not set yet. Joining the waiting list is free. It does not commit you to anything.',
    },
    {
      title: 'What if our application is closed?',
      text: 'A closed application is no longer on the waiting list. The email does not give the reason. Write to us and ask why. You can send a new application at any time.',
    },
  ] satisfies readonly TextCard[],
} as const;

/** Under the two long answers: how much is typed, out of the 4,000 characters the server keeps. */
export const characterCount = (used: number, max: number) =>
  `${used.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters used`;

/**
 * Beside the spec's failure sentence when nothing reached the server: the problem is the
 * connection, not the answers.
 */
export const NETWORK_FAILURE_HELP =
  'Your application was not sent because the connection failed. Your answers are still here. Check your internet connection, then press “Submit application” again.';

export const PRIVACY_NOTE = {
  title: 'Who sees your answers',
  text: 'Only our admissions staff. We use your answers to plan places and support, and never share them. Ask us at any time to delete your application.',
} as const;
