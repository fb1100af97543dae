import type { PathwayRecommendationsContent, StemProgramsContent } from '../content/modules.ts';
import * as englishRecommendations from '../content/pathway-recommendations.ts';
import { STEM_PROGRAMS, type StemProgramId } from '../content/stem-programs.ts';
import { LEARNING_STYLE_LABELS, type LearningStyle } from '../learning/learning.ts';
import {
  ENVIRONMENT_LABELS,
  NEURO_PROFILE_LABELS,
  type Environment,
  type NeuroProfile,
  type WizardStep,
} from './pathway-options.ts';

/**
 * The K-12 pathway wizard (public spec §2 "Pathway wizard", §3 "Wizard options", §4, §5): the
 * options, the rule for moving on, and the pathway computed from the family's choices. Pure and
 * deterministic, so the same choices always give the same pathway and the tests can say so.
 */

/**
 * The words a pathway is written in: one language's recommendations, program names and option
 * labels (ADR 012). Which programs fit which choices (PROGRAM_FIT) is the same in every language,
 * so it always comes from the English module. Without a copy, the pathway is in English.
 */
export type PathwayCopy = {
  recommendations: Pick<
    PathwayRecommendationsContent,
    | 'PROFILE_SUPPORTS'
    | 'STYLE_SUPPORTS'
    | 'STYLE_PHRASES'
    | 'ENVIRONMENT_SETTINGS'
    | 'FIRST_WEEK'
    | 'PATHWAY_SUMMARY'
  >;
  programs: StemProgramsContent['STEM_PROGRAMS'];
  labels: {
    readonly profiles: Readonly<Record<NeuroProfile, string>>;
    readonly styles: Readonly<Record<LearningStyle, string>>;
    readonly environments: Readonly<Record<Environment, string>>;
  };
};

export const ENGLISH_PATHWAY_COPY: PathwayCopy = {
  recommendations: englishRecommendations,
  programs: STEM_PROGRAMS,
  labels: {
    profiles: NEURO_PROFILE_LABELS,
    styles: LEARNING_STYLE_LABELS,
    environments: ENVIRONMENT_LABELS,
  },
};

export type PathwayChoices = {
  profiles: readonly NeuroProfile[];
  styles: readonly LearningStyle[];
  environments: readonly Environment[];
};

export const EMPTY_CHOICES: PathwayChoices = { profiles: [], styles: [], environments: [] };

export const STEP_CHOICE: Record<Exclude<WizardStep, 'pathway'>, keyof PathwayChoices> = {
  profile: 'profiles',
  style: 'styles',
  preferences: 'environments',
};

/** Continue stays disabled until the step has at least one choice (spec §5). */
export function canContinue(step: WizardStep, choices: PathwayChoices): boolean {
  if (step === 'pathway') return false;
  return choices[STEP_CHOICE[step]].length > 0;
}

/** Adds or removes one option, keeping the options in the order the wizard lists them. */
export function toggleChoice<T extends string>(
  chosen: readonly T[],
  value: T,
  order: readonly T[],
): T[] {
  const next = chosen.includes(value)
    ? chosen.filter((item) => item !== value)
    : [...chosen, value];
  return order.filter((option) => next.includes(option));
}

/** How many programs the pathway recommends. */
export const RECOMMENDED_PROGRAM_COUNT = 3;

export type RecommendedProgram = { id: StemProgramId; name: string; reasons: readonly string[] };
export type FirstWeekDay = { day: string; plan: string };

export type Pathway = {
  programs: readonly RecommendedProgram[];
  supports: readonly string[];
  accommodations: readonly string[];
  firstWeek: readonly FirstWeekDay[];
};

/**
 * Up to three programs, best fit first: one point for each chosen style and each chosen setting
 * the program suits. Ties keep the order of the six programs on the page. A program that matches
 * nothing is not recommended.
 */
