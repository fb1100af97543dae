import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionDto } from '../../../domain/auth/account-security-dtos.ts';
import { deviceName } from '../../../domain/auth/device-name.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../../domain/auth/admin-session.ts';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedStatementCache } from '../../db/prepared-statements.ts';
import { sessions, users } from './auth.table.ts';
import { createSessionToken, hashSessionToken, isWellFormedToken } from './session-token.ts';
import { toAdminUser } from './admin-user.ts';

export type AdminSession = {
  sessionId: string;
  user: AdminUser;
  /** Opens only the account's security settings (two-step sign-in is required and not set up). */
  twoFactorSetupPending: boolean;
};

/** Writing lastUsedAt on every request would turn each read into a write; once a minute is enough. */
const LAST_USED_WRITE_INTERVAL_MS = 60_000;

export async function startSession(options: {
  db: Database | Transaction;
  userId: string;
  now: Date;
  ipAddress?: string;
  userAgent?: string;
  twoFactorSetupPending?: boolean;
}): Promise<{ token: string; sessionId: string }> {
  const token = createSessionToken();
  const [row] = await options.db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId: options.userId,
      createdAt: options.now,
      lastUsedAt: options.now,
      expiresAt: new Date(options.now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
      ipAddress: options.ipAddress ?? null,
      userAgent: options.userAgent?.slice(0, 512) ?? null,
      twoFactorSetupPending: options.twoFactorSetupPending ?? false,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/**
 * The lookup behind every admin request. Prepared once per database: building it in drizzle and
 * planning it in PostgreSQL on each request cost twice as much as running it (in bench/).
 */
function prepareSessionLookup(db: Database) {
  const placeholderTime = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, placeholderTime('now')),
        gt(sessions.lastUsedAt, placeholderTime('idleSince')),
        eq(users.isActive, true),
      ),
    )
    .prepare('find_active_session');
}

const sessionLookups = preparedStatementCache<ReturnType<typeof prepareSessionLookup>>();

/** The session a bearer token stands for, or null when it is unknown, revoked, idle or expired. */
export async function findActiveSession(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<AdminSession | null> {
  const { db, token, now } = options;
  if (!isWellFormedToken(token)) return null;
  const lookup = sessionLookups(db, 'find_active_session', () => prepareSessionLookup(db));
  const [row] = await lookup.execute({
    tokenHash: hashSessionToken(token),
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > LAST_USED_WRITE_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
  }
  return {
    sessionId: row.session.id,
    user: toAdminUser(row.user),
    twoFactorSetupPending: row.session.twoFactorSetupPending,
  };
}

export async function revokeSession(options: { db: Database; sessionId: string; now: Date }) {
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.id, options.sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(options: {
  db: Database | Transaction;
  userId: string;
  now: Date;
}) {
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.userId, options.userId), isNull(sessions.revokedAt)));
}

/** The person's own sessions that still work, newest use first, for "Signed-in devices". */
export async function listOwnSessions(options: {
  db: Database;
  session: AdminSession;
  now: Date;
}): Promise<SessionDto[]> {
  const { db, session, now } = options;
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, session.user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastUsedAt.toISOString(),
    current: row.id === session.sessionId,
  }));
}

/** Ends one of the person's own sessions; someone else's session id is "not found". */
export async function endOwnSession(options: {
  db: Database;
  session: AdminSession;
  id: string;
  now: Date;
}): Promise<void> {
  const { db, session, now } = options;
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.id, options.id),
          eq(sessions.userId, session.user.id),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id, userAgent: sessions.userAgent });
    if (!ended) throw notFound('Session');
    await recordAudit({
      db: tx,
      actor: { id: session.user.id, name: session.user.name },
      action: 'end-session',
      entity: 'session',
      entityId: ended.id,
      details: { device: deviceName(ended.userAgent) },
      at: now,
    });
  });
}
