import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OutboxStatus } from '../../../domain/mail/mail.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from './mail.table.ts';

/** The outbox status of the newest mail about each record (relatedEntity, relatedId). */
export async function findMailStatuses(options: {
  db: Database;
  relatedEntity: string;
  relatedIds: readonly string[];
}): Promise<Map<string, OutboxStatus>> {
  const { db, relatedEntity, relatedIds } = options;
  const statuses = new Map<string, OutboxStatus>();
  if (relatedIds.length === 0) return statuses;
  const rows = await db
    .select({ relatedId: outbox.relatedId, status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.relatedEntity, relatedEntity), inArray(outbox.relatedId, [...relatedIds])))
    .orderBy(desc(outbox.createdAt));
  for (const row of rows) {
    if (row.relatedId && !statuses.has(row.relatedId)) statuses.set(row.relatedId, row.status);
  }
  return statuses;
}
