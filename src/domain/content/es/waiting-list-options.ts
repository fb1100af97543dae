import type * as en from '../waiting-list-options.ts';
import type { Translated } from '../translated.ts';

/**
 * Plain Spanish words for the waiting-list option values (public spec §3). The keys are the
 * values the API stores and validates, so they stay exactly as in English.
 */

export const GRADE_LEVEL_LABELS: Translated<typeof en.GRADE_LEVEL_LABELS> = {
  kindergarten: 'Kínder',
  '1st-grade': '1.er grado',
  '2nd-grade': '2.º grado',
  '3rd-grade': '3.er grado',
  '4th-grade': '4.º grado',
  '5th-grade': '5.º grado',
  '6th-grade': '6.º grado',
  '7th-grade': '7.º grado',
  '8th-grade': '8.º grado',
  '9th-grade': '9.º grado',
  '10th-grade': '10.º grado',
  '11th-grade': '11.º grado',
  '12th-grade': '12.º grado',
  'early-college': 'Preparatoria con cursos universitarios',
};

export const PROGRAM_INTEREST_LABELS: Translated<typeof en.PROGRAM_INTEREST_LABELS> = {
  'pharmaceutical-systems': 'Sistemas farmacéuticos',
  'biomedical-technology': 'Tecnología biomédica',
  'applied-mathematics': 'Matemáticas aplicadas',
  'computer-science': 'Ciencias de la computación',
  'environmental-science': 'Ciencias ambientales',
  'neuroscience-research': 'Investigación en neurociencia',
  'business-technology': 'Tecnología para negocios',
  'pre-professional':
    'Estudios preprofesionales (por ejemplo, antes de estudiar medicina o farmacia)',
  undecided: 'Todavía no está decidido',
};

export const HEARD_ABOUT_US_LABELS: Translated<typeof en.HEARD_ABOUT_US_LABELS> = {
  website: 'Nuestro sitio web',
  'social-media': 'Redes sociales',
  referral: 'Un amigo o un familiar',
  'educational-professional': 'Un maestro, terapeuta o médico',
  'community-event': 'Un evento de la comunidad',
  'high-school-counselor': 'Un consejero de la preparatoria',
  'college-fair': 'Una feria universitaria',
  'nova-learn': 'NovaLearn Academy',
  'news-media': 'Noticias o medios de comunicación',
  other: 'Otro lugar',
};

/** What a select shows before anything is chosen; it sends an empty value (no answer). */
export const NO_CHOICE_LABEL: Translated<typeof en.NO_CHOICE_LABEL> = 'Elija una opción';

/** Shown where an optional answer was left out. */
export const NOT_GIVEN: Translated<typeof en.NOT_GIVEN> = 'Sin respuesta';
