import type * as en from '../mission.ts';
import type { Translated } from '../translated.ts';

/**
 * The mission (public spec §1), shown on the home page, the about page and in the footer. Apart
 * from about.ts so that every page can show the slogan without loading the about page's copy.
 */
export const MISSION_SLOGAN: Translated<typeof en.MISSION_SLOGAN> =
  'Impulsamos cada mente. Rediseñamos la educación STEM';

export const MISSION: Translated<typeof en.MISSION> = {
  title: 'Nuestra misión',
  slogan: MISSION_SLOGAN,
  statement:
    'Ayudamos a los estudiantes que piensan de otra manera a estudiar ciencias, tecnología, ingeniería y matemáticas, desde kínder hasta la investigación doctoral.',
  paragraphs: [
    'Muchos estudiantes con TDAH, autismo, dislexia y perfiles parecidos son buenos en ciencias y matemáticas. Muchas escuelas no están hechas para su forma de aprender. Nosotros estamos creando escuelas que sí lo están.',
    'Cambiamos la escuela, no al estudiante: el tamaño de las clases, los salones, los horarios y los métodos de enseñanza se planifican según la forma en que aprenden nuestros estudiantes.',
  ],
};

import type { TranslatedModule } from '../translated.ts';
import type * as thisModule from './mission.ts';
// Every export of the English module exists here, translated (issue 11).
export type Check = typeof thisModule extends TranslatedModule<typeof en> ? true : never;
const complete: Check = true;
void complete;
