import { ILLUSTRATIONS } from './illustrations.ts';
import type { Illustration, TimelineEntry } from './types.ts';

/** The three campuses and their dates (public spec §1). */
export type CampusId = 'academy' | 'bridge' | 'graduate';

export type Campus = {
  id: CampusId;
  name: string;
  /** What kind of school it is, in a few words. */
  level: string;
  town: string;
  state: 'Texas';
  /** When it opens, in the words of the spec. */
  opening: string;
  /** The phase text of the spec, copied exactly. */
  phase: string;
  summary: string;
  /** The page about this campus. */
  path: string;
  /** The campus and its landscape (pines, the bay, the Hill Country), on its card. */
  illustration: Illustration;
};

export const WAITING_LIST_OPENS = 'July 7, 2025';
export const ACADEMY_OPENING = 'Fall 2026';
export const BRIDGE_OPENING = 'Fall 2027';
export const FIRST_GRADUATE_COHORT = 'Fall 2029';
export const DOCTORAL_PROGRAM_YEARS = 4;
export const MASTERS_PROGRAM_YEARS = 2;

export const CAMPUSES: readonly Campus[] = [
  {
    id: 'academy',
    name: 'NovaLearn Academy',
    level: 'K-12 academy',
    town: 'The Woodlands',
    state: 'Texas',
    opening: `Planned opening ${ACADEMY_OPENING}`,
    phase: 'Medical-Educational Fusion',
    summary:
      'A school for kindergarten to grade 12. Teaching, therapy and medical support are planned together, in one building and in one school day.',
    path: '/nexus-learning',
    illustration: ILLUSTRATIONS.campusWoodlands,
  },
  {
    id: 'bridge',
    name: 'Nexus STEM College',
    level: 'Undergraduate Bridge Campus',
    town: 'Kemah',
    state: 'Texas',
    opening: `Planned opening ${BRIDGE_OPENING}`,
    phase: 'Campus Development Phase',
    summary:
      'A college for 2-year and 4-year degrees in science, technology, engineering and math. It is the bridge between school and a career or further study.',
    path: '/nexus-stem-college',
    illustration: ILLUSTRATIONS.campusKemah,
  },
  {
    id: 'graduate',
    name: 'ILIAS Graduate Research Institute',
    level: 'Graduate research campus',
    town: 'Dripping Springs',
    state: 'Texas',
    opening: `First graduate cohort enrollment ${FIRST_GRADUATE_COHORT}`,
    phase: 'Research Facilities Planning',
    summary: `A research campus with a doctoral program (${DOCTORAL_PROGRAM_YEARS} years) and a master's program (${MASTERS_PROGRAM_YEARS} years).`,
    path: '/ilias-program',
    illustration: ILLUSTRATIONS.campusDrippingSprings,
  },
];

/** The words around each campus card (features/public-site/campus-cards.tsx). */
export const CAMPUS_CARD_LABELS = {
  when: 'When',
  phase: 'Phase',
  /** Followed by the campus name. Text, not a function: it travels as page data (ADR 012). */
  readAbout: 'Read about',
};

export function findCampus(id: CampusId): Campus {
  const campus = CAMPUSES.find((candidate) => candidate.id === id);
  if (!campus) throw new Error(`Unknown campus ${id}`);
  return campus;
}

/** One virtual tour a year, one campus each (spec §9; the college page fixes March 2027). */
/** `month` (YYYY-MM) says when a tour has taken place; `when` is how the page writes it. */
export const VIRTUAL_TOURS: readonly { when: string; month: string; campusId: CampusId }[] = [
  { when: 'January 2026', month: '2026-01', campusId: 'academy' },
  { when: 'March 2027', month: '2027-03', campusId: 'bridge' },
  { when: 'May 2028', month: '2028-05', campusId: 'graduate' },
];

/** The group's milestones in date order: the home timeline and the contact page show these. */
export const MILESTONES: readonly TimelineEntry[] = [
  { when: WAITING_LIST_OPENS, what: 'The waiting list opens for families and students.' },
  { when: 'January 2026', what: 'Virtual tour of NovaLearn Academy.' },
  { when: ACADEMY_OPENING, what: 'NovaLearn Academy is planned to open in The Woodlands.' },
  { when: 'March 2027', what: 'Virtual tour of Nexus STEM College.' },
  {
    when: BRIDGE_OPENING,
    what: 'Nexus STEM College is planned to welcome its first students in Kemah.',
  },
  { when: 'May 2028', what: 'Virtual tour of the ILIAS Graduate Research Institute.' },
  {
    when: FIRST_GRADUATE_COHORT,
    what: 'The first graduate cohort enrolls at the ILIAS campus in Dripping Springs.',
  },
];
