import type { Illustration } from './types.ts';

/**
 * The site's illustrations (public/illustrations), each with the words that stand in for it.
 * Drawn by hand for this site in the palette of docs/design.md: no photographs, nothing loaded
 * from elsewhere. Pages refer to these entries, so a drawing has one description per language.
 */
export const ILLUSTRATIONS = {
  learningTogether: {
    src: '/illustrations/learning-together.svg',
    width: 640,
    height: 500,
    alt: 'A girl wearing ear muffs builds a small robot at a table. A teacher sits next to her and points at the next step.',
  },
  fusionModel: {
    src: '/illustrations/fusion-model.svg',
    width: 560,
    height: 420,
    alt: 'Two circles that overlap. One is therapy and health care. The other is science and math teaching. A learner stands where they meet.',
  },
  campusWoodlands: {
    src: '/illustrations/campus-woodlands.svg',
    width: 480,
    height: 280,
    alt: 'A low school building with large windows among tall pine trees; a parent and a child walk up the path to the door.',
  },
  campusKemah: {
    src: '/illustrations/campus-kemah.svg',
    width: 480,
    height: 280,
    alt: 'A college building on the shore of the bay, with a boardwalk and a sailboat on the water.',
  },
  campusDrippingSprings: {
    src: '/illustrations/campus-dripping-springs.svg',
    width: 480,
    height: 280,
    alt: 'A research building with a small observatory dome on a green hill, among live oak trees and bluebonnets.',
  },
  campusPath: {
    src: '/illustrations/campus-path.svg',
    width: 560,
    height: 420,
    alt: 'A path winds from a school among pine trees, past a college by the bay, up to a research institute in the hills.',
  },
  quietRoom: {
    src: '/illustrations/quiet-room.svg',
    width: 560,
    height: 420,
    alt: 'A learner reads in a quiet room, sitting on a large cushion under a soft lamp, with headphones around his neck.',
  },
  familyMeeting: {
    src: '/illustrations/family-meeting.svg',
    width: 560,
    height: 420,
    alt: 'A mother and her child sit at a round table with a teacher, planning the week together on a large sheet of paper.',
  },
  labBench: {
    src: '/illustrations/lab-bench.svg',
    width: 560,
    height: 420,
    alt: 'Two college students work side by side at a lab bench, one at a microscope and one at a laptop.',
  },
} as const satisfies Record<string, Illustration>;
