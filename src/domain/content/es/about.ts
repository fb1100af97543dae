import { ILLUSTRATIONS } from './illustrations.ts';
import type * as en from '../about.ts';
import type { Translated } from '../translated.ts';
import { pageTitle } from './pages.ts';

// The mission moved to mission.ts (it is on every page); still importable from here.

/** Title, description and address of the page (see pages.ts). */
export const ABOUT_META: Translated<typeof en.ABOUT_META> = {
  path: '/es/about',
  title: pageTitle('Acerca de nosotros'),
  description:
    'Quiénes somos: nuestro grupo de escuelas, sus tres campus en Texas y por qué lo empezamos.',
};

export { MISSION, MISSION_SLOGAN } from './mission.ts';

export const ABOUT_PAGE: Translated<typeof en.ABOUT_PAGE> = {
  title: 'Acerca de NovaLearn Institute Group',
  lead: 'NovaLearn Institute Group planea y dirige tres escuelas en Texas. Son para estudiantes que piensan de otra manera. Cada escuela es un paso del mismo camino: la escuela, la universidad y luego la investigación.',
  illustration: ILLUSTRATIONS.campusPath,
};

export const CORPORATE_BACKGROUND: Translated<typeof en.CORPORATE_BACKGROUND> = {
  title: 'Quiénes somos',
  paragraphs: [
    'NovaLearn Institute Group dirige tres escuelas. Una es una escuela de kínder a 12.º grado (K-12). Otra es una universidad. La tercera es un instituto de investigación de posgrado.',
    'El grupo se encarga del trabajo que las tres comparten: planificar los campus, recaudar fondos, hacer acuerdos con los aliados y llevar la lista de espera. Cada división dirige su propia escuela.',
    'El grupo trabaja con familias, hospitales, empresas e inversionistas. Los aliados firman un acuerdo con el grupo antes de que compartamos planes que no son públicos.',
  ],
  structureLink: { label: 'Cómo está organizado el grupo', to: '/es/corporate-structure' },
};

/** The three divisions, in the order a learner meets them. */
export const DIVISIONS: Translated<typeof en.DIVISIONS> = [
  {
    title: 'Escuela K-12: NovaLearn Academy',
    text: 'Escuela desde kínder hasta el grado 12 en The Woodlands, Texas.',
  },
  {
    title: 'Universidad de licenciatura: Nexus STEM College',
    text: 'El Campus Bridge en Kemah, Texas, con títulos de 2 y de 4 años.',
  },
  {
    title: 'Instituto de investigación de posgrado: ILIAS',
    text: 'Programas de doctorado y de maestría en Dripping Springs, Texas.',
  },
];

export const ABOUT_CAMPUSES: Translated<typeof en.ABOUT_CAMPUSES> = {
  title: 'Tres campus',
  intro: 'Los tres campus están en Texas. Cada uno es un paso del mismo camino.',
};

export const VALUES_TITLE: Translated<typeof en.VALUES_TITLE> = 'Cómo trabajamos';

/** How we work, for readers who want to know what to expect from us. */
export const VALUES: Translated<typeof en.VALUES> = [
  {
    title: 'Información clara',
    text: 'Decimos qué pasa, cuándo pasa y cuánto cuesta. Le avisamos cuando una fecha es un plan y todavía no es segura.',
  },
  {
    title: 'Las familias participan',
    text: 'Las familias y los estudiantes ayudan a preparar cada plan de aprendizaje. No asignamos a nadie a un programa sin hablar antes con el estudiante y su familia.',
  },
  {
    title: 'Primero, las fortalezas',
    text: 'Empezamos por lo que a cada estudiante se le da bien y le interesa. El apoyo está ahí para las partes difíciles.',
  },
];
