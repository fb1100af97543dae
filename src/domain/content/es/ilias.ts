import { ILLUSTRATIONS } from './illustrations.ts';
import { DOCTORAL_PROGRAM_YEARS, MASTERS_PROGRAM_YEARS } from '../campuses.ts';
import { FIRST_GRADUATE_COHORT } from './campuses.ts';
import { pageTitle } from './pages.ts';
import type * as en from '../ilias.ts';
import type { Translated } from '../translated.ts';

/** ILIAS Graduate Research Institute en español (twin of ../ilias.ts). */

export type { GraduateProgram } from '../ilias.ts';

export const ILIAS_META: Translated<typeof en.ILIAS_META> = {
  path: '/es/ilias-program',
  title: pageTitle('ILIAS: instituto de investigación de posgrado'),
  description:
    'Investigación de posgrado en Dripping Springs, Texas: un programa de doctorado de 4 años y un programa de maestría de 2 años. El primer grupo de estudiantes de posgrado se inscribe en el otoño de 2029.',
};

export const ILIAS_INTRO: Translated<typeof en.ILIAS_INTRO> = {
  title: 'ILIAS Graduate Research Institute',
  subtitle: 'Investigación de posgrado en Dripping Springs, Texas',
  lead: `El campus de investigación de posgrado de NovaLearn Institute Group. Ofrecerá un programa de doctorado y un programa de maestría. El primer grupo de estudiantes de posgrado se inscribe en el ${FIRST_GRADUATE_COHORT}.`,
  phase: 'Planificación de las instalaciones de investigación',
  illustration: ILLUSTRATIONS.campusDrippingSprings,
};

/** The anchors stay the same as on the English page: only the labels change. */
export const ILIAS_NAV: Translated<typeof en.ILIAS_NAV> = {
  label: 'ILIAS Graduate Research Institute',
  programsLabel: 'Programas',
  links: [
    { label: 'Resumen', to: '#overview' },
    { label: 'Áreas de investigación', to: '#research-areas' },
    { label: 'Cronograma', to: '#timeline' },
    { label: 'Contacto', to: '#ilias-contact' },
  ],
};

export const PROGRAMS_TITLE: Translated<typeof en.PROGRAMS_TITLE> = 'Programas';

/** A program's length, as the programs dropdown and each program's heading say it. */
export const programLength: Translated<typeof en.programLength> = (years: number) =>
  years === 1 ? '1 año' : `${years} años`;

export const GRADUATE_PROGRAMS: Translated<typeof en.GRADUATE_PROGRAMS> = [
  {
    id: 'doctoral-program',
    name: 'Programa de doctorado',
    years: DOCTORAL_PROGRAM_YEARS,
    text: `Un programa de ${DOCTORAL_PROGRAM_YEARS} años que termina con su propio proyecto de investigación y su tesis.`,
    points: [
      'Año 1: métodos de investigación y cursos de su área.',
      'Años 2 a 4: su propia investigación, con la guía de un supervisor.',
      'El apoyo para planificar, escribir y presentar es parte del programa.',
    ],
  },
  {
    id: 'masters-program',
    name: 'Programa de maestría',
    years: MASTERS_PROGRAM_YEARS,
    text: `Un programa de ${MASTERS_PROGRAM_YEARS} años con cursos avanzados y un proyecto de investigación.`,
    points: [
      'Año 1: cursos avanzados y métodos de investigación.',
      'Año 2: un proyecto de investigación con la guía de un supervisor.',
      'Un camino hacia el programa de doctorado para quienes quieran continuar.',
    ],
  },
];

export const OVERVIEW: Translated<typeof en.OVERVIEW> = {
  title: 'Resumen',
  paragraphs: [
    'ILIAS es el último paso del camino de NovaLearn: la escuela, la universidad y después la investigación de posgrado.',
    'Los estudiantes de posgrado investigan cómo aprenden y trabajan las personas neurodivergentes. También investigan en áreas de la ciencia y la tecnología donde las distintas formas de pensar son una fortaleza.',
    'El campus está en la fase de planificación de las instalaciones de investigación. Ahora estamos planeando los laboratorios y los espacios de estudio.',
  ],
};

export const RESEARCH_AREAS: Translated<typeof en.RESEARCH_AREAS> = {
  title: 'Áreas de investigación',
  intro:
    'Estas son las áreas que estamos planeando. La lista final se publicará antes de que se abran las solicitudes.',
  areas: [
    {
      title: 'Neurociencia del aprendizaje',
      text: 'Cómo los distintos cerebros reciben y usan la información.',
    },
    {
      title: 'Tecnología biomédica',
      text: 'Herramientas para la atención médica, creadas con aliados clínicos.',
    },
    {
      title: 'Matemáticas aplicadas y datos',
      text: 'Modelos y métodos de análisis de datos para problemas reales.',
    },
    {
      title: 'Ciencias de la computación',
      text: 'Programas informáticos, accesibilidad e interacción entre las personas y las computadoras.',
    },
    {
      title: 'Ciencias ambientales',
      text: 'Investigación sobre la tierra, el agua y el clima en el centro de Texas.',
    },
  ],
};

export const ILIAS_TIMELINE: Translated<typeof en.ILIAS_TIMELINE> = {
  title: 'Cronograma',
  entries: [
    {
      when: 'Ahora',
      what: 'Planificación de las instalaciones de investigación.',
      isCurrent: true,
    },
    { when: 'Mayo de 2028', what: 'Recorrido virtual por el campus de investigación.' },
    {
      when: FIRST_GRADUATE_COHORT,
      what: 'El primer grupo de estudiantes de posgrado se inscribe en los programas de doctorado y de maestría.',
    },
  ],
};

export const ILIAS_FOOTER: Translated<typeof en.ILIAS_FOOTER> = {
  title: 'Comuníquese con el instituto de investigación',
  text: '¿Tiene preguntas sobre los programas de posgrado o sobre alianzas de investigación? Escríbanos y le responderemos.',
  emailLabel: 'Enviar un correo electrónico al instituto de investigación',
  emailSubject: 'Pregunta para ILIAS Graduate Research Institute',
  links: [
    { label: 'Nexus STEM College', to: '/es/nexus-stem-college' },
    { label: 'Alianzas', to: '/es/partnership' },
    { label: 'Contacto', to: '/es/contact' },
  ],
};
