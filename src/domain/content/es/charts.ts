import type * as en from '../charts.ts';
import type { Translated } from '../translated.ts';

/** Palabras de las gráficas del sitio público en español (twin of ../charts.ts). */

// Shapes and pure helpers: no text of their own. chartValueLine only joins texts that are already
// Spanish with ": " and "( )", which Spanish writes the same way.
export type { ChartBar, ChartData } from '../charts.ts';
export { chartLabelLines, chartValueLine } from '../charts.ts';

export const CHART_TABLE_LABEL: Translated<typeof en.CHART_TABLE_LABEL> =
  'Mostrar las cifras en una tabla';
