import { ILLUSTRATIONS } from './illustrations.ts';
import type { ChartData } from './charts.ts';
import { PROJECTION_NOTE } from './claims.ts';
import type { SiteLink } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * The capital campaign (public spec §2 "Fundraising page", §9). Static figures only. Amounts are
 * whole millions of US dollars, so charts and tables compute shares from the same numbers the
 * text shows.
 */

export const FUNDRAISING_META: PageMeta = {
  path: '/fundraising-overview',
  title: pageTitle('Capital campaign'),
  description:
    'Our $75M capital campaign for three campuses in Texas: three phases, the split by campus, donor targets and investor tiers, with charts and tables.',
};

export const CAMPAIGN_GOAL_MILLIONS = 75;

/** "$75M", "$5M": how the spec writes amounts. */
export const formatMillions = (millions: number) => `$${millions}M`;

/** Share of the whole goal, rounded to a whole percent ("60%"). */
export const shareOfGoal = (millions: number) =>
  `${Math.round((millions / CAMPAIGN_GOAL_MILLIONS) * 100)}%`;

export type CampaignPart = {
  id: string;
  /** The short label a chart shows. */
  label: string;
  millions: number;
  text: string;
};

export const FUNDRAISING_INTRO = {
  title: 'Capital campaign',
  lead: `Our capital campaign will raise ${formatMillions(CAMPAIGN_GOAL_MILLIONS)} to build three campuses in Texas for neurodivergent learners. This page shows how the money is planned: in three phases, split across the three campuses, and who we ask to give.`,
  note: `${PROJECTION_NOTE} The campaign goal and the targets below are plans, not money raised.`,
  illustration: ILLUSTRATIONS.campusPath,
} as const;

export const CAMPAIGN_GOAL = {
  figure: formatMillions(CAMPAIGN_GOAL_MILLIONS),
  label: 'capital campaign goal',
} as const;

/**
 * The words a phase or campus card puts after its share of the goal ("60% of the goal"); the
 * card writes the figures themselves in the page's language (features/public-site).
 */
export const CAMPAIGN_PART_LABELS = {
  shareOfGoal: (share: string) => `${share} of the goal`,
} as const;

export const CAMPAIGN_PHASES = {
  title: 'Three phases',
  intro: 'We raise the money in three phases. The largest gifts come first, so building can start.',
  phases: [
    {
      id: 'phase-1',
      label: 'Phase 1',
      millions: 45,
      text: 'Leadership gifts. The largest gifts, from a small number of donors, foundations and investors. They pay for land, design and the first buildings.',
    },
    {
      id: 'phase-2',
      label: 'Phase 2',
      millions: 25,
      text: 'Major gifts from companies, foundations and families. They pay for labs, classrooms, therapy rooms and equipment.',
    },
    {
      id: 'phase-3',
      label: 'Phase 3',
      millions: 5,
      text: 'The community phase. Gifts of every size from families, neighbours and supporters. They pay for scholarships and the finishing touches.',
    },
  ] satisfies readonly CampaignPart[],
} as const;

export const CAMPUS_SPLIT = {
  title: 'Where the money goes',
  intro: 'The same goal, split by campus.',
  campuses: [
    {
      id: 'k12',
      label: 'NovaLearn Academy (The Woodlands)',
      millions: 25,
      text: 'NovaLearn Academy, the K-12 school in The Woodlands: classrooms, therapy rooms and quiet spaces.',
    },
    {
      id: 'bridge',
      label: 'Nexus STEM College (Kemah)',
      millions: 30,
      text: 'Nexus STEM College, the undergraduate Bridge Campus in Kemah: labs, lecture rooms and student housing.',
    },
    {
      id: 'research',
      label: 'Research campus (Dripping Springs)',
      millions: 20,
      text: 'The ILIAS Graduate Research Institute in Dripping Springs: research labs and graduate study space.',
    },
  ] satisfies readonly CampaignPart[],
} as const;

export type DonorTarget = {
  /** The size of each gift, as the spec writes it. */
  giftRange: string;
  /** How many donors we look for. */
  donors: string;
  whoGives: string;
};

export const DONOR_TARGETS = {
  title: 'Donor targets',
  intro: 'How many gifts of each size we look for. A few large gifts and many smaller ones.',
  caption: 'Donor targets by gift size',
  headers: { giftRange: 'Gift size', donors: 'Donors we look for', whoGives: 'Who we ask' },
  rows: [
    {
      giftRange: '$5M+',
      donors: '3-5',
      whoGives: 'Foundations, companies and families who lead the campaign',
    },
    {
      giftRange: '$1M-$5M',
      donors: '10-15',
      whoGives: 'Foundations, companies and major donors',
    },
    {
      giftRange: '$100K-$1M',
      donors: '75-100',
      whoGives: 'Local companies, foundations and families',
    },
    {
      giftRange: '$1K-$100K',
      donors: '500+',
      whoGives: 'Families, neighbours, staff and supporters',
    },
  ] satisfies readonly DonorTarget[],
} as const;

export const FUNDRAISING_ACTIONS = {
  title: 'Take part',
  text: 'Give online today, or talk with us about a larger gift or an investment. For a larger gift, we agree in writing what your support pays for and how we report back.',
  contact: { label: 'Contact us about giving', to: '/contact' } satisfies SiteLink,
  partnership: { label: 'Ways to partner', to: '/partnership' } satisfies SiteLink,
  give: { label: 'Give online', to: '/give' } satisfies SiteLink,
} as const;

const partsChart = (
  title: string,
  summary: string,
  labelHeader: string,
  parts: readonly CampaignPart[],
): ChartData => ({
  title,
  summary,
  headers: { label: labelHeader, value: 'Amount', share: 'Share of the goal' },
  scaleMaximum: CAMPAIGN_GOAL_MILLIONS,
  isPartOfWhole: true,
  bars: parts.map((part) => ({
    label: part.label,
    value: part.millions,
    valueText: formatMillions(part.millions),
    shareText: shareOfGoal(part.millions),
  })),
});

export const PHASES_CHART = partsChart(
  'Campaign phases',
  `The ${formatMillions(CAMPAIGN_GOAL_MILLIONS)} goal in three phases, with each phase's share of the goal in brackets. Each outlined bar is the whole goal; the filled part is the phase.`,
  'Phase',
  CAMPAIGN_PHASES.phases,
);

export const CAMPUS_CHART = partsChart(
  'Campus split',
  `The ${formatMillions(CAMPAIGN_GOAL_MILLIONS)} goal shared by the three campuses: NovaLearn Academy, the Bridge Campus and the research campus, with each share of the goal in brackets. Each outlined bar is the whole goal; the filled part is the campus.`,
  'Campus',
  CAMPUS_SPLIT.campuses,
);
