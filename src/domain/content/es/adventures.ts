import type * as en from '../adventures.ts';
import type { Adventure } from '../../learning.ts';

/**
 * The sample adventures of the K-12 academy page (public spec §2, §3) in Spanish, speaking to
 * the learner as "tú": one per core STEM program, in every state a card can be in. Ids, styles
 * and figures are the English module's; `subject` is the program's Spanish name.
 */
export const ADVENTURES: readonly Adventure[] = [
  {
    id: 1,
    title: 'Misión: rescatar a un robot',
    subject: 'Ciencias de la computación',
    gradeLevel: 'Grados 3 a 5',
    skillLevel: 'Principiante',
    description:
      'Programa un vehículo explorador para encontrar a un robot perdido, con una orden corta a la vez.',
    neuroSupports: [
      'Horario visual',
      'Pausas para moverse',
      'Texto a voz',
      'Objetos sensoriales permitidos',
      'Tiempo adicional',
    ],
    learningStyles: ['visual', 'kinesthetic'],
    duration: 30,
    progress: 60,
    stars: 3,
    unlocked: true,
    completed: false,
    gameified: true,
    iepAligned: true,
  },
  {
    id: 2,
    title: 'Reto: construir un puente',
    subject: 'Diseño de ingeniería',
    gradeLevel: 'Grados 3 a 5',
    skillLevel: 'Principiante',
    description:
      'Diseña un puente de papel que aguante diez monedas, pruébalo y hazlo más resistente.',
    neuroSupports: [
      'Guía paso a paso con imágenes',
      'Espacio de trabajo tranquilo',
      'Una función para cada compañero',
    ],
    learningStyles: ['kinesthetic', 'visual'],
    duration: 45,
    progress: 0,
    stars: 0,
    unlocked: true,
    completed: false,
    gameified: false,
    iepAligned: true,
  },
  {
    id: 3,
    title: 'Detectives de patrones',
    subject: 'Matemáticas y datos',
    gradeLevel: 'Grados 3 a 5',
    skillLevel: 'Explorador',
    description:
      'Encuentra los patrones en tablas de números y en gráficas del tiempo, y luego predice qué sigue.',
    neuroSupports: [
      'Pasos marcados con colores',
      'Instrucciones en audio',
      'Se permite la calculadora',
      'Tiempo adicional',
    ],
    learningStyles: ['visual', 'reading'],
    duration: 35,
    progress: 100,
    stars: 5,
    unlocked: true,
    completed: true,
    gameified: true,
    iepAligned: false,
  },
  {
    id: 4,
    title: 'Observadores del tiempo',
    subject: 'Ciencias ambientales',
    gradeLevel: 'Grados 3 a 5',
    skillLevel: 'Principiante',
    description:
      'Construye un pluviómetro, mide la lluvia durante una semana y comparte un pronóstico corto.',
    neuroSupports: [
      'Aprendizaje al aire libre',
      'Listas de verificación',
      'Materiales cómodos para los sentidos',
    ],
    learningStyles: ['kinesthetic', 'auditory'],
    duration: 40,
    progress: 20,
    stars: 1,
    unlocked: true,
    completed: false,
    gameified: false,
    iepAligned: true,
  },
  {
    id: 5,
    title: 'Exploradores del estanque',
    subject: 'Ciencias de la vida',
    gradeLevel: 'Grados 3 a 5',
    skillLevel: 'Explorador',
    description:
      'Mira agua de un estanque con un microscopio y ordena en grupos lo que encuentres.',
    neuroSupports: ['Tarjetas visuales de vocabulario', 'Audífonos con cancelación de ruido'],
    learningStyles: ['visual', 'reading'],
    duration: 50,
    progress: 0,
    stars: 0,
    unlocked: false,
    completed: false,
    gameified: false,
    iepAligned: true,
  },
  {
    id: 6,
    title: 'Estudio para crear música',
    subject: 'Tecnología creativa',
    gradeLevel: 'Grados 3 a 5',
    skillLevel: 'Constructor',
    description:
      'Graba sonidos, repítelos en bucle y crea una canción con una app de música sencilla.',
    neuroSupports: [
      'Audífonos con límite de volumen',
      'Tareas para elegir',
      'Pausas para moverse',
      'Instrucciones en audio',
      'Temporizador visual',
      'Tiempo adicional',
    ],
    learningStyles: ['auditory', 'kinesthetic', 'visual'],
    duration: 45,
    progress: 0,
    stars: 0,
    unlocked: false,
    completed: false,
    gameified: true,
    iepAligned: false,
  },
];

import type { TranslatedModule } from '../translated.ts';
import type * as thisModule from './adventures.ts';
// Every export of the English module exists here, translated (issue 11).
export type Check = typeof thisModule extends TranslatedModule<typeof en> ? true : never;
const complete: Check = true;
void complete;
