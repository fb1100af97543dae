import {
  ENVIRONMENT_SETTINGS,
  PROFILE_SUPPORTS,
  PROGRAM_FIT,
  STYLE_PHRASES,
  STYLE_SUPPORTS,
} from './content/pathway-recommendations.ts';
import { STEM_PROGRAMS, type StemProgramId } from './content/stem-programs.ts';
import { LEARNING_STYLE_LABELS, type LearningStyle } from './learning.ts';

/**
 * The K-12 pathway wizard (public spec §2 "Pathway wizard", §3 "Wizard options", §4, §5): the
 * options, the rule for moving on, and the pathway computed from the family's choices. Pure and
 * deterministic, so the same choices always give the same pathway and the tests can say so.
 */

export const NEURO_PROFILES = [
  'autism',
  'adhd',
  'dyslexia',
  'sensory',
  'anxiety',
  'executive',
] as const;
export type NeuroProfile = (typeof NEURO_PROFILES)[number];

export const ENVIRONMENTS = [
  'quiet',
  'collaborative',
  'flexible',
  'structured',
  'technology',
  'realworld',
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const NEURO_PROFILE_LABELS: Record<NeuroProfile, string> = {
  autism: 'Autism',
  adhd: 'ADHD',
  dyslexia: 'Dyslexia',
  sensory: 'Sensory processing',
  anxiety: 'Anxiety',
  executive: 'Executive function',
};

export const ENVIRONMENT_LABELS: Record<Environment, string> = {
  quiet: 'Quiet spaces',
  collaborative: 'Working with others',
  flexible: 'Flexible seating',
  structured: 'Clear routines',
  technology: 'Technology-rich',
  realworld: 'Real-world projects',
};

export type PathwayChoices = {
  profiles: readonly NeuroProfile[];
  styles: readonly LearningStyle[];
  environments: readonly Environment[];
};

export const EMPTY_CHOICES: PathwayChoices = { profiles: [], styles: [], environments: [] };

/** Steps 1 to 4; the first three each fill one list of choices (spec §4 "Wizard"). */
export const WIZARD_STEPS = ['profile', 'style', 'preferences', 'pathway'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

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
function recommendPrograms(choices: PathwayChoices): RecommendedProgram[] {
  return STEM_PROGRAMS.map((program) => {
    const fit = PROGRAM_FIT[program.id];
    const reasons = [
      ...choices.styles
        .filter((style) => fit.styles.includes(style))
        .map((style) => LEARNING_STYLE_LABELS[style]),
      ...choices.environments
        .filter((environment) => fit.environments.includes(environment))
        .map((environment) => ENVIRONMENT_LABELS[environment]),
    ];
    return { id: program.id, name: program.name, reasons };
  })
    .filter((program) => program.reasons.length > 0)
    .sort((a, b) => b.reasons.length - a.reasons.length)
    .slice(0, RECOMMENDED_PROGRAM_COUNT);
}

const unique = (items: readonly string[]) => [...new Set(items)];

function planFirstWeek(
  choices: PathwayChoices,
  programs: readonly RecommendedProgram[],
): FirstWeekDay[] {
  const setting = ENVIRONMENT_SETTINGS[choices.environments[0] ?? 'structured'];
  const way = STYLE_PHRASES[choices.styles[0] ?? 'visual'];
  const program = (index: number) => programs[index]?.name ?? programs[0]?.name ?? 'Math and Data';
  return [
    { day: 'Monday', plan: `Meet your teacher and therapist, and set up ${setting}.` },
    { day: 'Tuesday', plan: `A first ${program(0)} adventure, learned ${way}.` },
    { day: 'Wednesday', plan: `Try ${program(1)} in a short session, with a break halfway.` },
    { day: 'Thursday', plan: `Explore ${program(2)}, then pick a favourite project so far.` },
    { day: 'Friday', plan: 'Look back at the week with your family and adjust the plan together.' },
  ];
}

export function computePathway(choices: PathwayChoices): Pathway {
  const programs = recommendPrograms(choices);
  return {
    programs,
    supports: unique([
      ...choices.profiles.flatMap((profile) => PROFILE_SUPPORTS[profile].supports),
      ...choices.styles.map((style) => STYLE_SUPPORTS[style]),
    ]),
    accommodations: unique(
      choices.profiles.flatMap((profile) => PROFILE_SUPPORTS[profile].accommodations),
    ),
    firstWeek: planFirstWeek(choices, programs),
  };
}

const listOf = (labels: readonly string[]) => labels.join(', ');

/**
 * The pathway as plain text for the enrollment form's additional-information field, where the
 * family can keep or edit it. Plain text on purpose: that field is stored and shown as text.
 */
export function formatPathwaySummary(choices: PathwayChoices, pathway: Pathway): string {
  return [
    'My NovaLearn Academy pathway (from the pathway planner)',
    `Profile: ${listOf(choices.profiles.map((profile) => NEURO_PROFILE_LABELS[profile]))}`,
    `Learning styles: ${listOf(choices.styles.map((style) => LEARNING_STYLE_LABELS[style]))}`,
    `Learning environments: ${listOf(choices.environments.map((environment) => ENVIRONMENT_LABELS[environment]))}`,
    `Recommended programs: ${listOf(pathway.programs.map((program) => program.name))}`,
    'Supports:',
    ...pathway.supports.map((support) => `- ${support}`),
    'Accommodations:',
    ...pathway.accommodations.map((accommodation) => `- ${accommodation}`),
    'Suggested first week:',
    ...pathway.firstWeek.map(({ day, plan }) => `- ${day}: ${plan}`),
  ].join('\n');
}
