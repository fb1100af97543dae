import { desc, sql } from 'drizzle-orm';
import {
  MAX_AUDIT_CSV_ROWS,
  areaOfEntity,
  type AuditCsvFilter,
} from '../../../domain/audit/audit.ts';
import {
  auditEntityLabel,
  describeAuditAction,
  describeAuditDetails,
} from '../../../domain/audit/labels.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { toCsv, type CsvValue } from '../../../domain/common/csv.ts';
import { formatDateTime } from '../../../domain/common/date-format.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { auditWhere } from './audit-filters.ts';
import { auditLog } from './audit.table.ts';
import { recordExport, type AuditActor } from './audit.service.ts';

/** Field names as headers, as the other exports do; `details` is the entry's JSON, whole. */
const HEADER = [
  'at',
  'organisationTime',
  'actorName',
  'actorId',
  'area',
  'action',
  'description',
  'entity',
  'record',
  'entityId',
  'detailsText',
  'details',
  'id',
];

/**
 * GET /api/audit.csv (owner): every entry the filters match, newest first, as the page lists
 * them. The download is itself an entry of the log, written before the file is sent. Past
 * MAX_AUDIT_CSV_ROWS the owner is asked to narrow the filters instead of getting a cut file.
 */
export async function exportAuditCsv(options: {
  db: Database;
  query: AuditCsvFilter;
  actor: AuditActor;
  timeZone: string;
  now: Date;
}): Promise<{ filename: string; csv: string }> {
  const { db, query, timeZone, now } = options;
  const where = auditWhere(query, timeZone);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const total = count?.total ?? 0;
  if (total > MAX_AUDIT_CSV_ROWS) {
    throw new AppError(
      400,
      `${total.toLocaleString('en-US')} entries match, more than one file holds ` +
        `(${MAX_AUDIT_CSV_ROWS.toLocaleString('en-US')}). Choose a shorter date range, one ` +
        'person or one area, and download again.',
    );
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  const lines: CsvValue[][] = rows.map((row) => [
    row.at.toISOString(),
    formatDateTime(row.at, timeZone),
    row.actorName,
    row.actorId,
    areaOfEntity(row.entity),
    row.action,
    describeAuditAction(row.action, row.entity),
    row.entity,
    auditEntityLabel(row.entity),
    row.entityId,
    describeAuditDetails(row.details),
    row.details ? JSON.stringify(row.details) : null,
    row.id,
  ]);
  await recordExport({
    db,
    actor: options.actor,
    entity: 'audit_log',
    format: 'csv',
    rows: rows.length,
    // The filters it was made with (ids, an area, dates): which part of the log left.
    details: Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
    at: now,
  });
  return {
    filename: `audit-log-${todayIsoDate(now)}.csv`,
    csv: `\uFEFF${toCsv([HEADER, ...lines])}`,
  };
}
