/**
 * Built on first use and kept: building a formatter costs time on a phone, and the page needs
 * none before it draws its first amount.
 */
let dollars: Intl.NumberFormat | undefined;

/**
 * Money as donors read it: "$1,250.50", the same in English and in US Spanish, and the same
 * text as the project's formatExactDollars (domain/crm/rules.ts) writes on receipts and in the
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
