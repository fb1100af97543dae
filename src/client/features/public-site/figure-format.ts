import { INTL_LOCALE, type Locale } from '../../../domain/common/i18n.ts';

/**
 * Figures that the public sections write themselves, in the page's language (ADR 012): Intl
 * puts the decimal mark, spaces and symbols where each locale expects them.
 */

/** A percentage given in percent: 11.4 → "11.4%"; at most `maximumFractionDigits` decimals. */
export const formatPercent = (percent: number, locale: Locale, maximumFractionDigits = 2) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits }).format(
    percent / 100,
  );
