import { LEARNING_STYLE_LABELS, type LearningStyle } from '../learning/learning.ts';
import {
  ENVIRONMENT_LABELS,
  NEURO_PROFILE_LABELS,
  type Environment,
  type NeuroProfile,
  type WizardStep,
} from '../site/pathway-options.ts';

/** The copy of the pathway wizard on the My Pathway tab (public spec §2 "Pathway wizard"). */

export const PATHWAY_WIZARD = {
  title: 'My Pathway',
  intro:
    'Four short steps. Tell us about your child, and we suggest programs, supports and a first week. Nothing is sent anywhere until you choose to join the waiting list.',
  continue: 'Continue',
  back: 'Back',
  startOver: 'Start Over',
  startJourney: 'Start My Journey',
  startJourneyNote:
    'Opens the K-12 waiting list with this pathway in the additional information, for you to keep or edit.',
  /** The K-12 tab of the enrollment page in this language (the enrollment page reads `campus`). */
  enrollmentLink: '/enrollment?campus=k12',
  stepsLabel: 'Pathway steps',
  /** Read after a step of the step list that is done. */
  stepDone: '(done)',
  stepHeading: (number: number, total: number, name: string) =>
    `Step ${number} of ${total}: ${name}`,
} as const;

export type WizardStepCopy = {
  /** The short name in the step list. */
  name: string;
  question: string;
  /** Shown while Continue is disabled, and read with the button. */
  hint?: string;
};

export const WIZARD_STEP_COPY: Record<WizardStep, WizardStepCopy> = {
  profile: {
    name: 'Profile',
    question: 'Which of these describe your child? Choose all that fit.',
    hint: 'Choose at least one profile to continue.',
  },
  style: {
    name: 'Learning Style',
    question: 'How does your child learn best? Choose all that fit.',
    hint: 'Choose at least one learning style to continue.',
  },
  preferences: {
    name: 'Preferences',
    question: 'Where does your child do their best work? Choose all that fit.',
    hint: 'Choose at least one learning environment to continue.',
  },
  pathway: {
    name: 'Pathway',
    question: 'A suggested pathway for your child',
  },
};

export const PATHWAY_RESULT = {
  programs: 'Recommended programs',
  matches: 'Fits',
  supports: 'Supports',
  accommodations: 'Accommodations',
  firstWeek: 'A suggested first week',
} as const;

/**
 * The name of each option, by step: also the words of the pathway and of its summary for the
 * enrollment form (domain/site/pathway.ts).
 */
export const WIZARD_OPTION_LABELS = {
  profiles: NEURO_PROFILE_LABELS,
  styles: LEARNING_STYLE_LABELS,
  environments: ENVIRONMENT_LABELS,
};

export const PROFILE_OPTION_TEXT: Record<NeuroProfile, string> = {
  autism: 'Predictable days and clear language help.',
  adhd: 'ADHD is short for attention deficit hyperactivity disorder. Moving around and short tasks help with focus.',
  dyslexia: 'Reading and spelling take extra effort.',
  sensory: 'Noise, light or touch can feel too much.',
  anxiety: 'New or uncertain things feel stressful.',
  executive: 'Planning and keeping track are hard.',
};

export const STYLE_OPTION_TEXT: Record<LearningStyle, string> = {
  visual: 'Pictures, diagrams and video.',
  auditory: 'Listening, talking and music.',
  kinesthetic: 'Building, moving and touching.',
  reading: 'Reading and writing things down.',
};

export const ENVIRONMENT_OPTION_TEXT: Record<Environment, string> = {
  quiet: 'A calm room with little noise.',
  collaborative: 'Projects in a small team.',
  flexible: 'Choosing where and how to sit.',
  structured: 'The same routine every day.',
  technology: 'Tablets, laptops and apps.',
  realworld: 'Projects with a real purpose.',
};
