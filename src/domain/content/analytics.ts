import type { ChartData } from './charts.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * Neurodiversity analytics (public spec §2 "Fundraising page and analytics page", §9): 25
 * profiles in 7 categories with published prevalence estimates, and the population figures our
 * plans start from. Every rate is an estimate: studies count different ages, countries and
 * definitions, so each profile says what its figure counts.
 */

export const ANALYTICS_META: PageMeta = {
  path: '/neurodiversity-analytics',
  title: pageTitle('Neurodiversity analytics'),
  description:
    'Published estimates of how common 25 neurodivergent profiles are, in 7 categories, with the US and Texas figures our plans start from.',
};

export const ANALYTICS_INTRO = {
  title: 'Neurodiversity analytics',
  lead: 'How many people are neurodivergent? These are the published estimates our plans start from: for the United States, for Texas and for 25 profiles.',
} as const;

/** Spec §9, exactly: 58.45M (17.5%); Texas 30M × 17.5%; 21,600 target students. */
export const US_NEURODIVERGENT_MILLIONS = 58.45;
export const NEURODIVERGENT_SHARE_PERCENT = 17.5;
export const TEXAS_POPULATION_MILLIONS = 30;
export const TARGET_STUDENTS = 21_600;

/** 30M × 17.5%, in millions (5.25). */
export const TEXAS_NEURODIVERGENT_MILLIONS =
  Math.round(TEXAS_POPULATION_MILLIONS * NEURODIVERGENT_SHARE_PERCENT * 10) / 1000;

export const POPULATION_FIGURES = {
  title: 'The numbers behind our plans',
  intro: 'Three figures we use to plan the size of our schools. All three are estimates.',
  figures: [
    {
      figure: `${US_NEURODIVERGENT_MILLIONS}M`,
      label: `neurodivergent people in the US (${NEURODIVERGENT_SHARE_PERCENT}%)`,
      text: `An estimate: ${NEURODIVERGENT_SHARE_PERCENT}% of the people in the United States.`,
    },
    {
      figure: `${TEXAS_NEURODIVERGENT_MILLIONS}M`,
      label: 'neurodivergent people in Texas',
      text: `An estimate: ${TEXAS_POPULATION_MILLIONS}M Texans × ${NEURODIVERGENT_SHARE_PERCENT}% = ${TEXAS_NEURODIVERGENT_MILLIONS}M.`,
    },
    {
      figure: TARGET_STUDENTS.toLocaleString('en-US'),
      label: 'target students',
      text: 'The number of learners our three campuses plan to serve.',
    },
  ],
} as const;

export type ProfileCategory = {
  id: string;
  name: string;
  /** One plain sentence about the category. */
  text: string;
};

export type NeurodiversityProfile = {
  categoryId: string;
  name: string;
  /** Estimated share of the group described in `counts`, in percent. */
  rate: number;
  /** Who the estimate counts and where it comes from, in plain words. */
  counts: string;
};

export const PROFILE_CATEGORIES: readonly ProfileCategory[] = [
  {
    id: 'attention',
    name: 'Attention',
    text: 'Differences in attention, activity and impulse control.',
  },
  {
    id: 'autism',
    name: 'Autism',
    text: 'Differences in communication, social interaction, routines and senses.',
  },
  {
    id: 'learning-language',
    name: 'Learning and language',
    text: 'Differences in reading, writing, numbers, speech and language.',
  },
  {
    id: 'movement',
    name: 'Movement and tics',
    text: 'Differences in coordination, and movements or sounds that are hard to control.',
  },
  {
    id: 'sensory',
    name: 'Sensory and perception',
    text: 'Differences in how the senses and the mind take in and picture the world.',
  },
  {
    id: 'developmental',
    name: 'Intellectual and developmental',
    text: 'Differences in learning and daily living skills that start before birth or in childhood.',
  },
  {
    id: 'mental-health',
    name: 'Anxiety, mood and OCD',
    text: 'Conditions that often come with the profiles above, and shape how we plan support.',
  },
];

