import type * as en from '../visit-story.ts';
import type { Translated } from '../translated.ts';
import type { Illustration } from '../types.ts';
import { ILLUSTRATIONS } from './illustrations.ts';

/**
 * La página "qué pasará" de una visita en persona (twin of ../visit-story.ts): frases cortas,
 * literales y tranquilas, de "usted", como el resto del sitio en español.
 */

export type { StoryFacts, StoryStep } from '../visit-story.ts';

const decorative = (illustration: Illustration): Illustration => ({ ...illustration, alt: '' });

const HORIZON: Illustration = {
  src: '/illustrations/horizon.svg',
  width: 1440,
  height: 96,
  alt: '',
};

export const STORY_META: Translated<typeof en.STORY_META> = {
  title: 'Qué pasará en su visita',
};

export const STORY_PAGE: Translated<typeof en.STORY_PAGE> = {
  title: (visitTitle) => `Qué pasará: ${visitTitle}`,
  lead: 'Estos pasos muestran lo que pasará en la visita, un paso a la vez. Puede leerlos con su hijo o hija antes de venir.',
  loading: 'Cargando los pasos...',
  loadFailed: 'No pudimos cargar los pasos. Por favor, intente otra vez.',
  retry: 'Intentar otra vez',
  notFoundTitle: 'No encontramos esta visita',
  notFoundText:
    'No hay ninguna visita en esta dirección. En la lista de visitas están las visitas que puede reservar.',
  allVisits: 'Ver todas las visitas',
  noStory:
    'Esta visita no tiene una página con pasos. Puede leer sobre la visita en su propia página.',
  backToVisit: 'Volver a la página de la visita',
  stepsNavLabel: 'Todos los pasos',
  counter: (step, total) => `Paso ${step} de ${total}`,
  back: 'Atrás',
  next: 'Siguiente',
  print: 'Imprimir todos los pasos',
  printHint: 'Así se imprimen todos los pasos en papel, uno después de otro.',
};

/** "45 minutos", "1 hora", "1 hora y 30 minutos". */
export const durationInWords: Translated<typeof en.durationInWords> = (minutes) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 1 ? '1 hora' : `${hours} horas`;
  const minuteText = rest === 1 ? '1 minuto' : `${rest} minutos`;
  if (hours === 0) return minuteText;
  if (rest === 0) return hourText;
  return `${hourText} y ${minuteText}`;
};

export const STORY_STEPS: Translated<typeof en.STORY_STEPS> = [
  {
    id: 'before',
    title: 'Antes de venir',
    illustrations: [decorative(ILLUSTRATIONS.campusPath)],
    facts: ({ visitTitle, duration }) => [
      `Esta página muestra lo que pasará en la visita: ${visitTitle}.`,
      `La visita dura ${duration}.`,
    ],
    sentences: ['Puede irse en cualquier momento. Nadie le preguntará por qué.'],
    order: [],
  },
  {
    id: 'parking',
    title: 'Dónde estacionarse',
    illustrations: [decorative(ILLUSTRATIONS.campusWoodlands)],
    facts: ({ location }) => [
      location
        ? `La visita es en esta dirección: ${location}.`
        : 'Al reservar, le enviamos la dirección por correo electrónico.',
    ],
    sentences: [
      'Estaciónese en el estacionamiento del edificio.',
      'Después, camine hasta la puerta principal del edificio.',
    ],
    order: [],
  },
  {
    id: 'welcome',
    title: 'Quién le recibe',
    illustrations: [decorative(ILLUSTRATIONS.familyMeeting)],
    facts: () => [],
    sentences: [
      'Una persona del personal le espera en la puerta principal.',
      'Lleva un gafete con su nombre.',
      'Le saluda y le acompaña adentro.',
      'No tiene que dar la mano.',
    ],
    order: [],
  },
  {
    id: 'rooms',
    title: 'Los salones que verá',
    illustrations: [decorative(ILLUSTRATIONS.learningTogether), decorative(ILLUSTRATIONS.labBench)],
    facts: () => [],
    sentences: [
      'Verá algunos salones de clase, el laboratorio y la biblioteca.',
      'El laboratorio es el salón donde los estudiantes hacen ciencias.',
      'Puede mirar todo. No tiene que tocar nada.',
    ],
    order: [],
  },
  {
    id: 'timeline',
    title: 'Qué pasa y cuándo',
    illustrations: [HORIZON],
    facts: ({ duration }) => [`La visita dura ${duration}.`],
    sentences: ['Las cosas pasan en este orden:'],
    order: [
      'Una persona del personal le saluda en la puerta principal.',
      'Usted se sienta y le contamos sobre la escuela.',
      'Recorremos los salones juntos.',
      'Puede hacer preguntas. Nosotros las respondemos.',
      'La visita termina. La persona del personal le acompaña a la puerta principal.',
    ],
  },
  {
    id: 'quiet-room',
    title: 'La sala tranquila',
    illustrations: [decorative(ILLUSTRATIONS.quietRoom)],
    facts: () => [],
    sentences: [
      'La persona del personal le muestra la sala tranquila cuando usted llega.',
      'Es una sala calmada, con luz suave y asientos blandos.',
      'Cualquier persona puede ir allí en cualquier momento. No tiene que pedir permiso.',
    ],
    order: [],
  },
  {
    id: 'leaving',
    title: 'Cómo irse antes',
    illustrations: [decorative(ILLUSTRATIONS.campusPath)],
    facts: () => [],
    sentences: [
      'Puede irse de la visita en cualquier momento.',
      'Avísele a cualquier persona del personal que se va, o simplemente camine hasta la puerta principal.',
      'Nadie le preguntará por qué.',
      'Si quiere, puede reservar otra visita más adelante.',
    ],
    order: [],
  },
];
