/** Whole dollars or dollars and cents, with an optional $ and thousands commas. */
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/**
 * A typed dollar amount in cents, for the give page and the CRM's gift form: "50" → 5000,
 * "50.25" → 5025, "1,250.5" → 125050. Read from the digits, never through a float multiply
 * (0.29 * 100 is 28.999…), so a typed cent is never lost. null for anything that is not a dollar
 * amount ("fifty", "50.255", "-5").
 */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(/[$,\s]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
