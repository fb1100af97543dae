import type { FastifyReply } from 'fastify';
import { toCsv, type CsvValue } from '../../../../domain/csv.ts';

/**
 * A CSV download: UTF-8 with a byte order mark, so spreadsheet programs read accented names
 * right. Every cell goes through toCsv, which guards against formula injection.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  rows: readonly (readonly CsvValue[])[],
) {
  return reply
    .type('text/csv; charset=utf-8; header=present')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(`\uFEFF${toCsv(rows)}`);
}

/** Exact dollars and cents for spreadsheets ("1234.50"); screens show whole dollars. */
export const centsToDollarText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
