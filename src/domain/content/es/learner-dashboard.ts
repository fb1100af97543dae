import type * as en from '../learner-dashboard.ts';
import type { LearnerTabId } from '../learner-dashboard.ts';
import type { Translated } from '../translated.ts';
import { STUDENT_PROFILE } from './learner-profile.ts';

/**
 * The learner dashboard (public spec §2 "Learner dashboard") in Spanish: four tabs of sample
 * data, seen as the sample learner would see them, so texts for her speak to her as "tú".
 */
export type { LearnerTabId } from '../learner-dashboard.ts';

export const LEARNER_DASHBOARD: Translated<typeof en.LEARNER_DASHBOARD> = {
  title: 'Plataforma de aprendizaje',
  description: `La plataforma como la ve el estudiante, con datos de ejemplo: ${STUDENT_PROFILE.name}, ${STUDENT_PROFILE.grade}. Aquí no se guarda nada.`,
  tabsLabel: 'Panel del estudiante',
};

/** The ids are the English module's; only the labels are Spanish. */
export const LEARNER_TABS: readonly { readonly id: LearnerTabId; readonly label: string }[] = [
  { id: 'dashboard', label: 'Panel' },
  { id: 'modules', label: 'Módulos de aprendizaje' },
  { id: 'progress', label: 'Progreso y análisis' },
  { id: 'community', label: 'Comunidad' },
];

export const LEARNER_OVERVIEW: Translated<typeof en.LEARNER_OVERVIEW> = {
  profileTitle: 'Perfil',
  statsTitle: 'Este semestre',
  achievements: 'Logros',
  streak: 'Días seguidos',
  completed: 'Módulos completados',
  recommendedTitle: 'Ruta recomendada',
  recommendedIntro: 'Empieza con estos tres módulos, en este orden.',
  welcome: (name) => `Hola de nuevo, ${name}`,
  streakValue: (days) => `${days} ${days === 1 ? 'día' : 'días'}`,
  completedValue: (completed, total) => `${completed} de ${total}`,
  age: (age) => `${age} años`,
  profileLists: {
    strengths: 'Fortalezas',
    challenges: 'Retos',
    accommodations: 'Acomodaciones',
    iepGoals: 'Metas del IEP',
  },
};

/** The words for the fixed values of the sample modules (domain/learning/learning.ts). */
export const LEARNING_LABELS: Translated<typeof en.LEARNING_LABELS> = {
  categories: {
    science: 'Ciencias',
    math: 'Matemáticas',
    technology: 'Tecnología',
    engineering: 'Ingeniería',
    social: 'Habilidades sociales',
    cognitive: 'Habilidades de pensamiento',
  },
  difficulties: {
    foundational: 'Básico',
    developing: 'En desarrollo',
    proficient: 'Competente',
    advanced: 'Avanzado',
  },
  modalities: {
    visual: 'Visual',
    auditory: 'Auditivo',
    kinesthetic: 'Práctico',
    reading: 'Lectura y escritura',
  },
  pathSteps: {
    completed: 'Completado',
    'in-progress': 'En curso',
    'not-started': 'Sin empezar',
  },
};

/** `minutes` follows the number ("45 minutos"). */
export const LEARNER_MODULES_COPY: Translated<typeof en.LEARNER_MODULES_COPY> = {
  title: 'Módulos de aprendizaje',
  intro: 'Seis módulos, cada uno con sus propias adaptaciones y acomodaciones.',
  completed: 'Completado',
  minutes: 'minutos',
  modalities: 'Formas de aprender',
  adaptations: 'Adaptaciones',
  accommodations: 'Acomodaciones',
  standards: 'Estándares',
  progress: (title) => `Progreso en ${title}`,
  actions: {
    'Start Learning': 'Empezar a aprender',
    Continue: 'Continuar',
  },
  /** Said when Start Learning or Continue is pressed: the lessons themselves are not built. */
  previewMessage:
    'Este panel muestra datos de ejemplo, así que las lecciones todavía no se abren desde aquí.',
};

/** Fixed figures of the Progress & Analytics tab (public spec §2). */
export const LEARNER_ANALYTICS: Translated<typeof en.LEARNER_ANALYTICS> = {
  title: 'Progreso y análisis',
  figures: [
    { value: '75%', label: 'Progreso general' },
    { value: '8.5 h', label: 'Tiempo dedicado' },
    { value: '12', label: 'Habilidades' },
    { value: '95%', label: 'Participación' },
  ],
  pathTitle: 'Ruta de aprendizaje',
  levelTitle: 'Nivel',
  level: 5,
  levelText: 'Nivel 5',
  levelNote: 'Nivel explorador: sigue así para llegar al nivel 6.',
};

/**
 * `members` follows the number ("8 miembros"); `meets` comes before the group's time ("Se reúne
 * los martes a las 3:30 p. m."); `from` before a name ("De Leo").
 */
export const LEARNER_COMMUNITY: Translated<typeof en.LEARNER_COMMUNITY> = {
  title: 'Comunidad',
  groupsTitle: 'Grupos de estudio',
  joinGroup: 'Unirme al grupo',
  joined: 'Ya eres miembro',
  members: 'miembros',
  meets: 'Se reúne',
  recognitionsTitle: 'Reconocimientos de compañeros',
  from: 'De',
  joinedMessage: (group) => `Te uniste al grupo ${group}.`,
  leftMessage: (group) => `Saliste del grupo ${group}.`,
};
