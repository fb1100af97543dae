/** A value of one cell: null and undefined become an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * Spreadsheets run a cell that starts with one of these as a formula ("CSV injection", OWASP):
 * `=HYPERLINK(...)` typed into a form would run on a staff member's computer. Such a cell gets a
 * leading apostrophe, which spreadsheets show as text and do not run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds a quote, comma or line break; quotes doubled. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF as RFC 4180 asks, ending with a line break. */
export const toCsv = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
