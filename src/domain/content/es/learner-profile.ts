import type * as en from '../learner-profile.ts';
import type { PeerRecognition, StudentProfile, StudyGroup } from '../../learning/learning.ts';
import type { Translated } from '../translated.ts';

/**
 * The sample learner both learning pages show (public spec §3 "Student profile"), her study
 * friends and her community, in Spanish. Invented people; the pages say that this is a sample.
 * Texts the learner reads speak to her as "tú".
 */
export const STUDENT_PROFILE: StudentProfile = {
  name: 'Maya',
  grade: '4.º grado',
  age: 9,
  neuroType: 'TDAH y dislexia',
  strengths: ['Construir cosas', 'Encontrar patrones', 'Hacer preguntas importantes'],
  challenges: ['Textos largos para leer', 'Seguir con una sola tarea por mucho tiempo'],
  preferences: ['Proyectos prácticos', 'Imágenes y diagramas', 'Bloques cortos de trabajo'],
  iepGoals: [
    'Leer textos de su grado con apoyo de texto a voz',
    'Planear sola una tarea de tres pasos',
  ],
  accommodations: ['Texto a voz', 'Pausas para moverse', 'Tiempo adicional en los exámenes'],
  achievements: [
    'Primer programa de robot',
    'Experta en patrones',
    'Racha de siete días',
    'Buena compañera de equipo',
  ],
  streakDays: 7,
  socialEmotional: {
    selfAwareness: 78,
    selfManagement: 64,
    socialAwareness: 82,
    relationshipSkills: 75,
    decisionMaking: 70,
  },
  /** The stars of the sample adventures added up. */
  totalStars: 9,
  /** The sample modules marked completed. */
  modulesCompleted: 2,
  badgesEarned: 4,
};

/** The statuses of the study friends below, in the order of the English ones. */
export const FRIEND_STATUSES: Translated<typeof en.FRIEND_STATUSES> = [
  'Estudiando ahora',
  'En línea',
  'Desconectado',
];

export const STUDY_FRIENDS: Translated<typeof en.STUDY_FRIENDS> = [
  {
    id: 'leo',
    name: 'Leo',
    grade: '4.º grado',
    favouriteSubject: 'Diseño de ingeniería',
    sharedInterests: ['Robots', 'Puentes'],
    status: 'Estudiando ahora',
  },
  {
    id: 'amara',
    name: 'Amara',
    grade: '5.º grado',
    favouriteSubject: 'Ciencias de la vida',
    sharedInterests: ['Animales', 'Dibujar'],
    status: 'En línea',
  },
  {
    id: 'sam',
    name: 'Sam',
    grade: '4.º grado',
    favouriteSubject: 'Matemáticas y datos',
    sharedInterests: ['Rompecabezas', 'Música'],
    status: 'Desconectado',
  },
];

/** `meets` follows "Se reúne": "Se reúne los martes a las 3:30 p. m.". */
export const STUDY_GROUPS: readonly StudyGroup[] = [
  {
    id: 'robotics-club',
    name: 'Club de Constructores de Robots',
    description:
      'Construyen y programan robots pequeños en equipo, con una función clara para cada integrante.',
    members: 8,
    meets: 'los martes a las 3:30 p. m.',
  },
  {
    id: 'quiet-math',
    name: 'Círculo Tranquilo de Matemáticas',
    description: 'Acertijos y juegos con números en un salón tranquilo, a tu propio ritmo.',
    members: 5,
    meets: 'los jueves a las 3:30 p. m.',
  },
];

export const PEER_RECOGNITIONS: readonly PeerRecognition[] = [
  {
    id: 'recognition-leo',
    from: 'Leo',
    title: 'Buena compañera de equipo',
    message: 'Maya me enseñó a hacer que nuestro robot gire sin chocar con la pared.',
    when: 'Esta semana',
  },
  {
    id: 'recognition-amara',
    from: 'Amara',
    title: 'Gran pregunta',
    message:
      'Maya preguntó por qué flotan los caracoles del estanque, y lo averiguamos todos juntos.',
    when: 'La semana pasada',
  },
];
