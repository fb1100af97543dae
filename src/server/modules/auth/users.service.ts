import { eq, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import {
  hasPermission,
  type Permission,
  type StaffRole,
} from '../../../domain/auth/staff-roles.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { toAdminUser } from './admin-user.ts';
import { users } from './auth.table.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './sessions.service.ts';
import { createSessionToken } from './session-token.ts';

export const usernameMatches = (username: string) =>
  eq(sql`lower(${users.username})`, username.trim().toLowerCase());

export async function findUserByUsername(db: Database, username: string) {
  const [row] = await db.select().from(users).where(usernameMatches(username));
  return row;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/**
 * Creates an admin. Returns undefined when the username is taken and `ifAbsent` is set (the
 * first-admin bootstrap, where several instances may race); otherwise a taken name is a 409.
 */
export async function createAdminUser(options: {
  db: Database;
  actor: AuditActor;
  /** Without a password the account can be used only after an invitation link sets one. */
  input: { username: string; name: string; email: string; password?: string; roles: StaffRole[] };
  ifAbsent?: boolean;
  /** More to do in the same transaction once the row exists (the invitation mail). */
  onCreated?: (tx: Transaction, user: AdminUser) => Promise<void>;
  /** The app clock's time; without it the database's own clock stamps the row and the log. */
  now?: Date;
}): Promise<AdminUser | undefined> {
  const { db, input, now } = options;
  // Nobody knows a random password: the account waits for its invitation link.
  const password = await hashPassword(input.password ?? createSessionToken());
  const stamps = now ? { createdAt: now, updatedAt: now } : {};
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username.trim(),
        name: input.name,
        email: input.email,
        roles: input.roles,
        password,
        ...stamps,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      if (options.ifAbsent) return undefined;
      throw new AppError(
        409,
        `The username "${input.username}" is already taken. Choose another one.`,
      );
    }
    await recordAudit({
      db: tx,
      actor: options.actor,
      action: 'create',
      entity: 'user',
      entityId: row.id,
      details: { username: row.username, roles: row.roles },
      ...(now ? { at: now } : {}),
    });
    const created = toAdminUser(row);
    await options.onCreated?.(tx, created);
    return created;
  });
}

/** Sets a new password and ends every session of that user. */
export async function resetAdminPassword(options: {
  db: Database;
  actor: AuditActor;
  username: string;
  password: string;
  now: Date;
}): Promise<AdminUser> {
  const password = await hashPassword(options.password);
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ password, isActive: true, updatedAt: options.now })
      .where(usernameMatches(options.username))
      .returning();
    if (!row) throw new AppError(404, `There is no admin with the username "${options.username}".`);
    await revokeUserSessions({ db: tx, userId: row.id, now: options.now });
    await recordAudit({
      db: tx,
      actor: options.actor,
      action: 'reset-password',
      entity: 'user',
      entityId: row.id,
    });
    return toAdminUser(row);
  });
}

/**
 * The addresses of the active staff accounts whose roles grant `permission`, for notices about
 * their area (an accepted seat reaches admissions staff and owners).
 */
export async function findStaffEmails(
  db: Database | Transaction,
  permission: Permission,
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, roles: users.roles })
    .from(users)
    .where(eq(users.isActive, true));
  const emails = rows
    .filter((row) => hasPermission(row.roles, permission))
    .map((row) => row.email.trim())
    .filter(Boolean);
  return [...new Set(emails.map((email) => email.toLowerCase()))].sort();
}
