import type { SiteLink } from './types.ts';

/** The shared header and footer (public spec §2 "Shared header", "Footer"). */

/** Main navigation before the Programs dropdown. */
export const NAV_BEFORE_PROGRAMS: readonly SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Analytics', to: '/neurodiversity-analytics' },
];

export const PROGRAMS_MENU_LABEL = 'Programs';

export const PROGRAM_LINKS: readonly SiteLink[] = [
  { label: 'NovaLearn Academy (K-12)', to: '/nexus-learning' },
  { label: 'Nexus STEM College (Bridge Campus)', to: '/nexus-stem-college' },
  { label: 'ILIAS (graduate research)', to: '/ilias-program' },
];

/** Main navigation after the Programs dropdown. */
export const NAV_AFTER_PROGRAMS: readonly SiteLink[] = [
  { label: 'Partnership', to: '/partnership' },
  { label: 'Contact', to: '/contact' },
  { label: 'Give', to: '/give' },
];

/** Opens the reading preferences panel; in the header row, or in the mobile menu. */
export const READING_PREFERENCES_LABEL = 'Reading preferences';

/** Only the mobile menu lists enrollment as well (spec §2). */
export const ENROLLMENT_LINK: SiteLink = { label: 'Join the Waiting List', to: '/enrollment' };

export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'NovaLearn Academy (K-12)', to: '/nexus-learning' },
  { label: 'Enrollment', to: '/enrollment' },
  { label: 'Partnership', to: '/partnership' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_CONTACT_LABELS = {
  studentSupport: 'Student support',
  mediaInquiries: 'Media inquiries',
  phone: 'Phone',
} as const;
