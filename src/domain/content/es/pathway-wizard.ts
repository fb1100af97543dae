import type * as en from '../pathway-wizard.ts';
import type { Translated } from '../translated.ts';

export type { WizardStepCopy } from '../pathway-wizard.ts';

/** The pathway wizard on the My Pathway tab, in Spanish (public spec §2 "Pathway wizard"). */

export const PATHWAY_WIZARD: Translated<typeof en.PATHWAY_WIZARD> = {
  title: 'Mi ruta de aprendizaje',
  intro:
    'Cuatro pasos cortos. Cuéntenos sobre su hijo o hija, y le sugerimos programas, apoyos y una primera semana. No enviamos nada hasta que usted decida unirse a la lista de espera.',
  continue: 'Continuar',
  back: 'Atrás',
  startOver: 'Empezar de nuevo',
  startJourney: 'Comenzar mi ruta',
  startJourneyNote:
    'Abre la lista de espera del Campus K-12 con esta ruta en la información adicional. Usted puede conservarla o cambiarla.',
  enrollmentLink: '/es/enrollment?campus=k12',
  stepsLabel: 'Pasos de la ruta',
  stepDone: '(hecho)',
  stepHeading: (number, total, name) => `Paso ${number} de ${total}: ${name}`,
};

export const WIZARD_STEP_COPY: Translated<typeof en.WIZARD_STEP_COPY> = {
  profile: {
    name: 'Perfil',
    question: '¿Qué describe a su hijo o hija? Elija todas las opciones que correspondan.',
    hint: 'Elija al menos un perfil para continuar.',
  },
  style: {
    name: 'Forma de aprender',
    question: '¿Cómo aprende mejor su hijo o hija? Elija todas las opciones que correspondan.',
    hint: 'Elija al menos una forma de aprender para continuar.',
  },
  preferences: {
    name: 'Preferencias',
    question: '¿Dónde trabaja mejor su hijo o hija? Elija todas las opciones que correspondan.',
    hint: 'Elija al menos un ambiente de aprendizaje para continuar.',
  },
  pathway: {
    name: 'Ruta',
    question: 'Una ruta de aprendizaje sugerida para su hijo o hija',
  },
};

export const PATHWAY_RESULT: Translated<typeof en.PATHWAY_RESULT> = {
  programs: 'Programas recomendados',
  matches: 'Encaja con',
  supports: 'Apoyos',
  accommodations: 'Acomodaciones',
  firstWeek: 'Una primera semana sugerida',
};

export const WIZARD_OPTION_LABELS: Translated<typeof en.WIZARD_OPTION_LABELS> = {
  profiles: {
    autism: 'Autismo',
    adhd: 'TDAH',
    dyslexia: 'Dislexia',
    sensory: 'Procesamiento sensorial',
    anxiety: 'Ansiedad',
    executive: 'Función ejecutiva',
  },
  styles: {
    visual: 'Visual',
    auditory: 'Auditivo',
    kinesthetic: 'Práctico',
    reading: 'Lectura y escritura',
  },
  environments: {
    quiet: 'Espacios tranquilos',
    collaborative: 'Trabajo con otros',
    flexible: 'Asientos flexibles',
    structured: 'Rutinas claras',
    technology: 'Mucha tecnología',
    realworld: 'Proyectos reales',
  },
};

export const PROFILE_OPTION_TEXT: Translated<typeof en.PROFILE_OPTION_TEXT> = {
  autism: 'Ayudan los días previsibles y un lenguaje claro.',
  adhd: 'TDAH es el trastorno por déficit de atención e hiperactividad. El movimiento y las tareas cortas ayudan a concentrarse.',
  dyslexia: 'Leer y escribir bien las palabras requiere más esfuerzo.',
  sensory: 'El ruido, la luz o el contacto pueden resultar demasiado fuertes.',
  anxiety: 'Las cosas nuevas o inciertas causan estrés.',
  executive: 'Planear y llevar el control de las cosas es difícil.',
};

export const STYLE_OPTION_TEXT: Translated<typeof en.STYLE_OPTION_TEXT> = {
  visual: 'Imágenes, diagramas y videos.',
  auditory: 'Escuchar, hablar y la música.',
  kinesthetic: 'Construir, moverse y tocar.',
  reading: 'Leer y tomar notas por escrito.',
};

export const ENVIRONMENT_OPTION_TEXT: Translated<typeof en.ENVIRONMENT_OPTION_TEXT> = {
  quiet: 'Un salón tranquilo, con poco ruido.',
  collaborative: 'Proyectos en un equipo pequeño.',
  flexible: 'Elegir dónde y cómo sentarse.',
  structured: 'La misma rutina todos los días.',
  technology: 'Tabletas, computadoras portátiles y aplicaciones.',
  realworld: 'Proyectos con un propósito real.',
};
