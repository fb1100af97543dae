import type * as en from '../campuses.ts';
import type { CampusId } from '../campuses.ts';
import { DOCTORAL_PROGRAM_YEARS, MASTERS_PROGRAM_YEARS } from '../campuses.ts';
import type { Translated } from '../translated.ts';
import { ILLUSTRATIONS } from './illustrations.ts';

export type { Campus, CampusId } from '../campuses.ts';
export { DOCTORAL_PROGRAM_YEARS, MASTERS_PROGRAM_YEARS } from '../campuses.ts';

/** The three campuses and their dates (public spec §1), in Spanish. */

/**
 * Dates in lower case, as Spanish writes seasons and months: they are used inside sentences
 * ("en otoño de 2026") as well as on their own in timelines.
 */
export const WAITING_LIST_OPENS: Translated<typeof en.WAITING_LIST_OPENS> = '7 de julio de 2025';
export const ACADEMY_OPENING: Translated<typeof en.ACADEMY_OPENING> = 'otoño de 2026';
export const BRIDGE_OPENING: Translated<typeof en.BRIDGE_OPENING> = 'otoño de 2027';
export const FIRST_GRADUATE_COHORT: Translated<typeof en.FIRST_GRADUATE_COHORT> = 'otoño de 2029';

// CAMPUSES, findCampus and VIRTUAL_TOURS keep the English types (every text in them is already
// `string`), so ids stay `CampusId` and `findCampus(tour.campusId)` type-checks as in English.
export const CAMPUSES: typeof en.CAMPUSES = [
  {
    id: 'academy',
    name: 'NovaLearn Academy',
    level: 'Escuela K-12',
    town: 'The Woodlands',
    state: 'Texas',
    opening: `Apertura prevista: ${ACADEMY_OPENING}`,
    phase: 'Escuela y atención médica juntas',
    summary:
      'Una escuela desde kínder hasta el grado 12. La enseñanza, la terapia y el apoyo médico se planifican juntos, en un solo edificio y en un mismo día escolar.',
    path: '/es/nexus-learning',
    illustration: ILLUSTRATIONS.campusWoodlands,
  },
  {
    id: 'bridge',
    name: 'Nexus STEM College',
    level: 'Campus Bridge de licenciatura',
    town: 'Kemah',
    state: 'Texas',
    opening: `Apertura prevista: ${BRIDGE_OPENING}`,
    phase: 'Fase de desarrollo del campus',
    summary:
      'Una universidad con títulos de 2 y de 4 años en ciencias, tecnología, ingeniería y matemáticas. Es el puente entre la escuela y una profesión o más estudios.',
    path: '/es/nexus-stem-college',
    illustration: ILLUSTRATIONS.campusKemah,
  },
  {
    id: 'graduate',
    name: 'ILIAS Graduate Research Institute',
    level: 'Campus de investigación de posgrado',
    town: 'Dripping Springs',
    state: 'Texas',
    opening: `Inscripción del primer grupo de estudiantes de posgrado: ${FIRST_GRADUATE_COHORT}`,
    phase: 'Planificación de las instalaciones de investigación',
    summary: `Un campus de investigación con un programa de doctorado (${DOCTORAL_PROGRAM_YEARS} años) y un programa de maestría (${MASTERS_PROGRAM_YEARS} años).`,
    path: '/es/ilias-program',
    illustration: ILLUSTRATIONS.campusDrippingSprings,
  },
];

/** The words around each campus card (features/public-site/campus-cards.tsx). */
export const CAMPUS_CARD_LABELS: Translated<typeof en.CAMPUS_CARD_LABELS> = {
  when: 'Cuándo',
  phase: 'Fase',
  readAbout: 'Más información sobre',
};

export const findCampus: typeof en.findCampus = (id: CampusId) => {
  const campus = CAMPUSES.find((candidate) => candidate.id === id);
  if (!campus) throw new Error(`Unknown campus ${id}`);
  return campus;
};

/** One virtual tour a year, one campus each (spec §9; the college page fixes March 2027). */
export const VIRTUAL_TOURS: typeof en.VIRTUAL_TOURS = [
  { when: 'enero de 2026', month: '2026-01', campusId: 'academy' },
  { when: 'marzo de 2027', month: '2027-03', campusId: 'bridge' },
  { when: 'mayo de 2028', month: '2028-05', campusId: 'graduate' },
];

/** The group's milestones in date order: the home timeline and the contact page show these. */
export const MILESTONES: Translated<typeof en.MILESTONES> = [
  {
    when: WAITING_LIST_OPENS,
    what: 'Se abre la lista de espera para familias y estudiantes.',
  },
  { when: 'enero de 2026', what: 'Recorrido virtual de NovaLearn Academy.' },
  {
    when: ACADEMY_OPENING,
    what: 'Está previsto que NovaLearn Academy abra en The Woodlands.',
  },
  { when: 'marzo de 2027', what: 'Recorrido virtual de Nexus STEM College.' },
  {
    when: BRIDGE_OPENING,
    what: 'Está previsto que Nexus STEM College reciba a sus primeros estudiantes en Kemah.',
  },
  { when: 'mayo de 2028', what: 'Recorrido virtual del ILIAS Graduate Research Institute.' },
  {
    when: FIRST_GRADUATE_COHORT,
    what: 'El primer grupo de estudiantes de posgrado se inscribe en el campus de ILIAS en Dripping Springs.',
  },
];