function recommendPrograms(choices: PathwayChoices, copy: PathwayCopy): RecommendedProgram[] {
  const { labels } = copy;
  return STEM_PROGRAMS.map((program) => {
    const fit = englishRecommendations.PROGRAM_FIT[program.id];
    const reasons = [
      ...choices.styles
        .filter((style) => fit.styles.includes(style))
        .map((style) => labels.styles[style]),
      ...choices.environments
        .filter((environment) => fit.environments.includes(environment))
        .map((environment) => labels.environments[environment]),
    ];
    return { id: program.id, name: programName(program.id, copy), reasons };
  })
    .filter((program) => program.reasons.length > 0)
    .sort((a, b) => b.reasons.length - a.reasons.length)
    .slice(0, RECOMMENDED_PROGRAM_COUNT);
}

const unique = (items: readonly string[]) => [...new Set(items)];

/** A program's name in the copy's language (the English one if the copy lacks it). */
function programName(id: StemProgramId, copy: PathwayCopy): string {
  return (
    copy.programs.find((program) => program.id === id)?.name ??
    STEM_PROGRAMS.find((program) => program.id === id)!.name
  );
}

function planFirstWeek(
  choices: PathwayChoices,
  programs: readonly RecommendedProgram[],
  copy: PathwayCopy,
): FirstWeekDay[] {
  const { ENVIRONMENT_SETTINGS, STYLE_PHRASES, FIRST_WEEK } = copy.recommendations;
  const setting = ENVIRONMENT_SETTINGS[choices.environments[0] ?? 'structured'];
  const way = STYLE_PHRASES[choices.styles[0] ?? 'visual'];
  const program = (index: number) =>
    programs[index]?.name ?? programs[0]?.name ?? programName('math-data', copy);
  const { monday, tuesday, wednesday, thursday, friday } = FIRST_WEEK;
  return [
    { day: monday.day, plan: monday.plan(setting) },
    { day: tuesday.day, plan: tuesday.plan(program(0), way) },
    { day: wednesday.day, plan: wednesday.plan(program(1)) },
    { day: thursday.day, plan: thursday.plan(program(2)) },
    { day: friday.day, plan: friday.plan },
  ];
}

export function computePathway(
  choices: PathwayChoices,
  copy: PathwayCopy = ENGLISH_PATHWAY_COPY,
): Pathway {
  const { PROFILE_SUPPORTS, STYLE_SUPPORTS } = copy.recommendations;
  const programs = recommendPrograms(choices, copy);
  return {
    programs,
    supports: unique([
      ...choices.profiles.flatMap((profile) => PROFILE_SUPPORTS[profile].supports),
      ...choices.styles.map((style) => STYLE_SUPPORTS[style]),
    ]),
    accommodations: unique(
      choices.profiles.flatMap((profile) => PROFILE_SUPPORTS[profile].accommodations),
    ),
    firstWeek: planFirstWeek(choices, programs, copy),
  };
}

const listOf = (labels: readonly string[]) => labels.join(', ');

/**
 * The pathway as plain text for the enrollment form's additional-information field, where the
 * family can keep or edit it. Plain text on purpose: that field is stored and shown as text.
 */
export function formatPathwaySummary(
  choices: PathwayChoices,
  pathway: Pathway,
  copy: PathwayCopy = ENGLISH_PATHWAY_COPY,
): string {
  const { labels } = copy;
  const heading = copy.recommendations.PATHWAY_SUMMARY;
  return [
    heading.title,
    `${heading.profile}: ${listOf(choices.profiles.map((profile) => labels.profiles[profile]))}`,
    `${heading.styles}: ${listOf(choices.styles.map((style) => labels.styles[style]))}`,
    `${heading.environments}: ${listOf(choices.environments.map((environment) => labels.environments[environment]))}`,
    `${heading.programs}: ${listOf(pathway.programs.map((program) => program.name))}`,
    `${heading.supports}:`,
    ...pathway.supports.map((support) => `- ${support}`),
    `${heading.accommodations}:`,
    ...pathway.accommodations.map((accommodation) => `- ${accommodation}`),
    `${heading.firstWeek}:`,
    ...pathway.firstWeek.map(({ day, plan }) => `- ${day}: ${plan}`),
  ].join('\n');
}
