import type { GradeLevel, HeardAboutUs, ProgramInterest } from '../waiting-list/waiting-list.ts';

/**
 * Plain words for the waiting-list option values (public spec §3), shared by the enrollment
 * forms and the staff pages. Kept apart from the page copy so the admin area does not load it.
 */

export const GRADE_LEVEL_LABELS = {
  kindergarten: 'Kindergarten',
  '1st-grade': '1st grade',
  '2nd-grade': '2nd grade',
  '3rd-grade': '3rd grade',
  '4th-grade': '4th grade',
  '5th-grade': '5th grade',
  '6th-grade': '6th grade',
  '7th-grade': '7th grade',
  '8th-grade': '8th grade',
  '9th-grade': '9th grade',
  '10th-grade': '10th grade',
  '11th-grade': '11th grade',
  '12th-grade': '12th grade',
  'early-college': 'Early college (high school with college courses)',
} as const satisfies Record<GradeLevel, string>;

export const PROGRAM_INTEREST_LABELS = {
  'pharmaceutical-systems': 'Pharmaceutical systems',
  'biomedical-technology': 'Biomedical technology',
  'applied-mathematics': 'Applied mathematics',
  'computer-science': 'Computer science',
  'environmental-science': 'Environmental science',
  'neuroscience-research': 'Neuroscience research',
  'business-technology': 'Business technology',
  'pre-professional': 'Pre-professional studies (for example, before medicine or pharmacy)',
  undecided: 'Not decided yet',
} as const satisfies Record<ProgramInterest, string>;

export const HEARD_ABOUT_US_LABELS = {
  website: 'Our website',
  'social-media': 'Social media',
  referral: 'A friend or family member',
  'educational-professional': 'A teacher, therapist or doctor',
  'community-event': 'A community event',
  'high-school-counselor': 'A high school counselor',
  'college-fair': 'A college fair',
  'nova-learn': 'NovaLearn Academy',
  'news-media': 'News or media',
  other: 'Somewhere else',
} as const satisfies Record<HeardAboutUs, string>;

/** What a select shows before anything is chosen; it sends an empty value (no answer). */
export const NO_CHOICE_LABEL = 'Choose one';

/** Shown where an optional answer was left out. */
export const NOT_GIVEN = 'Not given';
