import {
  CATEGORY_LABELS,
  DIFFICULTY_LABELS,
  LEARNING_STYLE_LABELS,
  type StudentProfile,
} from '../learning/learning.ts';
import { PATH_STEP_LABELS, type ModuleActionLabel } from '../learning/cards.ts';
import { STUDENT_PROFILE } from './learner-profile.ts';

/**
 * The learner dashboard at /admin/learning (public spec §2 "Learner dashboard"): four tabs of
 * hard-coded sample data, seen as the sample learner would see them.
 */

export const LEARNER_DASHBOARD = {
  title: 'Learning Platform',
  description: `The learner’s view of the platform, with sample data: ${STUDENT_PROFILE.name}, ${STUDENT_PROFILE.grade}. Nothing here is saved.`,
  tabsLabel: 'Learner dashboard',
} as const;

export const LEARNER_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'modules', label: 'Learning Modules' },
  { id: 'progress', label: 'Progress & Analytics' },
  { id: 'community', label: 'Community' },
] as const;
export type LearnerTabId = (typeof LEARNER_TABS)[number]['id'];

export const LEARNER_OVERVIEW = {
  profileTitle: 'Profile',
  statsTitle: 'This term',
  achievements: 'Achievements',
  streak: 'Day streak',
  completed: 'Modules completed',
  recommendedTitle: 'Recommended path',
  recommendedIntro: 'Start with these three modules, in this order.',
  welcome: (name: string) => `Welcome back, ${name}`,
  streakValue: (days: number) => `${days} days`,
  completedValue: (completed: number, total: number) => `${completed} of ${total}`,
  age: (age: number) => `Age ${age}`,
  /** The titles of the lists on the profile card. */
  profileLists: {
    strengths: 'Strengths',
    challenges: 'Challenges',
    accommodations: 'Accommodations',
    iepGoals: 'IEP goals',
  } satisfies Partial<Record<keyof StudentProfile, string>>,
} as const;

/** The words for the fixed values of the sample modules (domain/learning/learning.ts). */
export const LEARNING_LABELS = {
  categories: CATEGORY_LABELS,
  difficulties: DIFFICULTY_LABELS,
  modalities: LEARNING_STYLE_LABELS,
  /** Written under the numbered circle of each step of a learning path. */
  pathSteps: PATH_STEP_LABELS,
};

export const LEARNER_MODULES_COPY = {
  title: 'Learning Modules',
  intro: 'Six modules, each with the adaptations and accommodations it builds in.',
  completed: 'Completed',
  minutes: 'minutes',
  modalities: 'Ways in',
  adaptations: 'Adaptations',
  accommodations: 'Accommodations',
  standards: 'Standards',
  progress: (title: string) => `${title} progress`,
  actions: {
    'Start Learning': 'Start Learning',
    Continue: 'Continue',
  } satisfies Record<ModuleActionLabel, string>,
  /** Said when Start Learning or Continue is pressed: the lessons themselves are not built. */
  previewMessage: 'This dashboard shows sample data, so lessons do not open from here yet.',
} as const;

/** Fixed figures of the Progress & Analytics tab (public spec §2). */
export const LEARNER_ANALYTICS = {
  title: 'Progress & Analytics',
  figures: [
    { value: '75%', label: 'Overall progress' },
    { value: '8.5h', label: 'Time spent' },
    { value: '12', label: 'Skills' },
    { value: '95%', label: 'Engagement' },
  ],
  pathTitle: 'Learning path',
  levelTitle: 'Level',
  level: 5,
  levelText: 'Level 5',
  levelNote: 'Explorer: keep going to reach level 6.',
} as const;

export const LEARNER_COMMUNITY = {
  title: 'Community',
  groupsTitle: 'Study groups',
  joinGroup: 'Join Group',
  joined: 'Joined',
  members: 'members',
  meets: 'Meets',
  recognitionsTitle: 'Peer recognition',
  from: 'From',
  /** Read out after Join Group and after leaving a group. */
  joinedMessage: (group: string) => `You joined ${group}.`,
  leftMessage: (group: string) => `You left ${group}.`,
} as const;
