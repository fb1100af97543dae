/**
 * The words of the shared header and footer that are not links (public spec §2): landmark
 * names, the Menu button, the "Admin Access" dialog and the language switch.
 */

/** The mission's slogan (public spec §1): in the footer of every page and in mission.ts. */
export const MISSION_SLOGAN = 'Empowering Every Mind. Re-Engineering STEM Education';

export const SHELL_LABELS = {
  mainNav: 'Main',
  footerNav: 'Footer',
  menu: 'Menu',
  close: 'Close',
} as const;

/** Public spec §2 "Shared header": exact labels. */
export const ADMIN_ACCESS = {
  button: 'Admin Access',
  title: 'Partnership & Admin Access',
  description: 'Staff can sign in to the admin dashboard. Partners can read how we work together.',
  dashboard: 'Admin Dashboard',
  partnership: { label: 'Partnership Info', to: '/partnership' },
} as const;

/** Words of the layout pieces many pages use (the timeline, numbered cards). */
export const SECTION_LABELS = {
  currentPhase: 'Current phase',
  step: (step: number) => `Step ${step}:`,
};

/** The link to the same page in the other language, written in that language. */
export const LANGUAGE_SWITCH = {
  label: 'Español',
  /** For screen readers: what the link does, in the language it leads to. */
  description: 'Ver esta página en español',
  lang: 'es',
} as const;
