import type * as en from '../designations.ts';
import type { Translated, TranslatedModule } from '../translated.ts';
import type * as thisModule from './designations.ts';

/** Las cinco áreas a las que puede ir una donación, en español (twin of ../designations.ts). */
export const DESIGNATION_LABELS: Translated<typeof en.DESIGNATION_LABELS> = {
  k12: 'De kínder a 12.º grado (K-12)',
  research: 'Investigación',
  infrastructure: 'Edificios de los campus',
  scholarships: 'Becas',
  general: 'Donde más se necesite',
};

// Every export of the English module exists here, translated (issue 11).
export type Check = typeof thisModule extends TranslatedModule<typeof en> ? true : never;
const complete: Check = true;
void complete;
