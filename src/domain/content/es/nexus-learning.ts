import { ILLUSTRATIONS } from './illustrations.ts';
import type * as en from '../nexus-learning.ts';
import type { Translated } from '../translated.ts';
import { adventureToResume } from '../../learning/cards.ts';
import { ADVENTURES } from './adventures.ts';
import { ACADEMY_OPENING } from './campuses.ts';
import { STUDENT_PROFILE } from './learner-profile.ts';
import { pageTitle } from './pages.ts';

/**
 * The K-12 academy page in Spanish (public spec §2 "K-12 academy page"). Texts for the family
 * say "usted"; texts the sample learner reads (the Home tab, her adventures, tools and friends)
 * speak to her as "tú", as the English speaks to her directly.
 */

export const NEXUS_LEARNING_META: Translated<typeof en.NEXUS_LEARNING_META> = {
  path: '/es/nexus-learning',
  title: pageTitle('NovaLearn Academy, la escuela K-12'),
  description:
    'Cómo es la escuela en NovaLearn Academy. Aventuras de ciencias y matemáticas para estudiantes con TDAH, autismo o dislexia. Y una guía para trazar el camino de su hijo o hija.',
};

export const ACADEMY_INTRO: Translated<typeof en.ACADEMY_INTRO> = {
  title: 'NovaLearn Academy',
  subtitle: `Una escuela de kínder a 12.º grado (K-12) en The Woodlands, Texas. Planeamos abrir en el ${ACADEMY_OPENING}.`,
  lead: 'Aquí se aprende con aventuras cortas y prácticas de ciencias, tecnología, ingeniería y matemáticas, adaptadas a la forma en que aprende cada estudiante. Vea cómo es un día de una estudiante, o planee la ruta de aprendizaje de su hijo o hija.',
  sampleNote: `${STUDENT_PROFILE.name} es una estudiante de ejemplo (${STUDENT_PROFILE.grade}). Su progreso, sus amigos y sus herramientas muestran cómo será NovaLearn Academy; son datos de ejemplo.`,
  illustration: ILLUSTRATIONS.campusWoodlands,
};

export const ACADEMY_TABS_LABEL: Translated<typeof en.ACADEMY_TABS_LABEL> =
  'Un día de una estudiante en NovaLearn Academy';

/** The name of each tab (the ids and their order are in domain/learning/academy-tabs.ts). */
export const ACADEMY_TAB_LABELS: Translated<typeof en.ACADEMY_TAB_LABELS> = {
  home: 'Inicio',
  pathway: 'Mi ruta de aprendizaje',
  adventures: 'Aventuras',
  progress: 'Progreso',
  tools: 'Mis herramientas',
  friends: 'Amigos',
};

/** Where "Continuar módulo" leads: the sample data always has an adventure in progress. */
export const RESUME_ADVENTURE: Translated<typeof en.RESUME_ADVENTURE> =
  adventureToResume(ADVENTURES) ?? ADVENTURES[0]!;

/** Copy of the Home tab: where the learner picks up, today's challenge and a live session. */
export const ACADEMY_HOME: Translated<typeof en.ACADEMY_HOME> = {
  sampleNote: `Página de ejemplo: lo que vería ${STUDENT_PROFILE.name}, una estudiante de ejemplo. Los botones muestran una vista previa. No empieza nada y no se guarda nada.`,
  title: `¡Hola de nuevo, ${STUDENT_PROFILE.name}!`,
  intro: 'Tres formas de empezar hoy. Elige una; ninguna es incorrecta.',
  resume: {
    title: 'Sigue donde te quedaste',
    text: `Llevas el ${RESUME_ADVENTURE.progress}% de “${RESUME_ADVENTURE.title}”. El botón “Continuar módulo” te lleva de vuelta.`,
    action: 'Continuar módulo',
  },
  dailyChallenge: {
    title: 'Reto del día',
    text: 'Un reto pequeño cada día. Resuélvelo a tu manera: dibújalo, constrúyelo o dilo.',
    action: 'Reto del día',
    details: [
      'Una araña tiene 8 patas. ¿Cuántas patas tienen 3 arañas?',
      'Consejo: dibuja tres arañas, o cuenta bloques en grupos de 8.',
    ],
  },
  session: {
    title: 'Sesión de estudio en vivo',
    text: 'Aprende con un grupo pequeño y un maestro, en línea o en el salón.',
    action: 'Unirme a la sesión',
    details: [
      'Próxima sesión: Club de Constructores de Robots, el martes a las 3:30 p. m., con un máximo de 8 estudiantes.',
      `Las sesiones en vivo empiezan cuando abra NovaLearn Academy, en el ${ACADEMY_OPENING}.`,
    ],
  },
};

