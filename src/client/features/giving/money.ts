/**
 * Built on first use and kept: building a formatter costs time on a phone, and the page needs
 * none before it draws its first amount.
 */
let dollars: Intl.NumberFormat | undefined;

/**
 * Money as donors read it: "$1,250.50", the same in English and in US Spanish, and the same
 * text as the project's formatExactDollars (domain/crm-rules.ts) writes on receipts and in the
 * schema's messages. Not that function itself: its module brings the fundraising page's copy
 * and builds a formatter of its own when it loads, about 2 kB of script the give page (in
 * either language) would carry for nothing. Amounts here are at most $50,000.00, far from
 * where dividing cents by 100 could miss a cent.
 */
export function formatMoney(cents: number): string {
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return dollars.format(cents / 100);
}

/** Whole dollars or dollars and cents, with an optional $ and thousands commas. */
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/**
 * "50" → 5000, "50.25" → 5025, "1,250.5" → 125050. Read from the digits, never through a float
 * multiply (0.29 * 100 is 28.999…), so a typed cent is never lost. null for anything that is
 * not a dollar amount ("fifty", "50.255", "-5").
 */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(/[$,\s]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
