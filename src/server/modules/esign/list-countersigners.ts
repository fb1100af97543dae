import { and, asc, eq, ne } from 'drizzle-orm';
import type { CountersignerDto } from '../../../domain/esign/dtos.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';

/**
 * GET /api/docusign/countersigners: the active staff accounts that can countersign for the
 * organisation, by name. Only what the send dialog shows: no roles, usernames or security data.
 */
export function listCountersigners(db: Database): Promise<CountersignerDto[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.isActive, true), ne(users.email, '')))
    .orderBy(asc(users.name), asc(users.email));
}