export const NEURODIVERSITY_PROFILES: readonly NeurodiversityProfile[] = [
  {
    categoryId: 'attention',
    name: 'ADHD in children',
    rate: 11.4,
    counts: 'US children aged 3 to 17 ever diagnosed, from a national parent survey (CDC, 2022).',
  },
  {
    categoryId: 'attention',
    name: 'ADHD in adults',
    rate: 6,
    counts: 'US adults with a current diagnosis, from a national survey (CDC, 2023).',
  },
  {
    categoryId: 'autism',
    name: 'Autism in children',
    rate: 3.2,
    counts: 'US 8-year-olds, about 1 in 31 (CDC monitoring network, 2022).',
  },
  {
    categoryId: 'autism',
    name: 'Autism in adults',
    rate: 2.2,
    counts: 'US adults, a modelled estimate (CDC, 2017).',
  },
  {
    categoryId: 'learning-language',
    name: 'Dyslexia',
    rate: 7.1,
    counts: 'Children, from a worldwide review of studies (2022). Other estimates range up to 20%.',
  },
  {
    categoryId: 'learning-language',
    name: 'Dysgraphia (writing)',
    rate: 7,
    counts: 'School-age children. Estimates range from about 7% to 15%.',
  },
  {
    categoryId: 'learning-language',
    name: 'Dyscalculia (numbers)',
    rate: 5,
    counts: 'School-age children. Estimates range from about 3% to 7%.',
  },
  {
    categoryId: 'learning-language',
    name: 'Developmental language disorder',
    rate: 7.5,
    counts: 'Children starting school, from a population study in England (2016).',
  },
  {
    categoryId: 'learning-language',
    name: 'Stuttering in childhood',
    rate: 5,
    counts: 'Children who stutter for a time. Estimates range from 5% to 10%.',
  },
  {
    categoryId: 'learning-language',
    name: 'Stuttering in adults',
    rate: 1,
    counts: 'Adults who still stutter.',
  },
  {
    categoryId: 'movement',
    name: 'Developmental coordination disorder (dyspraxia)',
    rate: 5,
    counts: 'School-age children. Estimates range from 5% to 6%.',
  },
  {
    categoryId: 'movement',
    name: 'Tourette syndrome',
    rate: 0.6,
    counts: 'Children, about 1 in 162, from population studies (CDC).',
  },
  {
    categoryId: 'movement',
    name: 'Short-term tic disorder',
    rate: 3,
    counts: 'Children with tics for less than a year, from a review of studies (2012).',
  },
  {
    categoryId: 'sensory',
    name: 'Sensory processing differences',
    rate: 5.3,
    counts: 'Kindergarten children, from a US study (2004). Other studies find more.',
  },
  {
    categoryId: 'sensory',
    name: 'Auditory processing disorder',
    rate: 5,
    counts: 'School-age children. Estimates range from about 2% to 7%.',
  },
  {
    categoryId: 'sensory',
    name: 'Synaesthesia',
    rate: 4.4,
    counts: 'Adults who sense one thing through two senses, from a UK study (2006).',
  },
  {
    categoryId: 'sensory',
    name: 'Aphantasia (little or no mind’s eye)',
    rate: 3.9,
    counts: 'Adults with the weakest visual imagery, from a UK study (2022).',
  },
  {
    categoryId: 'sensory',
    name: 'Face blindness (prosopagnosia)',
    rate: 2.5,
    counts: 'People who find faces hard to recognise from birth, from a German study (2006).',
  },
  {
    categoryId: 'developmental',
    name: 'Intellectual disability',
    rate: 1,
    counts: 'People of all ages, from a worldwide review of studies (2011).',
  },
  {
    categoryId: 'developmental',
    name: 'Fetal alcohol spectrum disorders',
    rate: 1.1,
    counts: 'US first graders, the lowest estimate of a 2018 study; its highest was 5%.',
  },
  {
    categoryId: 'developmental',
    name: 'Down syndrome',
    rate: 0.16,
    counts: 'Babies born in the US, about 1 in 640 (CDC).',
  },
  {
    categoryId: 'developmental',
    name: 'Fragile X syndrome',
    rate: 0.02,
    counts: 'About 1 in 4,000 boys and 1 in 8,000 girls (CDC).',
  },
  {
    categoryId: 'mental-health',
    name: 'Anxiety in children',
    rate: 9.4,
    counts: 'US children aged 3 to 17 ever diagnosed (CDC, 2016 to 2019).',
  },
  {
    categoryId: 'mental-health',
    name: 'Depression in children',
    rate: 4.4,
    counts: 'US children aged 3 to 17 ever diagnosed (CDC, 2016 to 2019).',
  },
  {
    categoryId: 'mental-health',
    name: 'Obsessive-compulsive disorder (OCD)',
    rate: 1.2,
    counts: 'US adults in the past year (NIMH).',
  },
];

/** "11.4%", "0.16%": a rate as the page writes it. */
export const formatRate = (rate: number) => `${rate}%`;

export const profilesInCategory = (categoryId: string) =>
  NEURODIVERSITY_PROFILES.filter((profile) => profile.categoryId === categoryId);

/** The profile with the highest estimate in a category. */
export function mostCommonProfile(categoryId: string): NeurodiversityProfile {
  const [first, ...rest] = profilesInCategory(categoryId);
  if (!first) throw new Error(`No profiles in category ${categoryId}`);
  return rest.reduce((best, profile) => (profile.rate > best.rate ? profile : best), first);
}

export const PROFILES_SECTION = {
  title: '25 profiles in 7 categories',
  intro:
    'Each figure is an estimate of how common a profile is, from published studies and surveys.',
  caveats: [
    'These figures are estimates. Studies count different ages and countries, and use different definitions, so the true figure can be higher or lower.',
    'The figures do not add up to a total. Many people have more than one profile: for example, many autistic people also have ADHD.',
    'A profile describes how someone thinks and learns. It is not a measure of what they can achieve.',
  ],
  headers: { profile: 'Profile', rate: 'Estimated rate', counts: 'What the estimate counts' },
  tableCaption: (category: string) => `${category}: estimated prevalence`,
} as const;

const CATEGORY_BARS = PROFILE_CATEGORIES.map((category) => {
  const profile = mostCommonProfile(category.id);
  return {
    label: category.name,
    profile: profile.name,
    value: profile.rate,
    valueText: formatRate(profile.rate),
  };
});
const [HIGHEST_BAR] = [...CATEGORY_BARS].sort((a, b) => b.value - a.value);

/** The chart: the most common profile of each category, so no figures are added together. */
export const CATEGORY_SECTION = {
  title: 'Prevalence by category',
  intro: 'Which profiles are most common? One bar for each of the 7 categories.',
} as const;

export const CATEGORY_CHART: ChartData = {
  title: 'The most common profile in each category',
  summary: `Each bar shows the most common profile in one of the 7 categories, as an estimated percentage. The longest bar is ${HIGHEST_BAR?.label}: ${HIGHEST_BAR?.profile}, at ${HIGHEST_BAR?.valueText}. Profiles overlap, so the bars do not add up.`,
  headers: { label: 'Category', note: 'Most common profile', value: 'Estimated rate' },
  scaleMaximum: Math.max(...CATEGORY_BARS.map((bar) => bar.value)),
  isPartOfWhole: false,
  bars: CATEGORY_BARS.map(({ label, profile, value, valueText }) => ({
    label,
    note: profile,
    value,
    valueText,
  })),
};
