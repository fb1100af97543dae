import { ILLUSTRATIONS } from './illustrations.ts';
import { CLAIMS, INVESTOR_TIERS } from './claims.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING, FIRST_GRADUATE_COHORT } from './campuses.ts';
import { DESIGNATION_LABELS } from './designations.ts';
import { pageTitle } from './pages.ts';
import type * as en from '../partnership.ts';
import type { Translated } from '../translated.ts';

/** La página de alianzas en español (twin of ../partnership.ts). */

export type { PartnershipCampus } from '../partnership.ts';

export const PARTNERSHIP_META: Translated<typeof en.PARTNERSHIP_META> = {
  path: '/es/partnership',
  title: pageTitle('Alianzas'),
  description:
    'Nuestra visión, los tres campus, las áreas que usted puede apoyar y las formas en que hospitales, empresas, inversionistas y familias pueden ayudar.',
};

export const PARTNERSHIP_INTRO: Translated<typeof en.PARTNERSHIP_INTRO> = {
  title: 'Colabore con NovaLearn',
  lead: 'Buscamos hospitales, empresas, fundaciones, inversionistas y familias para construir tres campus con nosotros. Esta página explica lo que estamos construyendo y cómo puede participar.',
  illustration: ILLUSTRATIONS.fusionModel,
};

export const VISION_LETTER: Translated<typeof en.VISION_LETTER> = {
  title: 'Una carta sobre nuestra visión',
  greeting: 'Estimado aliado:',
  paragraphs: [
    'Muchos estudiantes neurodivergentes son buenos en ciencias, tecnología, ingeniería y matemáticas. Con demasiada frecuencia, en la escuela pierden el interés, porque la escuela no se hizo para su forma de aprender.',
    'Queremos cambiar eso. Estamos construyendo un camino desde el kínder hasta la investigación doctoral, en el que el apoyo es parte de cada día de clases, las clases son pequeñas y las familias participan en cada plan.',
    'No podemos hacerlo solos. Los hospitales aportan conocimiento clínico. Las empresas aportan trabajo real y prácticas profesionales. Los inversionistas y los donantes hacen posibles los edificios. Las familias nos dicen lo que sus hijos necesitan.',
    'Gracias por leer esta carta. Nos dará gusto hablar con usted.',
  ],
  signature: 'El equipo directivo de NovaLearn Institute Group',
};

export const PARTNERSHIP_SECTIONS: Translated<typeof en.PARTNERSHIP_SECTIONS> = {
  campuses: {
    title: 'Tres campus',
    intro:
      'Cada campus tiene su propia función. Juntos forman un solo camino desde la escuela hasta la investigación.',
  },
  focusAreas: {
    title: 'Áreas de enfoque',
    intro: 'Usted puede elegir a qué parte de nuestro trabajo va su apoyo.',
  },
  waysToHelp: {
    title: 'Formas de ayudar',
    intro: 'Hay una forma de participar para cada tipo de aliado.',
  },
};

export const PARTNERSHIP_CAMPUSES: Translated<typeof en.PARTNERSHIP_CAMPUSES> = [
  {
    role: 'Campus principal',
    place: 'Dripping Springs, Texas',
    title: 'ILIAS Graduate Research Institute',
    text: `El centro de investigación del grupo, con programas de doctorado y de maestría. Primer grupo de estudiantes de posgrado: ${FIRST_GRADUATE_COHORT}.`,
    points: [
      'Fase: planificación de las instalaciones de investigación',
      CLAIMS.futureExpansion.text,
    ],
  },
  {
    role: 'Campus Bridge',
    place: 'Kemah, Texas',
    title: 'Nexus STEM College',
    text: `Una universidad con títulos de 2 y de 4 años. Apertura planeada: ${BRIDGE_OPENING}.`,
    points: ['Fase: desarrollo del campus', CLAIMS.industryPartnersCollege.text],
  },
  {
    role: 'Campus de escuela y atención médica juntas',
    place: 'The Woodlands, Texas',
    title: 'NovaLearn Academy',
    text: `Una escuela K-12 donde la enseñanza, la terapia y el apoyo médico comparten un mismo edificio. Apertura planeada: ${ACADEMY_OPENING}.`,
    points: [
      'Fase: escuela y atención médica juntas',
      CLAIMS.facility.text,
      CLAIMS.pediatricSubspecialties.text,
    ],
  },
];

export const FOCUS_AREAS: Translated<typeof en.FOCUS_AREAS> = [
  {
    title: DESIGNATION_LABELS.k12,
    text: 'Aulas, maestros y apoyo terapéutico en NovaLearn Academy.',
  },
  {
    title: DESIGNATION_LABELS.research,
    text: 'Investigación de posgrado en ILIAS e investigación conjunta con hospitales y empresas.',
  },
  {
    title: DESIGNATION_LABELS.infrastructure,
    text: 'Construir y equipar los tres campus.',
  },
  {
    title: DESIGNATION_LABELS.scholarships,
    text: `Ayuda económica para las familias: ${CLAIMS.needBasedAid.text}.`,
  },
  {
    title: DESIGNATION_LABELS.general,
    text: 'Una donación general que usamos donde más ayuda, y sobre la que le informamos después.',
  },
];

export const WAYS_TO_HELP: Translated<typeof en.WAYS_TO_HELP> = [
  {
    title: 'Hospitales y clínicas',
    text: 'Compartir conocimiento clínico, ayudar a diseñar el modelo de fusión y hacer investigación conjunta.',
  },
  {
    title: 'Empresas',
    text: 'Ofrecer prácticas profesionales, proyectos y mentores a nuestros estudiantes.',
  },
  {
    title: 'Inversionistas y donantes',
    text: `Financiar un campus, un programa o becas. Los niveles de inversión empiezan con el de ${INVESTOR_TIERS[2]}.`,
  },
  {
    title: 'Familias',
    text: 'Únase a la lista de espera y díganos lo que su hijo o hija necesita.',
  },
  {
    title: 'Todos',
    text: 'Venga a una sesión informativa y cuénteles a otras personas sobre nuestro trabajo.',
  },
];

export const PARTNERSHIP_ACTIONS: Translated<typeof en.PARTNERSHIP_ACTIONS> = {
  title: 'Próximo paso',
  text: 'Las familias pueden unirse a la lista de espera. Los aliados, los inversionistas y los donantes pueden comunicarse con nosotros. Cualquier persona puede donar en línea.',
  waitingList: { label: 'Únase a la lista de espera', to: '/es/enrollment' },
  contact: { label: 'Comuníquese con nosotros', to: '/es/contact' },
  give: { label: 'Donar en línea', to: '/es/give' },
};
