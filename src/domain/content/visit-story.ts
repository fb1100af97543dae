import { ILLUSTRATIONS } from './illustrations.ts';
import type { Illustration } from './types.ts';

/**
 * The "what will happen" page of an in-person visit (ADR 052): a social story, one step per
 * screen, read by a family (often with an anxious or autistic child) before they come. Plain,
 * literal, calm sentences: no idioms, nothing that might or might not happen. The visit's title,
 * duration and address fill in the sentences that take `facts`.
 */

/** What a step's sentences are filled in with: already written in the page's language. */
export type StoryFacts = {
  visitTitle: string;
  /** From durationInWords: "1 hour and 30 minutes". */
  duration: string;
  /** The address; null when the visit has none yet. */
  location: string | null;
};

export type StoryStep = {
  id: string;
  title: string;
  /** Decorative (alt=""): the step's words say everything the drawing shows. */
  illustrations: readonly Illustration[];
  /** Sentences with the visit's own facts in them, shown first. */
  facts: (facts: StoryFacts) => readonly string[];
  sentences: readonly string[];
  /** The order of the visit as a numbered list; empty for every step but the timeline. */
  order: readonly string[];
};

const decorative = (illustration: Illustration): Illustration => ({ ...illustration, alt: '' });

/** The brand's low band of hills: a divider, never a picture of something. */
const HORIZON: Illustration = {
  src: '/illustrations/horizon.svg',
  width: 1440,
  height: 96,
  alt: '',
};

/** The browser tab's title: the page has not loaded the visit yet when it is set. */
export const STORY_META = { title: 'What will happen at your visit' } as const;

export const STORY_PAGE = {
  title: (visitTitle: string) => `What will happen: ${visitTitle}`,
  lead: 'These steps show what will happen at the visit, one step at a time. You can read them with your child before you come.',
  loading: 'Loading the steps...',
  loadFailed: 'The steps could not be loaded. Please try again.',
  retry: 'Try again',
  notFoundTitle: 'Visit not found',
  notFoundText:
    'There is no visit at this address. The list of visits shows the visits you can book.',
  allVisits: 'See all visits',
  noStory: 'This visit has no page with steps. You can read about the visit on its own page.',
  backToVisit: 'Back to the visit page',
  stepsNavLabel: 'All steps',
  counter: (step: number, total: number) => `Step ${step} of ${total}`,
  back: 'Back',
  next: 'Next',
  print: 'Print all steps',
  printHint: 'This prints every step on paper, one after another.',
} as const;

/** "45 minutes", "1 hour", "1 hour and 30 minutes": written out, never "1.5 h". */
export function durationInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 1 ? '1 hour' : `${hours} hours`;
  const minuteText = rest === 1 ? '1 minute' : `${rest} minutes`;
  if (hours === 0) return minuteText;
  if (rest === 0) return hourText;
  return `${hourText} and ${minuteText}`;
}

export const STORY_STEPS = [
  {
    id: 'before',
    title: 'Before you come',
    illustrations: [decorative(ILLUSTRATIONS.campusPath)],
    facts: ({ visitTitle, duration }: StoryFacts) => [
      `This page shows what will happen at the visit: ${visitTitle}.`,
      `The visit takes ${duration}.`,
    ],
    sentences: ['You can leave at any time. Nobody will ask why.'],
    order: [],
  },
  {
    id: 'parking',
    title: 'Where to park',
    illustrations: [decorative(ILLUSTRATIONS.campusWoodlands)],
    facts: ({ location }: StoryFacts) => [
      location
        ? `The visit is at this address: ${location}.`
        : 'We send you the address by email when you book.',
    ],
    sentences: [
      'Park in the parking lot of the building.',
      'Then walk to the front door of the building.',
    ],
    order: [],
  },
  {
    id: 'welcome',
    title: 'Who meets you',
    illustrations: [decorative(ILLUSTRATIONS.familyMeeting)],
    facts: () => [],
    sentences: [
      'A staff member waits for you at the front door.',
      'They wear a name badge with their name on it.',
      'They say hello and show you in.',
      'You do not have to shake hands.',
    ],
    order: [],
  },
  {
    id: 'rooms',
    title: 'The rooms you will see',
    illustrations: [decorative(ILLUSTRATIONS.learningTogether), decorative(ILLUSTRATIONS.labBench)],
    facts: () => [],
    sentences: [
      'You will see some classrooms, the lab and the library.',
      'The lab is the room where students do science.',
      'You can look at everything. You do not have to touch anything.',
    ],
    order: [],
  },
  {
    id: 'timeline',
    title: 'What happens, and when',
    illustrations: [HORIZON],
    facts: ({ duration }: StoryFacts) => [`The visit takes ${duration}.`],
    sentences: ['Things happen in this order:'],
    order: [
      'A staff member says hello at the front door.',
      'You sit down, and we tell you about the school.',
      'We walk through the rooms together.',
      'You can ask questions. We answer them.',
      'The visit ends. The staff member walks with you to the front door.',
    ],
  },
  {
    id: 'quiet-room',
    title: 'The quiet room',
    illustrations: [decorative(ILLUSTRATIONS.quietRoom)],
    facts: () => [],
    sentences: [
      'The staff member shows you the quiet room when you arrive.',
      'It is a calm room with soft light and soft seats.',
      'Anyone can go there at any time. You do not have to ask first.',
    ],
    order: [],
  },
  {
    id: 'leaving',
    title: 'How to leave early',
    illustrations: [decorative(ILLUSTRATIONS.campusPath)],
    facts: () => [],
    sentences: [
      'You can leave the visit at any time.',
      'Tell any staff member that you are leaving, or just walk to the front door.',
      'Nobody will ask why.',
      'You can book another visit later if you want to.',
    ],
    order: [],
  },
] as const satisfies readonly StoryStep[];
