import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminAccountDto, createAdminInput } from '../../../domain/settings.ts';
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
  createdAt: row.createdAt.toISOString(),
});

export const CANNOT_DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';

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
 * Disabling ends every session of that admin at once (the sign-in check refuses them anyway, but
 * re-enabling the account must not bring old sessions back). Nobody can disable themselves, so
 * at least one admin always stays able to sign in.
 */
export async function setAdminActive(options: {
  db: Database;
  id: string;
  isActive: boolean;
  actor: AuditActor;
  now: Date;
}): Promise<AdminAccountDto> {
  const { actor, id, isActive, now } = options;
  if (!isActive && actor.id === id) throw new AppError(409, CANNOT_DISABLE_SELF_MESSAGE);
  return options.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound('Admin account');
    if (before.isActive === isActive) return toAdminAccountDto(before);
    const [row] = await tx
      .update(users)
      .set({ isActive, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    if (!isActive) await revokeUserSessions({ db: tx, userId: id, now });
    await recordAudit({
      db: tx,
      actor,
      action: isActive ? 'enable' : 'disable',
      entity: 'user',
      entityId: id,
      details: { username: row!.username },
      at: now,
    });
    return toAdminAccountDto(row!);
  });
}
