import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LinkDelivery } from '../../../domain/mail/link-delivery-dto.ts';
import type { AdminAccountDto, NewAdminAccountDto } from '../../../domain/settings/dtos.ts';
import type { createAdminInput, updateAdminInput } from '../../../domain/settings/settings.ts';
import { qualified } from '../../db/columns.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { accountLinks, passkeys } from './account-security.table.ts';
import { users } from './auth.table.ts';
import { revokeUserSessions } from './sessions.service.ts';
import { sendInvitation, type MailSetup } from './account-links.service.ts';
import { createAdminUser } from './users.service.ts';

type UserRow = typeof users.$inferSelect;

/** Whether the person was invited and never chose a password; whether they have a second step. */
const signInFacts = {
  invitationPending: sql<boolean>`exists (select 1 from ${accountLinks}
    where ${accountLinks.userId} = ${qualified(users.id)} and ${accountLinks.purpose} = 'invite'
      and ${accountLinks.usedAt} is null)`,
  hasTwoStepSignIn: sql<boolean>`(${qualified(users.totpSecret)} is not null or exists (select 1 from ${passkeys}
    where ${passkeys.userId} = ${qualified(users.id)}))`,
};
type SignInFacts = { invitationPending: boolean; hasTwoStepSignIn: boolean };

/** An admin account for the Settings page: never the password hash or a secret. */
export const toAdminAccountDto = (row: UserRow & SignInFacts): AdminAccountDto => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  isActive: row.isActive,
  roles: row.roles,
  createdAt: row.createdAt.toISOString(),
  invitationPending: row.invitationPending,
  hasTwoStepSignIn: row.hasTwoStepSignIn,
});

async function readAccount(db: Database | Transaction, id: string) {
  const [row] = await db
    .select({ user: users, ...signInFacts })
    .from(users)
    .where(eq(users.id, id));
  return row ? toAdminAccountDto({ ...row.user, ...row }) : undefined;
}

export const CANNOT_DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';
export const CANNOT_DROP_OWN_OWNER_MESSAGE =
  'You cannot take the owner role away from your own account. Ask another owner to do it.';

export async function listAdminAccounts(options: { db: Database }): Promise<AdminAccountDto[]> {
  const rows = await options.db
    .select({ user: users, ...signInFacts })
    .from(users)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.username));
  return rows.map((row) => toAdminAccountDto({ ...row.user, ...row }));
}

/**
 * A taken username is a 409 (from createAdminUser). Without an initial password the new person
 * is mailed an invitation to choose one; the account, its audit row and the mail commit together.
 */
export async function addAdminAccount(options: {
  db: Database;
  input: z.output<typeof createAdminInput>;
  actor: AuditActor;
  now: Date;
  mail: MailSetup;
}): Promise<NewAdminAccountDto> {
  const { input, actor, now } = options;
  let invitation: LinkDelivery | null = null;
  const created = await createAdminUser({
    ...options,
    onCreated: async (tx, user) => {
      if (input.password) return;
      invitation = await sendInvitation({
        tx,
        user,
        invitedBy: actor.name,
        now,
        mail: options.mail,
      });
    },
  });
  return { ...(await readAccount(options.db, created!.id))!, invitation };
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
    if (isActive === before.isActive && !rolesChanged) return (await readAccount(tx, id))!;
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
    return (await readAccount(tx, id))!;
  });
}

/**
 * A new invitation for someone whose link ended or got lost: the older link stops working. Only
 * for an account that never chose a password (anyone else uses "Forgot password?").
 */
export async function inviteAgain(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
  mail: MailSetup;
}): Promise<LinkDelivery> {
  const { actor, id, now } = options;
  return options.db.transaction(async (tx) => {
    const account = await readAccount(tx, id);
    if (!account) throw notFound('Admin account');
    if (!account.invitationPending || !account.isActive)
      throw new AppError(
        409,
        `${account.name} has already chosen a password or the account is disabled. They can use "Forgot password?" on the sign-in page.`,
      );
    const delivery = await sendInvitation({
      tx,
      user: account,
      invitedBy: actor.name,
      now,
      mail: options.mail,
    });
    await recordAudit({
      db: tx,
      actor,
      action: 'invite-again',
      entity: 'user',
      entityId: id,
      details: { username: account.username },
      at: now,
    });
    return delivery;
  });
}
