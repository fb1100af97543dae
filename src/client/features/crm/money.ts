/** Whole dollars or dollars and cents, with an optional $ and thousands commas. */
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/**
 * "1,250.50" → 125050. Parsed from the digits, never through a float multiply, so 0.29 stays 29
 * cents. null for anything that is not a dollar amount.
 */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(/[$,\s]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const AMOUNT_FORMAT_MESSAGE = 'Enter the amount in dollars, like 250 or 1,250.50';
