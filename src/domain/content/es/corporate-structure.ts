import { DOCTORAL_PROGRAM_YEARS, MASTERS_PROGRAM_YEARS } from '../campuses.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING, FIRST_GRADUATE_COHORT, findCampus } from './campuses.ts';
import { pageTitle } from './pages.ts';
import type * as en from '../corporate-structure.ts';
import type { Translated } from '../translated.ts';

/** La estructura corporativa en español (twin of ../corporate-structure.ts). */

export type { ComparisonRow } from '../corporate-structure.ts';

/** Spanish writes months and seasons in lower case inside a sentence ("el otoño de 2026"). */
const inSentence = (date: string) => date.charAt(0).toLowerCase() + date.slice(1);

export const CORPORATE_STRUCTURE_META: Translated<typeof en.CORPORATE_STRUCTURE_META> = {
  path: '/es/corporate-structure',
  title: pageTitle('Estructura corporativa'),
  description:
    'Cómo está organizado NovaLearn Institute Group: el grupo matriz y sus tres divisiones, comparadas por edades, títulos, campus, apertura y gobierno.',
};

export const CORPORATE_INTRO: Translated<typeof en.CORPORATE_INTRO> = {
  title: 'Estructura corporativa',
  lead: 'NovaLearn Institute Group es una sola organización con tres divisiones. Cada división dirige una escuela en un campus. El grupo se ocupa de lo que las tres comparten.',
};

export const GROUP_ROLE: Translated<typeof en.GROUP_ROLE> = {
  title: 'El grupo',
  intro:
    'NovaLearn Institute Group es la organización matriz. Se ocupa del trabajo que comparten las tres escuelas:',
  points: [
    'Planear y construir los tres campus',
    'La campaña de capital, los donantes y los inversionistas',
    'Los acuerdos con aliados, como hospitales y empresas',
    'La lista de espera para familias y estudiantes',
    'Una sola junta directiva que supervisa las tres divisiones',
  ],
};

export const DIVISION_CARDS: Translated<typeof en.DIVISION_CARDS> = {
  title: 'Las tres divisiones',
  intro:
    'Un solo camino para cada estudiante: primero la escuela, después la universidad y luego la investigación de posgrado.',
  cards: [
    {
      title: 'NovaLearn Academy',
      text: 'La escuela K-12: desde kínder hasta 12.º grado, con la opción de tomar cursos universitarios antes de terminar la preparatoria.',
    },
    {
      title: 'Nexus STEM College',
      text: 'El Campus Bridge: una universidad con títulos de 2 y de 4 años.',
    },
    {
      title: 'ILIAS Graduate Research Institute',
      text: 'El campus de investigación de posgrado, con programas de maestría y de doctorado.',
    },
  ],
};

export const COMPARISON_TABLE: Translated<typeof en.COMPARISON_TABLE> = {
  title: 'Las tres divisiones comparadas',
  caption: 'Comparación de las tres divisiones de NovaLearn Institute Group',
  aspectHeader: 'Aspecto',
  divisions: ['NovaLearn Academy', 'Nexus STEM College', 'ILIAS Graduate Research Institute'],
  rows: [
    {
      aspect: 'Nivel',
      values: [
        'Escuela K-12 (NovaLearn Academy)',
        'Universidad de licenciatura (Campus Bridge)',
        'Instituto de investigación de posgrado',
      ],
    },
    {
      aspect: 'Edades',
      values: [
        'De unos 5 a 18 años (de kínder a 12.º grado)',
        'Desde unos 17 años, después de la preparatoria o con cursos universitarios durante la preparatoria',
        'Adultos con un título de licenciatura',
      ],
    },
    {
      aspect: 'Título o credencial',
      values: [
        'Diploma de preparatoria; créditos universitarios obtenidos durante la preparatoria',
        'Título de asociado (2 años) o licenciatura (4 años)',
        `Maestría (${MASTERS_PROGRAM_YEARS} años) o doctorado (${DOCTORAL_PROGRAM_YEARS} años)`,
      ],
    },
    {
      aspect: 'Campus',
      values: ['The Woodlands, Texas', 'Kemah, Texas', 'Dripping Springs, Texas'],
    },
    {
      aspect: 'Apertura',
      values: [
        `Prevista para el ${inSentence(ACADEMY_OPENING)}`,
        `Prevista para el ${inSentence(BRIDGE_OPENING)}`,
        `Primer grupo de estudiantes de posgrado en el ${inSentence(FIRST_GRADUATE_COHORT)}`,
      ],
    },
    {
      // The phase texts of the spec, worded as the campus pages word them.
      aspect: 'Fase actual',
      values: [
        findCampus('academy').phase,
        findCampus('bridge').phase,
        findCampus('graduate').phase,
      ],
    },
    {
      aspect: 'Gobierno',
      values: [
        'La dirección de la escuela, que responde ante la junta directiva del grupo',
        'La rectoría de la universidad, que responde ante la junta directiva del grupo',
        'La dirección del instituto, que responde ante la junta directiva del grupo',
      ],
    },
  ],
};

export const CORPORATE_LINKS: Translated<typeof en.CORPORATE_LINKS> = {
  title: 'Más información',
  links: [
    { label: 'Quiénes somos', to: '/es/about' },
    { label: 'Campaña de capital', to: '/es/fundraising-overview' },
    { label: 'Alianzas', to: '/es/partnership' },
  ],
};
