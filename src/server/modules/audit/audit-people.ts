import { asc, inArray, isNotNull } from 'drizzle-orm';
import type { AuditPersonDto } from '../../../domain/audit/dtos.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { auditLog } from './audit.table.ts';

/**
 * GET /api/audit/people: the staff members who have entries, for the audit page's person filter,
 * by their current name (a renamed person is listed once). The system and families have no
 * account, so no id to filter by; a deleted account's entries keep its name but lose the id.
 */
export function listAuditPeople(options: { db: Database }): Promise<AuditPersonDto[]> {
  const { db } = options;
  const actors = db
    .selectDistinct({ id: auditLog.actorId })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId));
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, actors))
    .orderBy(asc(users.name), asc(users.id));
}
