import type { FastifyReply } from 'fastify';
import type { AuditEntity } from '../../../../domain/audit/audit.ts';
import { toCsv, type CsvValue } from '../../../../domain/common/csv.ts';
import type { Database } from '../../../db/client.ts';
import { recordExport, type AuditActor } from '../../audit/audit.service.ts';

/** What the owner's audit log says about a CSV of donor data: never the data itself. */
export type CsvExportAudit = {
  db: Database;
  actor: AuditActor;
  entity: AuditEntity;
  /** The report or the filters it was made with (a year, dates). */
  details?: Record<string, unknown>;
  at: Date;
};

/**
 * A CSV download of donor data: UTF-8 with a byte order mark, so spreadsheet programs read
 * accented names right. Every cell goes through toCsv, which guards against formula injection.
 * `rows` starts with the header. Each is an export of personal data, so each is audited before
 * it is sent.
 */
export async function sendCsv(
  reply: FastifyReply,
  filename: string,
  rows: readonly (readonly CsvValue[])[],
  audit: CsvExportAudit,
) {
  const { details, ...entry } = audit;
  await recordExport({ ...entry, format: 'csv', rows: Math.max(rows.length - 1, 0), details });
  return reply
    .type('text/csv; charset=utf-8; header=present')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(`\uFEFF${toCsv(rows)}`);
}

/** Exact dollars and cents for spreadsheets ("1234.50"); screens show whole dollars. */
export const centsToDollarText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
