import type * as en from '../mission.ts';
import type { Translated } from '../translated.ts';
import { MISSION_SLOGAN } from './site-shell.ts';

/** The mission (public spec §1) in Spanish; the slogan lives in site-shell.ts, as in English. */
export { MISSION_SLOGAN };

export const MISSION: Translated<typeof en.MISSION> = {
  title: 'Nuestra misión',
  slogan: MISSION_SLOGAN,
  statement:
    'Ayudamos a los estudiantes que piensan de otra manera. Aquí aprenden ciencias, tecnología, ingeniería y matemáticas (STEM). Les damos clases desde el kínder hasta la universidad y más allá.',
  paragraphs: [
    'Muchos estudiantes con trastorno por déficit de atención e hiperactividad (TDAH), autismo, dislexia u otras diferencias son buenos en ciencias y matemáticas. Muchas escuelas no están hechas para su forma de aprender. Nosotros estamos creando escuelas que sí lo están.',
    'Cambiamos la escuela, no al estudiante: el tamaño de las clases, los salones, los horarios y los métodos de enseñanza se planifican según la forma en que aprenden nuestros estudiantes.',
  ],
};
