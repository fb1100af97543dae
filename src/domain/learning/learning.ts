/**
 * The learner sample entities of the K-12 academy page and the learner dashboard (public spec
 * §3 "Learner sample entities"), with values spelled as the spec gives them. The data itself is
 * hard-coded sample content in content/learning-modules.ts, content/adventures.ts and
 * content/learner-profile.ts.
 */

export const MODULE_CATEGORIES = [
  'science',
  'math',
  'technology',
  'engineering',
  'social',
  'cognitive',
] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

export const MODULE_DIFFICULTIES = [
  'foundational',
  'developing',
  'proficient',
  'advanced',
] as const;
export type ModuleDifficulty = (typeof MODULE_DIFFICULTIES)[number];

export const MODALITIES = ['visual', 'auditory', 'kinesthetic'] as const;
export type Modality = (typeof MODALITIES)[number];

/** Adventures add reading to the three modalities; the pathway wizard offers the same four. */
export const LEARNING_STYLES = ['visual', 'auditory', 'kinesthetic', 'reading'] as const;
export type LearningStyle = (typeof LEARNING_STYLES)[number];

export const CATEGORY_LABELS: Record<ModuleCategory, string> = {
  science: 'Science',
  math: 'Math',
  technology: 'Technology',
  engineering: 'Engineering',
  social: 'Social skills',
  cognitive: 'Thinking skills',
};

export const DIFFICULTY_LABELS: Record<ModuleDifficulty, string> = {
  foundational: 'Foundational',
  developing: 'Developing',
  proficient: 'Proficient',
  advanced: 'Advanced',
};

export const LEARNING_STYLE_LABELS: Record<LearningStyle, string> = {
  visual: 'Visual',
  auditory: 'Auditory',
  kinesthetic: 'Hands-on',
  reading: 'Reading and writing',
};

/** Sample durations run from 25 to 90 minutes (public spec §9). */
export const MIN_MODULE_MINUTES = 25;
export const MAX_MODULE_MINUTES = 90;
/** Adventures are rated on a five-star scale (public spec §9). */
export const MAX_STARS = 5;

export type LearningModule = {
  id: string;
  title: string;
  description: string;
  category: ModuleCategory;
  gradeLevel: string;
  difficulty: ModuleDifficulty;
  /** Minutes, 25 to 90. */
  duration: number;
  /** Percent, 0 to 100. */
  progress: number;
  modalities: readonly Modality[];
  adaptations: readonly string[];
  accommodations: readonly string[];
  standards: readonly string[];
  neuroType: string;
  completed: boolean;
};

export type Adventure = {
  id: number;
  title: string;
  subject: string;
  gradeLevel: string;
  skillLevel: string;
  description: string;
  neuroSupports: readonly string[];
  learningStyles: readonly LearningStyle[];
  /** Minutes. */
  duration: number;
  /** Percent, 0 to 100. */
  progress: number;
  /** 0 to MAX_STARS. */
  stars: number;
  unlocked: boolean;
  completed: boolean;
  gameified: boolean;
  iepAligned: boolean;
};

/** Scores from 0 to 100 in the five areas of social-emotional learning. */
export type SocialEmotionalScores = {
  selfAwareness: number;
  selfManagement: number;
  socialAwareness: number;
  relationshipSkills: number;
  decisionMaking: number;
};

export type StudentProfile = {
  name: string;
  grade: string;
  age: number;
  neuroType: string;
  strengths: readonly string[];
  challenges: readonly string[];
  preferences: readonly string[];
  iepGoals: readonly string[];
  accommodations: readonly string[];
  achievements: readonly string[];
  streakDays: number;
  socialEmotional: SocialEmotionalScores;
  totalStars: number;
  modulesCompleted: number;
  badgesEarned: number;
};

export type StudyFriend = {
  id: string;
  name: string;
  grade: string;
  favouriteSubject: string;
  sharedInterests: readonly string[];
  /** Said in words; a coloured dot beside it only repeats it. */
  status: 'Studying now' | 'Online' | 'Offline';
};

export type StudyGroup = {
  id: string;
  name: string;
  description: string;
  members: number;
  meets: string;
};

export type PeerRecognition = {
  id: string;
  from: string;
  title: string;
  message: string;
  when: string;
};
