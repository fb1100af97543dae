import {
  ACADEMY_OPENING,
  BRIDGE_OPENING,
  DOCTORAL_PROGRAM_YEARS,
  FIRST_GRADUATE_COHORT,
  MASTERS_PROGRAM_YEARS,
} from './campuses.ts';
import type { SiteLink, TextCard } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * The corporate structure page (public spec §2 "Corporate and proposal pages"): the parent group
 * and its three divisions, compared in one table.
 */

export const CORPORATE_STRUCTURE_META: PageMeta = {
  path: '/corporate-structure',
  title: pageTitle('Corporate structure'),
  description:
    'How NovaLearn Institute Group is organised: the parent group and its three divisions, compared by ages, degrees, campus, opening and governance.',
};

export const CORPORATE_INTRO = {
  title: 'Corporate structure',
  lead: 'NovaLearn Institute Group is one organisation with three divisions. Each division runs one school on one campus. The group holds what they share.',
} as const;

export const GROUP_ROLE = {
  title: 'The group',
  intro:
    'NovaLearn Institute Group is the parent organisation. It does the work the three schools share:',
  points: [
    'Planning and building the three campuses',
    'The capital campaign, donors and investors',
    'Agreements with partners such as hospitals and companies',
    'The waiting list for families and students',
    'One board that oversees all three divisions',
  ],
} as const;

export const DIVISION_CARDS = {
  title: 'The three divisions',
  intro: 'One path for a learner: school, then college, then graduate research.',
  cards: [
    {
      title: 'NovaLearn Academy',
      text: 'The K-12 academy: school from kindergarten to grade 12, with an early-college option.',
    },
    {
      title: 'Nexus STEM College',
      text: 'The Bridge Campus: an undergraduate college with 2-year and 4-year degrees.',
    },
    {
      title: 'ILIAS Graduate Research Institute',
      text: 'The graduate research campus, with master’s and doctoral programs.',
    },
  ] satisfies readonly TextCard[],
} as const;

export type ComparisonRow = {
  /** What the row compares (the row header). */
  aspect: string;
  /** One cell per division, in the order of COMPARISON_TABLE.divisions. */
  values: readonly [string, string, string];
};

export const COMPARISON_TABLE = {
  title: 'The divisions side by side',
  caption: 'The three divisions of NovaLearn Institute Group compared',
  aspectHeader: 'Compared',
  divisions: ['NovaLearn Academy', 'Nexus STEM College', 'ILIAS Graduate Research Institute'],
  rows: [
    {
      aspect: 'Level',
      values: [
        'K-12 academy',
        'Undergraduate college (Bridge Campus)',
        'Graduate research institute',
      ],
    },
    {
      aspect: 'Ages served',
      values: [
        'About 5 to 18 (kindergarten to grade 12)',
        'About 17 and over, after high school or through early college',
        'Adults with a bachelor’s degree',
      ],
    },
    {
      aspect: 'Degree or credential',
      values: [
        'High school diploma; early-college credit',
        'Associate degree (2 years) or bachelor’s degree (4 years)',
        `Master’s degree (${MASTERS_PROGRAM_YEARS} years) or doctorate (${DOCTORAL_PROGRAM_YEARS} years)`,
      ],
    },
    {
      aspect: 'Campus',
      values: ['The Woodlands, Texas', 'Kemah, Texas', 'Dripping Springs, Texas'],
    },
    {
      aspect: 'Opening',
      values: [
        `Planned for ${ACADEMY_OPENING}`,
        `Planned for ${BRIDGE_OPENING}`,
        `First graduate cohort ${FIRST_GRADUATE_COHORT}`,
      ],
    },
    {
      aspect: 'Current phase',
      values: [
        'Medical-Educational Fusion',
        'Campus Development Phase',
        'Research Facilities Planning',
      ],
    },
    {
      aspect: 'Governance',
      values: [
        'A head of school, reporting to the group board',
        'A college president, reporting to the group board',
        'An institute director, reporting to the group board',
      ],
    },
  ] satisfies readonly ComparisonRow[],
} as const;

export const CORPORATE_LINKS = {
  title: 'Read more',
  links: [
    { label: 'About us', to: '/about' },
    { label: 'Capital campaign', to: '/fundraising-overview' },
    { label: 'Partnership', to: '/partnership' },
  ] satisfies readonly SiteLink[],
} as const;
