import type { LearningStyle } from '../learning/learning.ts';
import type { Environment, NeuroProfile } from '../site/pathway-options.ts';
import type { StemProgramId } from './stem-programs.ts';

/**
 * What the pathway planner recommends for each choice (domain/site/pathway.ts does the choosing).
 * Words a family reads, so they live with the other copy; change them here and the planner,
 * its tests and the enrollment summary follow.
 */

/** Which ways of learning and which settings suit each program; a match scores one point. */
export const PROGRAM_FIT: Record<
  StemProgramId,
  { styles: readonly LearningStyle[]; environments: readonly Environment[] }
> = {
  'computer-science': {
    styles: ['visual', 'reading'],
    environments: ['quiet', 'technology', 'structured'],
  },
  'engineering-design': {
    styles: ['kinesthetic', 'visual'],
    environments: ['collaborative', 'realworld', 'flexible'],
  },
  'math-data': {
    styles: ['visual', 'reading'],
    environments: ['quiet', 'structured', 'technology'],
  },
  'life-sciences': {
    styles: ['kinesthetic', 'auditory', 'reading'],
    environments: ['realworld', 'collaborative'],
  },
  'environmental-science': {
    styles: ['kinesthetic', 'auditory'],
    environments: ['realworld', 'flexible', 'collaborative'],
  },
  'creative-technology': {
    styles: ['visual', 'auditory', 'kinesthetic'],
    environments: ['flexible', 'technology', 'collaborative'],
  },
};

export const PROFILE_SUPPORTS: Record<
  NeuroProfile,
  { supports: string[]; accommodations: string[] }
> = {
  autism: {
    supports: [
      'A visual schedule, with notice before any change',
      'A calm room to reset in at any time',
    ],
    accommodations: ['Extra time to answer questions', 'Clear, literal instructions in writing'],
  },
  adhd: {
    supports: [
      'Movement breaks between short work blocks',
      'Tasks split into small steps with a visible timer',
    ],
    accommodations: ['Extended time on tests', 'A seat with few distractions'],
  },
  dyslexia: {
    supports: [
      'Structured literacy lessons every day',
      'Text-to-speech and audiobooks for all reading',
    ],
    accommodations: [
      'Extended time for reading and writing',
      'Spoken answers accepted instead of written ones',
    ],
  },
  sensory: {
    supports: [
      'An occupational therapy sensory plan',
      'Noise-cancelling headphones and soft lighting',
    ],
    accommodations: ['Sensory breaks on request', 'A choice of seating and tools'],
  },
  anxiety: {
    supports: [
      'A morning check-in with a trusted adult',
      'A preview of new activities before they start',
    ],
    accommodations: ['Tests in a separate, quiet room', 'A private signal to ask for a break'],
  },
  executive: {
    supports: [
      'A daily planner reviewed with a teacher',
      'Checklists for every project with more than one step',
    ],
    accommodations: ['Deadlines split into checkpoints', 'Reminders for homework and materials'],
  },
};

export const STYLE_SUPPORTS: Record<LearningStyle, string> = {
  visual: 'Diagrams, pictures and short videos for each new idea',
  auditory: 'Spoken instructions and audio recordings of lessons',
  kinesthetic: 'Hands-on materials and build-to-learn tasks',
  reading: 'Written notes and a reading list for each lesson',
};

export const STYLE_PHRASES: Record<LearningStyle, string> = {
  visual: 'with pictures, diagrams and video',
  auditory: 'by listening and talking it through',
  kinesthetic: 'by building and moving',
  reading: 'by reading and writing',
};

export const ENVIRONMENT_SETTINGS: Record<Environment, string> = {
  quiet: 'a quiet corner of the classroom',
  collaborative: 'a small team with clear roles',
  flexible: 'a flexible seat: standing desk, cushion or wobble stool',
  structured: 'the daily routine, posted on the wall as pictures',
  technology: 'a laptop with assistive software',
  realworld: 'a project with a real partner from the community',
};

/** The suggested first week, Monday to Friday, filled in from the family's choices. */
export const FIRST_WEEK = {
  monday: {
    day: 'Monday',
    plan: (setting: string) => `Meet your teacher and therapist, and set up ${setting}.`,
  },
  tuesday: {
    day: 'Tuesday',
    plan: (program: string, way: string) => `A first ${program} adventure, learned ${way}.`,
  },
  wednesday: {
    day: 'Wednesday',
    plan: (program: string) => `Try ${program} in a short session, with a break halfway.`,
  },
  thursday: {
    day: 'Thursday',
    plan: (program: string) => `Explore ${program}, then pick a favourite project so far.`,
  },
  friday: {
    day: 'Friday',
    plan: 'Look back at the week with your family and adjust the plan together.',
  },
} as const;

/** The headings of the pathway summary the enrollment form receives, as plain text. */
export const PATHWAY_SUMMARY = {
  title: 'My NovaLearn Academy pathway (from the pathway planner)',
  profile: 'Profile',
  styles: 'Learning styles',
  environments: 'Learning environments',
  programs: 'Recommended programs',
  supports: 'Supports',
  accommodations: 'Accommodations',
  firstWeek: 'Suggested first week',
} as const;
