import type * as en from '../charts.ts';
import type { Translated, TranslatedModule } from '../translated.ts';
import type * as thisModule from './charts.ts';

/** Palabras de las gráficas del sitio público en español (twin of ../charts.ts). */

// Shapes and pure helpers: no text of their own. chartValueLine only joins texts that are already
// Spanish with ": " and "( )", which Spanish writes the same way.
export type { ChartBar, ChartData } from '../charts.ts';
export { chartLabelLines, chartValueLine } from '../charts.ts';

export const CHART_TABLE_LABEL: Translated<typeof en.CHART_TABLE_LABEL> =
  'Mostrar las cifras en una tabla';

// Every export of the English module exists here, translated (issue 11).
export type Check = typeof thisModule extends TranslatedModule<typeof en> ? true : never;
const complete: Check = true;
void complete;
