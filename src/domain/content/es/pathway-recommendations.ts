import type * as en from '../pathway-recommendations.ts';
import type { Translated } from '../translated.ts';

/**
 * What the pathway planner recommends for each choice, in Spanish. Which programs suit which
 * ways of learning and settings holds no words, so it is the English module's.
 */
export { PROGRAM_FIT } from '../pathway-recommendations.ts';

export const PROFILE_SUPPORTS: Translated<typeof en.PROFILE_SUPPORTS> = {
  autism: {
    supports: [
      'Un horario visual, con aviso antes de cualquier cambio',
      'Un salón tranquilo para calmarse en cualquier momento',
    ],
    accommodations: [
      'Más tiempo para responder preguntas',
      'Instrucciones claras y literales, por escrito',
    ],
  },
  adhd: {
    supports: [
      'Pausas para moverse entre bloques cortos de trabajo',
      'Tareas divididas en pasos pequeños, con un temporizador a la vista',
    ],
    accommodations: ['Tiempo adicional en los exámenes', 'Un asiento con pocas distracciones'],
  },
  dyslexia: {
    supports: [
      'Clases de lectoescritura estructurada todos los días',
      'Texto a voz y audiolibros para todas las lecturas',
    ],
    accommodations: [
      'Tiempo adicional para leer y escribir',
      'Se aceptan respuestas orales en lugar de escritas',
    ],
  },
  sensory: {
    supports: [
      'Un plan sensorial de terapia ocupacional',
      'Audífonos con cancelación de ruido e iluminación suave',
    ],
    accommodations: ['Pausas sensoriales cuando las pida', 'Opciones de asiento y de materiales'],
  },
  anxiety: {
    supports: [
      'Una conversación breve cada mañana con un adulto de confianza',
      'Una explicación de cada actividad nueva antes de empezar',
    ],
    accommodations: [
      'Exámenes en un salón aparte y tranquilo',
      'Una señal privada para pedir un descanso',
    ],
  },
  executive: {
    supports: [
      'Una agenda diaria que se revisa con un maestro',
      'Listas de verificación para cada proyecto de más de un paso',
    ],
    accommodations: [
      'Plazos divididos en entregas parciales',
      'Recordatorios de tareas y materiales',
    ],
  },
};

export const STYLE_SUPPORTS: Translated<typeof en.STYLE_SUPPORTS> = {
  visual: 'Diagramas, imágenes y videos cortos para cada idea nueva',
  auditory: 'Instrucciones habladas y grabaciones de audio de las clases',
  kinesthetic: 'Materiales para manipular y tareas en las que se aprende construyendo',
  reading: 'Notas escritas y una lista de lecturas para cada clase',
};

/** Completes "en la que se aprende ..." in FIRST_WEEK.tuesday. */
export const STYLE_PHRASES: Translated<typeof en.STYLE_PHRASES> = {
  visual: 'con imágenes, diagramas y videos',
  auditory: 'escuchando y hablando sobre el tema',
  kinesthetic: 'construyendo y moviéndose',
  reading: 'leyendo y escribiendo',
};

/** Completes "preparar ..." in FIRST_WEEK.monday. */
export const ENVIRONMENT_SETTINGS: Translated<typeof en.ENVIRONMENT_SETTINGS> = {
  quiet: 'un rincón tranquilo del salón',
  collaborative: 'un equipo pequeño con funciones claras',
  flexible: 'un asiento flexible: escritorio para trabajar de pie, cojín o banco móvil',
  structured: 'la rutina diaria, en imágenes en la pared',
  technology: 'una computadora portátil con programas de apoyo',
  realworld: 'un proyecto con un socio real de la comunidad',
};

export const FIRST_WEEK: Translated<typeof en.FIRST_WEEK> = {
  monday: {
    day: 'Lunes',
    plan: (setting) => `Conocer a su maestro y a su terapeuta, y preparar ${setting}.`,
  },
  tuesday: {
    day: 'Martes',
    plan: (program, way) => `Una primera aventura de ${program}, en la que se aprende ${way}.`,
  },
  wednesday: {
    day: 'Miércoles',
    plan: (program) => `Probar ${program} en una sesión corta, con una pausa a la mitad.`,
  },
  thursday: {
    day: 'Jueves',
    plan: (program) => `Explorar ${program} y elegir el proyecto favorito hasta ahora.`,
  },
  friday: {
    day: 'Viernes',
    plan: 'Repasar la semana en familia y ajustar el plan juntos.',
  },
};

export const PATHWAY_SUMMARY: Translated<typeof en.PATHWAY_SUMMARY> = {
  title: 'Mi ruta de aprendizaje en NovaLearn Academy (del planificador de rutas)',
  profile: 'Perfil',
  styles: 'Formas de aprender',
  environments: 'Ambientes de aprendizaje',
  programs: 'Programas recomendados',
  supports: 'Apoyos',
  accommodations: 'Acomodaciones',
  firstWeek: 'Primera semana sugerida',
};
