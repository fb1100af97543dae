import type {
  PeerRecognition,
  StudentProfile,
  StudyFriend,
  StudyGroup,
} from '../learning/learning.ts';

/**
 * The sample learner both learning pages show (public spec §3 "Student profile"), her study
 * friends and her community. Invented people; the pages say that this is a sample.
 */
export const STUDENT_PROFILE: StudentProfile = {
  name: 'Maya',
  grade: '4th grade',
  age: 9,
  neuroType: 'ADHD and dyslexia',
  strengths: ['Building things', 'Spotting patterns', 'Asking big questions'],
  challenges: ['Long reading passages', 'Staying with one task for long'],
  preferences: ['Hands-on projects', 'Pictures and diagrams', 'Short work blocks'],
  iepGoals: [
    'Read grade-level text with text-to-speech support',
    'Plan a three-step task on her own',
  ],
  accommodations: ['Text-to-speech', 'Movement breaks', 'Extra time on tests'],
  achievements: ['First Robot Program', 'Pattern Master', 'Seven-Day Streak', 'Helpful Teammate'],
  streakDays: 7,
  socialEmotional: {
    selfAwareness: 78,
    selfManagement: 64,
    socialAwareness: 82,
    relationshipSkills: 75,
    decisionMaking: 70,
  },
  /** The stars of the sample adventures added up. */
  totalStars: 9,
  /** The sample modules marked completed. */
  modulesCompleted: 2,
  badgesEarned: 4,
};

/**
 * The statuses a study friend can have, in the order of the dots that repeat them: the words
 * the friends below use, so a page in any language can tell which dot a status gets.
 */
export const FRIEND_STATUSES = [
  'Studying now',
  'Online',
  'Offline',
] as const satisfies readonly StudyFriend['status'][];

export const STUDY_FRIENDS: readonly StudyFriend[] = [
  {
    id: 'leo',
    name: 'Leo',
    grade: '4th grade',
    favouriteSubject: 'Engineering Design',
    sharedInterests: ['Robots', 'Bridges'],
    status: 'Studying now',
  },
  {
    id: 'amara',
    name: 'Amara',
    grade: '5th grade',
    favouriteSubject: 'Life Sciences',
    sharedInterests: ['Animals', 'Drawing'],
    status: 'Online',
  },
  {
    id: 'sam',
    name: 'Sam',
    grade: '4th grade',
    favouriteSubject: 'Math and Data',
    sharedInterests: ['Puzzles', 'Music'],
    status: 'Offline',
  },
];

export const STUDY_GROUPS: readonly StudyGroup[] = [
  {
    id: 'robotics-club',
    name: 'Robotics Builders Club',
    description: 'Build and program small robots together, with clear roles for every member.',
    members: 8,
    meets: 'Tuesdays, 3:30 PM',
  },
  {
    id: 'quiet-math',
    name: 'Quiet Math Circle',
    description: 'Puzzles and number games in a calm room, at your own pace.',
    members: 5,
    meets: 'Thursdays, 3:30 PM',
  },
];

export const PEER_RECOGNITIONS: readonly PeerRecognition[] = [
  {
    id: 'recognition-leo',
    from: 'Leo',
    title: 'Helpful Teammate',
    message: 'Maya showed me how to make our robot turn without bumping the wall.',
    when: 'This week',
  },
  {
    id: 'recognition-amara',
    from: 'Amara',
    title: 'Great Question',
    message: 'Maya asked why pond snails float, and we all found out together.',
    when: 'Last week',
  },
];
