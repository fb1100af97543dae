import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminAccountDto,
  createAdminInput,
  updateAdminInput,
} from '../../../domain/settings.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { users } from './auth.table.ts';
import { revokeUserSessions } from './sessions.service.ts';
import { createAdminUser } from './users.service.ts';

type UserRow = typeof users.$inferSelect;

/** An admin account for the Settings page: never the password hash. */
export const toAdminAccountDto = (row: UserRow): AdminAccountDto => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  isActive: row.isActive,
  roles: row.roles,
  createdAt: row.createdAt.toISOString(),
});

export const CANNOT_DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';
export const CANNOT_DROP_OWN_OWNER_MESSAGE =
  'You cannot take the owner role away from your own account. Ask another owner to do it.';

export async function listAdminAccounts(options: { db: Database }): Promise<AdminAccountDto[]> {
  const rows = await options.db
    .select()
    .from(users)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.username));
  return rows.map(toAdminAccountDto);
}

/** A taken username is a 409 (from createAdminUser); the insert and its audit row commit together. */
export async function addAdminAccount(options: {
  db: Database;
  input: z.output<typeof createAdminInput>;
  actor: AuditActor;
  now: Date;
}): Promise<AdminAccountDto> {
  const created = await createAdminUser(options);
  const [row] = await options.db.select().from(users).where(eq(users.id, created!.id));
  return toAdminAccountDto(row!);
}

/**
 * Disabling ends every session of that account at once (the sign-in check refuses them anyway,
 * but re-enabling the account must not bring old sessions back). Nobody can disable themselves
 * or take away their own owner role, so at least one owner always stays able to sign in. A
 * change of roles applies from the next request of every session (the guard reads the roles).
 */
export async function updateAdminAccount(options: {
  db: Database;
  id: string;
  input: z.output<typeof updateAdminInput>;
  actor: AuditActor;
  now: Date;
}): Promise<AdminAccountDto> {
  const { actor, id, input, now } = options;
  if (input.isActive === false && actor.id === id)
    throw new AppError(409, CANNOT_DISABLE_SELF_MESSAGE);
  if (input.roles && !input.roles.includes('owner') && actor.id === id)
    throw new AppError(409, CANNOT_DROP_OWN_OWNER_MESSAGE);
  return options.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound('Admin account');
    const isActive = input.isActive ?? before.isActive;
    const roles = input.roles ?? before.roles;
    const rolesChanged = roles.join() !== before.roles.join();
    if (isActive === before.isActive && !rolesChanged) return toAdminAccountDto(before);
    const [row] = await tx
      .update(users)
      .set({ isActive, roles, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    if (!isActive && before.isActive) await revokeUserSessions({ db: tx, userId: id, now });
    if (isActive !== before.isActive)
      await recordAudit({
        db: tx,
        actor,
        action: isActive ? 'enable' : 'disable',
        entity: 'user',
        entityId: id,
        details: { username: row!.username },
        at: now,
      });
    if (rolesChanged)
      await recordAudit({
        db: tx,
        actor,
        action: 'change-roles',
        entity: 'user',
        entityId: id,
        details: { username: row!.username, from: before.roles, to: roles },
        at: now,
      });
    return toAdminAccountDto(row!);
  });
}
