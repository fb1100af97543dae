import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';
import { parseCsv, unguardCell } from './csv-parse.ts';

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFname,note\r\n"Byron, Ada","said ""hi""\nthen left"\r\n\r\nBob,\n';
    expect(parseCsv(text)).toEqual({
      rows: [
        ['name', 'note'],
        ['Byron, Ada', 'said "hi"\nthen left'],
        ['Bob', ''],
      ],
    });
  });

  it('reads back what toCsv writes, formula guard included', () => {
    const rows = [['a', '=SUM(A1)', 'x,"y"', '']];
    const parsed = parseCsv(toCsv(rows));
    expect('rows' in parsed && parsed.rows[0]!.map(unguardCell)).toEqual(rows[0]);
  });

  it('reports a quote that is never closed', () => {
    expect(parseCsv('a,b\n"open,c\n')).toEqual({
      error: 'A quoted cell that starts on line 2 is never closed.',
    });
  });
});
