import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditListFilter } from '../../../domain/audit.ts';
import type { AuditEntryDto } from '../../../domain/document-schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export type AuditActor = { id: string | null; name: string };

/** The actor for changes made by the server itself or by the command line. */
export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'system' };

/** The audit actor of a signed-in admin session (from `requireAdmin(request)`). */
export const actorOf = (session: { user: { id: string; name: string } }): AuditActor => ({
  id: session.user.id,
  name: session.user.name,
});

/** Call inside the transaction of the change, so the log and the change commit together. */
export async function recordAudit(options: {
  db: Database | Transaction;
  actor: AuditActor;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
}): Promise<void> {
  await options.db.insert(auditLog).values({
    actorId: options.actor.id,
    actorName: options.actor.name,
    action: options.action,
    entity: options.entity,
    entityId: options.entityId ?? null,
    details: options.details ?? null,
    ...(options.at ? { at: options.at } : {}),
  });
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

/** Newest first. Entries written in one transaction share a time, so id keeps pages stable. */
export async function listAuditEntries(options: {
  db: Database;
  query: AuditListFilter;
}): Promise<AuditEntryDto[]> {
  const { db, query } = options;
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toAuditEntryDto);
}

/** Names of the fields in `changes` whose value differs from `before`: the details of an update. */
export function changedFields<T extends object>(before: T, changes: Partial<T>): (keyof T)[] {
  return (Object.keys(changes) as (keyof T)[]).filter(
    (key) => changes[key] !== undefined && changes[key] !== before[key],
  );
}
