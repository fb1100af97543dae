/**
 * RFC 4180 CSV text → rows of cells: quoted cells may hold commas, quotes ("") and line breaks;
 * CRLF, LF and a leading byte order mark (Excel's UTF-8 export) are accepted. Blank lines are
 * dropped. Returns an error message instead of rows when a quote is never closed.
 */
export function parseCsv(text: string): { rows: string[][] } | { error: string } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let quoteLine = 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index]!;
    if (inQuotes) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') {
        inQuotes = false;
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"' && cell === '') {
      inQuotes = true;
      quoteLine = line;
    } else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
    } else {
      cell += character;
    }
  }
  if (inQuotes) return { error: `A quoted cell that starts on line ${quoteLine} is never closed.` };
  if (cell !== '' || row.length > 0) endRow();
  return { rows };
}

/**
 * Undoes the export's formula guard (src/domain/common/csv.ts): a cell that starts with an apostrophe
 * before = + - @ was written by us, so a round trip gives back the text that was typed.
 */
export const unguardCell = (value: string) =>
  /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