export const ACADEMY_ADVENTURES: Translated<typeof en.ACADEMY_ADVENTURES> = {
  title: 'Aventuras',
  intro:
    'Cada aventura es parte de uno de los seis programas STEM principales. Trae los apoyos que necesita el estudiante.',
  yourAdventures: 'Tus aventuras',
  programsTitle: 'Seis programas STEM principales',
  programsIntro: 'Cada programa crece con el estudiante, desde kínder hasta 12.º grado.',
  /** Names a grade band of a program, such as "Grados K-5". */
  grades: (band) => `Grados ${band}`,
};

/** Said after pressing an adventure or tool button: this page is a look ahead, not the platform. */
export const PREVIEW_MESSAGE: Translated<typeof en.PREVIEW_MESSAGE> =
  `Esto es una vista previa. Las aventuras y las herramientas se abrirán para los estudiantes cuando abra NovaLearn Academy, en el ${ACADEMY_OPENING}.`;

/** The words around the sample adventures (features/academy/adventure-card.tsx and others). */
export const ACADEMY_CARD_LABELS: Translated<typeof en.ACADEMY_CARD_LABELS> = {
  /** The name of a progress bar. */
  progress: (title) => `Progreso en ${title}`,
  stars: (stars, maxStars) =>
    `${stars} de ${maxStars} ${maxStars === 1 ? 'estrella' : 'estrellas'}`,
  minutes: (minutes) => `${minutes} min`,
  completed: 'Completada',
  iepAligned: 'Alineada con el IEP',
  game: 'Juego',
  learnIt: (styles) => `Apréndelo así: ${styles}`,
  styles: {
    visual: 'Visual',
    auditory: 'Auditivo',
    kinesthetic: 'Práctico',
    reading: 'Lectura y escritura',
  },
  supportsIn: (title) => `Apoyos en ${title}`,
  /** The tag after the first three supports (public spec §9). */
  moreSupports: (count) => `+${count} más`,
  actions: {
    Locked: 'Bloqueada',
    'Start Adventure': 'Empezar aventura',
    Continue: 'Continuar',
  },
};

export const ACADEMY_PROGRESS: Translated<typeof en.ACADEMY_PROGRESS> = {
  title: 'Progreso',
  intro: `Cómo le va a ${STUDENT_PROFILE.name}, en números y en palabras.`,
  stats: [
    { label: 'Estrellas ganadas', value: String(STUDENT_PROFILE.totalStars) },
    { label: 'Módulos completados', value: String(STUDENT_PROFILE.modulesCompleted) },
    { label: 'Insignias ganadas', value: String(STUDENT_PROFILE.badgesEarned) },
    {
      label: 'Días seguidos',
      value: `${STUDENT_PROFILE.streakDays} ${STUDENT_PROFILE.streakDays === 1 ? 'día' : 'días'}`,
    },
  ],
  skillsTitle: 'Habilidades sociales y emocionales',
  skillLabels: {
    selfAwareness: 'Conocer mis emociones',
    selfManagement: 'Manejar mis emociones',
    socialAwareness: 'Entender a los demás',
    relationshipSkills: 'Trabajar con otros',
    decisionMaking: 'Tomar buenas decisiones',
  },
  adventuresTitle: 'Progreso en las aventuras',
};

export const ACADEMY_TOOLS: Translated<typeof en.ACADEMY_TOOLS> = {
  title: 'Mis herramientas',
  intro: 'Ayudas que el estudiante puede abrir en cualquier momento, en cualquier clase.',
  tools: [
    {
      title: 'Ayudante de matemáticas',
      text: 'Muestra cada paso de un problema con imágenes, y lo lee en voz alta si lo pides.',
    },
    {
      title: 'Editor de código',
      text: 'Programación con bloques que se convierte en código real cuando el estudiante está preparado.',
    },
    {
      title: 'Laboratorio virtual',
      text: 'Experimentos de ciencias seguros en la pantalla, para repetirlos todas las veces que quieras.',
    },
  ],
  open: (tool) => `Abrir ${tool}`,
};

export const ACADEMY_FRIENDS: Translated<typeof en.ACADEMY_FRIENDS> = {
  title: 'Amigos',
  intro: 'Amigos de estudio con intereses en común. Invita a uno a aprender contigo.',
  invite: 'Invitar a estudiar',
  invited: 'Invitación enviada',
  favourite: (subject) => `Materia favorita: ${subject}`,
  likes: (interests) => `Intereses: ${interests}`,
  /** Read out after "Invitar a estudiar" and after taking the invitation back. */
  invitedMessage: (name) => `Invitaste a ${name} a estudiar.`,
  uninvitedMessage: (name) => `Cancelaste la invitación a ${name}.`,
};
