import { LOCALES, type Locale } from '../common/i18n.ts';
/** Waiting-list option values, spelled exactly as the public spec §3 gives them. */
export const CAMPUSES = ['k12', 'bridge'] as const;
export type Campus = (typeof CAMPUSES)[number];

/** Campus names used in the enrollment toasts (public spec §8). */
export const CAMPUS_NAMES = {
  k12: 'K-12 Campus (NovaLearn Academy)',
  bridge: 'Bridge Campus (Nexus STEM College)',
} as const satisfies Record<Campus, string>;

/**
 * The campus alone, for a select: a select cannot wrap its text, and the full name is wider
 * than a phone's select (it showed "K-12 Campus (NovaLearn Acac").
 */
export const CAMPUS_SHORT_NAMES = {
  k12: 'K-12 Campus',
  bridge: 'Bridge Campus',
} as const satisfies Record<Campus, string>;

export const GRADE_LEVELS = [
  'kindergarten',
  '1st-grade',
  '2nd-grade',
  '3rd-grade',
  '4th-grade',
  '5th-grade',
  '6th-grade',
  '7th-grade',
  '8th-grade',
  '9th-grade',
  '10th-grade',
  '11th-grade',
  '12th-grade',
  'early-college',
] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

export const PROGRAM_INTERESTS = [
  'pharmaceutical-systems',
  'biomedical-technology',
  'applied-mathematics',
  'computer-science',
  'environmental-science',
  'neuroscience-research',
  'business-technology',
  'pre-professional',
  'undecided',
] as const;
export type ProgramInterest = (typeof PROGRAM_INTERESTS)[number];

export const HEARD_ABOUT_US_K12 = [
  'website',
  'social-media',
  'referral',
  'educational-professional',
  'community-event',
  'news-media',
  'other',
] as const;

export const HEARD_ABOUT_US_BRIDGE = [
  'website',
  'social-media',
  'referral',
  'high-school-counselor',
  'college-fair',
  'nova-learn',
  'news-media',
  'other',
] as const;

/** Every heardAboutUs value of either form: what the column may hold. */
export const HEARD_ABOUT_US = [
  'website',
  'social-media',
  'referral',
  'educational-professional',
  'community-event',
  'high-school-counselor',
  'college-fair',
  'nova-learn',
  'news-media',
  'other',
] as const satisfies readonly (
  (typeof HEARD_ABOUT_US_K12)[number] | (typeof HEARD_ABOUT_US_BRIDGE)[number]
)[];
export type HeardAboutUs = (typeof HEARD_ABOUT_US)[number];

export const ENROLLMENT_PREFERENCES = ['fall', 'spring', 'summer'] as const;
export type EnrollmentPreference = (typeof ENROLLMENT_PREFERENCES)[number];

export const ENROLLMENT_PREFERENCE_LABELS = {
  fall: 'Fall 2025',
  spring: 'Spring 2026',
  summer: 'Summer 2026',
} as const satisfies Record<EnrollmentPreference, string>;

/** The spec fixes only `active`; the rest is the staff follow-up workflow. */
export const WAITING_LIST_STATUSES = [
  'active',
  'invited',
  'enrolled',
  'withdrawn',
  'declined',
] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

export const WAITING_LIST_STATUS_LABELS = {
  active: 'Waiting',
  invited: 'Invited to enroll',
  enrolled: 'Enrolled',
  withdrawn: 'Withdrawn',
  declined: 'Declined',
} as const satisfies Record<WaitingListStatus, string>;

/** The longest "needs" and "anything else" answers the form keeps; the form counts towards it. */
export const FREE_TEXT_MAX_LENGTH = 4000;

export const DEFAULT_PRIORITY = 1;
/** Higher is invited sooner; staff raise it for priority families (with a recorded reason). */
export const MIN_WAITING_LIST_PRIORITY = 1;
export const MAX_WAITING_LIST_PRIORITY = 10;

/** Per IP address: enough for a family enrolling several children, too few for a spam run. */
export const WAITING_LIST_SUBMISSIONS_PER_HOUR = 10;
/** The private status link in the confirmation mail. */
export const STATUS_LINK_PATH = '/waiting-list/status/';
/**
 * Per entry and 24 hours: how many times sending the form again mails a new status link. Enough
 * for a family that lost it; each one also ends the previous link, so a stranger who knows the
 * child's name and the address can neither flood the family's inbox nor keep their link broken
 * for more than a day.
 */
export const STATUS_LINK_RESENDS_PER_DAY = 3;
/**
 * Per IP address and hour: "Email me my link" requests on the status page. A family with a typo
 * or two is never stopped; a script trying address after address is. Each known address still
 * gets at most STATUS_LINK_RESENDS_PER_DAY links per application, whoever asks.
 */
export const STATUS_LINK_REQUESTS_PER_HOUR = 10;

/** Language of the form the applicant used; confirmation mail goes out in the same language. */
export const LANGUAGES = LOCALES;
export type Language = Locale;

/**
 * The hidden anti-spam field: people never see it (aria-hidden, out of the tab order, off
 * screen), so anything in it was typed by a program. Named so browsers do not autofill it. Kept
 * here, away from the zod schemas, so the enrollment page can name it without loading zod.
 */
export const HONEYPOT_FIELD = 'homepageUrl';
export const HONEYPOT_MESSAGE =
  'We could not accept this form. Please reload the page and send it again.';

export const ALREADY_REGISTERED_MESSAGE = 'You are already on our list.';
/**
 * Said whether or not a mail went out: past the daily limit of new links the answer stays the
 * same, so it tells nothing about how often the form was sent.
 */
export const LINK_EMAILED_AGAIN_MESSAGE = 'We have emailed your private link again.';

/**
 * The answer whether or not the address is on the list, and whether or not the daily limit of new
 * links was reached, so it tells nobody which addresses we know. The second sentence keeps the
 * first true past the limit.
 */
export const LINK_REQUEST_ANSWER_MESSAGE = `If this address is on our list, we have emailed a new private link to it. We send at most ${STATUS_LINK_RESENDS_PER_DAY} new links a day for each application.`;

export const UNKNOWN_STATUS_LINK_MESSAGE =
  'This status link is not valid. Check that you opened the whole link from the email.';
