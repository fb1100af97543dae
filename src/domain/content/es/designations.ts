import type * as en from '../designations.ts';
import type { Translated } from '../translated.ts';

/** Las cinco áreas a las que puede ir una donación, en español (twin of ../designations.ts). */
export const DESIGNATION_LABELS: Translated<typeof en.DESIGNATION_LABELS> = {
  k12: 'De kínder a 12.º grado (K-12)',
  research: 'Investigación',
  infrastructure: 'Edificios de los campus',
  scholarships: 'Becas',
  general: 'Donde más se necesite',
};
