import { ILLUSTRATIONS } from './illustrations.ts';
import {
  DOCTORAL_PROGRAM_YEARS,
  FIRST_GRADUATE_COHORT,
  MASTERS_PROGRAM_YEARS,
} from './campuses.ts';
import type { SiteLink, TextCard, TimelineEntry } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * The ILIAS Graduate Research Institute in Dripping Springs (public spec §1, §2 "Research
 * institute page": navigation bar, programs dropdown, timeline and footer).
 */

/** Title, description and address of the page (see pages.ts). */
export const ILIAS_META: PageMeta = {
  path: '/ilias-program',
  title: pageTitle('ILIAS Graduate Research Institute'),
  description:
    "Graduate research in Dripping Springs, Texas: a 4-year doctoral program and a 2-year master's program. First graduate cohort enrolls in Fall 2029.",
};

export const ILIAS_INTRO = {
  title: 'ILIAS Graduate Research Institute',
  subtitle: 'Graduate research in Dripping Springs, Texas',
  lead: `The graduate research campus of NovaLearn Institute Group. It will offer a doctoral program and a master’s program. The first graduate cohort enrolls in ${FIRST_GRADUATE_COHORT}.`,
  phase: 'Research Facilities Planning',
  illustration: ILLUSTRATIONS.campusDrippingSprings,
} as const;

/**
 * In-page navigation bar. The programs dropdown comes first, so its list opens at the left edge
 * and stays inside a 320px-wide screen.
 */
export const ILIAS_NAV = {
  label: 'ILIAS Graduate Research Institute',
  programsLabel: 'Programs',
  links: [
    { label: 'Overview', to: '#overview' },
    { label: 'Research areas', to: '#research-areas' },
    { label: 'Timeline', to: '#timeline' },
    { label: 'Contact', to: '#ilias-contact' },
  ] satisfies readonly SiteLink[],
} as const;

export type GraduateProgram = {
  /** In-page anchor, also used by the programs dropdown. */
  id: string;
  name: string;
  years: number;
  text: string;
  points: readonly string[];
};

export const PROGRAMS_TITLE = 'Programs';

/** A program's length, as the programs dropdown and each program's heading say it. */
export const programLength = (years: number) => `${years} years`;

export const GRADUATE_PROGRAMS: readonly GraduateProgram[] = [
  {
    id: 'doctoral-program',
    name: 'Doctoral program',
    years: DOCTORAL_PROGRAM_YEARS,
    text: `A ${DOCTORAL_PROGRAM_YEARS}-year program that ends with your own research project and thesis.`,
    points: [
      'Year 1: research methods and courses in your area.',
      'Years 2 to 4: your own research, with a supervisor.',
      'Support for planning, writing and presenting is part of the program.',
    ],
  },
  {
    id: 'masters-program',
    name: 'Master’s program',
    years: MASTERS_PROGRAM_YEARS,
    text: `A ${MASTERS_PROGRAM_YEARS}-year program of advanced courses and a research project.`,
    points: [
      'Year 1: advanced courses and research methods.',
      'Year 2: a research project with a supervisor.',
      'A path to the doctoral program for students who want to go on.',
    ],
  },
];

export const OVERVIEW = {
  title: 'Overview',
  paragraphs: [
    'ILIAS is the last step of the NovaLearn path: school, college, then graduate research.',
    'Graduate students research how neurodivergent people learn and work, and research in science and technology where different ways of thinking are a strength.',
    'The campus is in its Research Facilities Planning phase. We are planning the labs and study spaces now.',
  ],
} as const;

export const RESEARCH_AREAS = {
  title: 'Research areas',
  intro: 'The areas we are planning. The final list will be published before applications open.',
  areas: [
    {
      title: 'Neuroscience of learning',
      text: 'How different brains take in and use information.',
    },
    {
      title: 'Biomedical technology',
      text: 'Tools for health care, built with clinical partners.',
    },
    { title: 'Applied mathematics and data', text: 'Models and data methods for real problems.' },
    { title: 'Computer science', text: 'Software, accessibility and human-computer interaction.' },
    { title: 'Environmental science', text: 'Land, water and climate research in Central Texas.' },
  ] satisfies readonly TextCard[],
} as const;

export const ILIAS_TIMELINE = {
  title: 'Timeline',
  entries: [
    { when: 'Now', what: 'Research Facilities Planning.', isCurrent: true },
    { when: 'May 2028', what: 'Virtual tour of the research campus.' },
    {
      when: FIRST_GRADUATE_COHORT,
      what: 'The first graduate cohort enrolls in the doctoral and master’s programs.',
    },
  ] satisfies readonly TimelineEntry[],
} as const;

/** The page's own footer. Contact details themselves come from the site configuration. */
export const ILIAS_FOOTER = {
  title: 'Contact the research institute',
  text: 'Questions about the graduate programs or research partnerships? Write to us and we will answer.',
  emailLabel: 'Email the research institute',
  emailSubject: 'ILIAS Graduate Research Institute question',
  links: [
    { label: 'Nexus STEM College', to: '/nexus-stem-college' },
    { label: 'Partnership', to: '/partnership' },
    { label: 'Contact', to: '/contact' },
  ] satisfies readonly SiteLink[],
} as const;
