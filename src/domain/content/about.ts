import { ILLUSTRATIONS } from './illustrations.ts';
import type { TextCard } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

// The mission moved to mission.ts (it is on every page); still importable from here.

/** Title, description and address of the page (see pages.ts). */
export const ABOUT_META: PageMeta = {
  path: '/about',
  title: pageTitle('About us'),
  description:
    'Who we are: our group of schools, its three campuses in Texas, and why we started it.',
};

export { MISSION, MISSION_SLOGAN } from './mission.ts';

export const ABOUT_PAGE = {
  title: 'About NovaLearn Institute Group',
  lead: 'NovaLearn Institute Group plans and runs three schools in Texas for neurodivergent learners. Each school is one step of the same path: school, college, then graduate research.',
  illustration: ILLUSTRATIONS.campusPath,
} as const;

export const CORPORATE_BACKGROUND = {
  title: 'Who we are',
  paragraphs: [
    'NovaLearn Institute Group runs three schools. One is a school from kindergarten to grade 12 (K-12). One is a college. One is a graduate research institute.',
    'The group holds the shared work: planning the campuses, raising funds, agreements with partners, and the waiting list. Each division runs its own school.',
    'The group works with families, hospitals, companies and investors. Partners sign an agreement with the group before we share plans that are not public.',
  ],
  structureLink: { label: 'How the group is organised', to: '/corporate-structure' },
} as const;

/** The three divisions, in the order a learner meets them. */
export const DIVISIONS: readonly TextCard[] = [
  {
    title: 'K-12 academy: NovaLearn Academy',
    text: 'School from kindergarten to grade 12 in The Woodlands, Texas.',
  },
  {
    title: 'Undergraduate college: Nexus STEM College',
    text: 'The Bridge Campus in Kemah, Texas, with 2-year and 4-year degrees.',
  },
  {
    title: 'Graduate research institute: ILIAS',
    text: "Doctoral and master's programs in Dripping Springs, Texas.",
  },
];

export const ABOUT_CAMPUSES = {
  title: 'Three campuses',
  intro: 'All three campuses are in Texas. Each one is a step on the same path.',
} as const;

export const VALUES_TITLE = 'How we work';

/** How we work, for readers who want to know what to expect from us. */
export const VALUES: readonly TextCard[] = [
  {
    title: 'Plain information',
    text: 'We say what happens, when it happens and what it costs. We tell you when a date is a plan and not yet certain.',
  },
  {
    title: 'Families take part',
    text: 'Families and students help plan each learning plan. Nobody is placed in a program without talking with them first.',
  },
  {
    title: 'Strengths first',
    text: 'We start from what each learner is good at and interested in. Support is there for the hard parts.',
  },
];
