import { desc, sql } from 'drizzle-orm';
import type { AuditEntity, AuditListFilter } from '../../../domain/audit/audit.ts';
import type { AuditEntryDto } from '../../../domain/audit/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { auditWhere } from './audit-filters.ts';
import { auditLog } from './audit.table.ts';

export type AuditActor = { id: string | null; name: string };

/** The actor for changes made by the server itself or by the command line. */
export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'system' };

/** The audit actor of a signed-in admin session (from `requireAdmin(request)`). */
export const actorOf = (session: { user: { id: string; name: string } }): AuditActor => ({
  id: session.user.id,
  name: session.user.name,
});

type AuditRecord = {
  actor: AuditActor;
  action: string;
  /** A kind of record the audit page knows (src/domain/audit/audit.ts gives each its area). */
  entity: AuditEntity;
  entityId?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
};

/** Call inside the transaction of the change, so the log and the change commit together. */
export async function recordAudit(
  options: AuditRecord & { db: Database | Transaction },
): Promise<void> {
  await options.db.insert(auditLog).values(auditRow(options));
}

/** The audit row of a change, for a caller that writes it together with another row. */
export function auditRow(record: AuditRecord): typeof auditLog.$inferInsert {
  return {
    actorId: record.actor.id,
    actorName: record.actor.name,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId ?? null,
    details: record.details ?? null,
    ...(record.at ? { at: record.at } : {}),
  };
}

type AuditRow = typeof auditLog.$inferSelect;

export const toAuditEntryDto = (row: AuditRow): AuditEntryDto => ({
  id: row.id,
  actorName: row.actorName,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  details: row.details ?? null,
  at: row.at.toISOString(),
});

/**
 * A copy of personal data leaving the system (a CSV, a PDF of a donor's gifts): who took it and
 * how much, never the data itself. Written before the file is sent, so no file goes out unlogged.
 * `details` (the filters, a report's name) must not hold free text a person typed, such as a
 * searched name: say only that there was one.
 */
export function recordExport(options: {
  db: Database | Transaction;
  actor: AuditActor;
  entity: AuditEntity;
  entityId?: string | null;
  format: 'csv' | 'pdf';
  rows?: number;
  details?: Record<string, unknown>;
  at: Date;
}): Promise<void> {
  const { format, rows, details, ...rest } = options;
  return recordAudit({
    ...rest,
    action: 'export',
    details: { format, ...(rows === undefined ? {} : { rows }), ...details },
  });
}

/**
 * GET /api/audit: one page, newest first, and the number of all matches (X-Total-Count). Entries
 * written in one transaction share a time, so id keeps pages stable.
 */
export async function listAuditEntries(options: {
  db: Database;
  query: AuditListFilter;
  timeZone: string;
}): Promise<{ items: AuditEntryDto[]; total: number }> {
  const { db, query } = options;
  const where = auditWhere(query, options.timeZone);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { items: rows.map(toAuditEntryDto), total: counts[0]?.total ?? 0 };
}

/** Names of the fields in `changes` whose value differs from `before`: the details of an update. */
export function changedFields<T extends object>(before: T, changes: Partial<T>): (keyof T)[] {
  return (Object.keys(changes) as (keyof T)[]).filter(
    (key) => changes[key] !== undefined && changes[key] !== before[key],
  );
}
