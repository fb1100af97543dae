import { ILLUSTRATIONS } from './illustrations.ts';
import { ACADEMY_TABS, type AcademyTabId } from '../learning/academy-tabs.ts';
import { LEARNING_STYLE_LABELS, type SocialEmotionalScores } from '../learning/learning.ts';
import { adventureToResume, type AdventureAction } from '../learning/cards.ts';
import { ADVENTURES } from './adventures.ts';
import { ACADEMY_OPENING } from './campuses.ts';
import { STUDENT_PROFILE } from './learner-profile.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * The K-12 academy page (public spec §2 "K-12 academy page"): a look at a sample learner's
 * day in six tabs. The programs are in stem-programs.ts, the sample learner in
 * learner-profile.ts and adventures.ts, the wizard in pathway-wizard.ts.
 */

export const NEXUS_LEARNING_META: PageMeta = {
  path: '/nexus-learning',
  title: pageTitle('NovaLearn Academy, the K-12 academy'),
  description:
    'What school feels like at NovaLearn Academy. Science and math adventures for learners with ADHD, autism or dyslexia. A planner to map your child’s path.',
};

export const ACADEMY_INTRO = {
  title: 'NovaLearn Academy',
  subtitle: `A school from kindergarten to grade 12 (K-12) in The Woodlands, Texas. We plan to open in ${ACADEMY_OPENING}.`,
  lead: 'Learning here is a set of short, hands-on adventures in science, technology, engineering and math, shaped around how each child learns. Look around a learner’s day, or plan a pathway for your child.',
  sampleNote: `${STUDENT_PROFILE.name} is a sample learner (${STUDENT_PROFILE.grade}). Her progress, friends and tools show what the academy will feel like; they are example data.`,
  illustration: ILLUSTRATIONS.campusWoodlands,
} as const;

export const ACADEMY_TABS_LABEL = 'A learner’s day at NovaLearn Academy';

/** The name of each tab (the ids and their order are in domain/learning/academy-tabs.ts). */
export const ACADEMY_TAB_LABELS = Object.fromEntries(
  ACADEMY_TABS.map((tab) => [tab.id, tab.label]),
) as Record<AcademyTabId, string>;

/** Where "Resume Module" leads: the sample data always has an adventure in progress. */
export const RESUME_ADVENTURE = adventureToResume(ADVENTURES) ?? ADVENTURES[0]!;

/** Copy of the Home tab: where the learner picks up, today's challenge and a live session. */
export const ACADEMY_HOME = {
  /** Said where the greeting is, so no visitor takes the sample page for a live one. */
  sampleNote: `Sample page: what ${STUDENT_PROFILE.name}, a sample learner, would see. The buttons show a preview. Nothing starts and nothing is saved.`,
  title: `Welcome back, ${STUDENT_PROFILE.name}!`,
  intro: 'Three ways to start today. Pick one; there is no wrong choice.',
  resume: {
    title: 'Pick up where you left off',
    text: `${RESUME_ADVENTURE.title} is ${RESUME_ADVENTURE.progress}% done. Resume Module takes you back to it.`,
    action: 'Resume Module',
  },
  dailyChallenge: {
    title: 'Daily challenge',
    text: 'One small puzzle a day, solved your way: draw it, build it or say it.',
    action: 'Daily Challenge',
    details: [
      'A spider has 8 legs. How many legs do 3 spiders have?',
      'Tip: draw three spiders, or count out blocks in groups of 8.',
    ],
  },
  session: {
    title: 'Live study session',
    text: 'Learn with a small group and a teacher, online or in the classroom.',
    action: 'Join Session',
    details: [
      'Next session: Robotics Builders Club, Tuesday at 3:30 PM, with up to 8 learners.',
      `Live sessions start when the academy opens in ${ACADEMY_OPENING}.`,
    ],
  },
} as const;

export const ACADEMY_ADVENTURES = {
  title: 'Adventures',
  intro:
    'Every adventure belongs to one of six core STEM programs and comes with the supports the learner needs built in.',
  yourAdventures: 'Your adventures',
  programsTitle: 'Six core STEM programs',
  programsIntro: 'Each program grows with the learner, from kindergarten to grade 12.',
  /** Names a grade band of a program, such as "Grades K-5". */
  grades: (band: string) => `Grades ${band}`,
} as const;

/** Said after pressing an adventure or tool button: this page is a look ahead, not the platform. */
export const PREVIEW_MESSAGE = `This is a preview. Adventures and tools open for learners when the academy opens in ${ACADEMY_OPENING}.`;

/** The words around the sample adventures (features/academy/adventure-card.tsx and others). */
export const ACADEMY_CARD_LABELS = {
  /** The name of a progress bar. */
  progress: (title: string) => `${title} progress`,
  stars: (stars: number, maxStars: number) => `${stars} of ${maxStars} stars`,
  minutes: (minutes: number) => `${minutes} min`,
  completed: 'Completed',
  iepAligned: 'IEP-aligned',
  game: 'Game',
  learnIt: (styles: string) => `Learn it: ${styles}`,
  styles: LEARNING_STYLE_LABELS,
  supportsIn: (title: string) => `Supports in ${title}`,
  /** The tag after the first three supports (public spec §9). */
  moreSupports: (count: number) => `+${count} more`,
  actions: {
    Locked: 'Locked',
    'Start Adventure': 'Start Adventure',
    Continue: 'Continue',
  } satisfies Record<AdventureAction['label'], string>,
};

export const ACADEMY_PROGRESS = {
  title: 'Progress',
  intro: `How ${STUDENT_PROFILE.name} is doing, in numbers and in words.`,
  stats: [
    { label: 'Stars earned', value: String(STUDENT_PROFILE.totalStars) },
    { label: 'Modules completed', value: String(STUDENT_PROFILE.modulesCompleted) },
    { label: 'Badges earned', value: String(STUDENT_PROFILE.badgesEarned) },
    { label: 'Day streak', value: `${STUDENT_PROFILE.streakDays} days` },
  ],
  skillsTitle: 'Social and emotional skills',
  skillLabels: {
    selfAwareness: 'Knowing my feelings',
    selfManagement: 'Managing my feelings',
    socialAwareness: 'Understanding others',
    relationshipSkills: 'Working with others',
    decisionMaking: 'Making good choices',
  } satisfies Record<keyof SocialEmotionalScores, string>,
  adventuresTitle: 'Adventure progress',
} as const;

export const ACADEMY_TOOLS = {
  title: 'My Tools',
  intro: 'Helpers a learner can open at any time, in any lesson.',
  tools: [
    {
      title: 'Math Helper',
      text: 'Shows each step of a problem with pictures, and reads it aloud on request.',
    },
    {
      title: 'Code Editor',
      text: 'Block coding that turns into real code when the learner is ready.',
    },
    {
      title: 'Virtual Lab',
      text: 'Safe science experiments on screen, to try again as many times as you like.',
    },
  ],
  open: (tool: string) => `Open ${tool}`,
} as const;

export const ACADEMY_FRIENDS = {
  title: 'Friends',
  intro: 'Study friends with shared interests. Invite one to learn together.',
  invite: 'Invite to study',
  invited: 'Invited',
  favourite: (subject: string) => `Favourite: ${subject}`,
  likes: (interests: string) => `Likes: ${interests}`,
  /** Read out after Invite to study and after taking the invitation back. */
  invitedMessage: (name: string) => `You invited ${name} to study.`,
  uninvitedMessage: (name: string) => `Invitation to ${name} taken back.`,
} as const;
