import { and, eq, gt } from 'drizzle-orm';
import {
  EMAIL_NEEDED_MESSAGE,
  PASSCODE_NEEDED_MESSAGE,
  VERIFIED_VISIT_HOURS,
  VERIFIED_VISIT_MS,
  VISITOR_PASS_HEADER,
  type LinkGateDto,
} from '../../../domain/sharing/link-protection.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { heartbeatTime } from '../../db/heartbeat-time.ts';
import { AppError } from '../../http/app-error.ts';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';
import { shareVisitorPasses, type ShareLink, type ShareVisitorPass } from './sharing.table.ts';

/** The pass a request carries in the x-visitor-pass header (ADR 049), if it carries one. */
export function readVisitorPass(headers: Record<string, string | string[] | undefined>) {
  const value = headers[VISITOR_PASS_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A device's pass for one link (ADR 049). The page keeps the token and sends it in the
 * x-visitor-pass header; the database keeps its hash. A pass that belongs to another link, has
 * expired or is unknown is no pass.
 */
export async function findVisitorPass(options: {
  db: Database | Transaction;
  link: Pick<ShareLink, 'id'>;
  passToken: string | undefined;
  now: Date;
}): Promise<ShareVisitorPass | undefined> {
  const { passToken } = options;
  if (!passToken || passToken.length > 100) return undefined;
  const [pass] = await options.db
    .select()
    .from(shareVisitorPasses)
    .where(
      and(
        eq(shareVisitorPasses.tokenHash, hashSessionToken(passToken)),
        eq(shareVisitorPasses.shareLinkId, options.link.id),
        gt(shareVisitorPasses.expiresAt, options.now),
      ),
    );
  return pass;
}

type GateLink = Pick<ShareLink, 'name' | 'passcodeHash' | 'verifyEmail' | 'allowDownload'>;

/** Whether a link asks anything of its visitors at all. */
export const isProtected = (link: Pick<ShareLink, 'passcodeHash' | 'verifyEmail'>) =>
  link.passcodeHash !== null || link.verifyEmail;

/** What the link still asks of the device holding `pass`. */
export function linkGate(link: GateLink, pass: ShareVisitorPass | undefined): LinkGateDto {
  return {
    linkName: link.name,
    needsPasscode: link.passcodeHash !== null && !pass?.passcodeAcceptedAt,
    needsEmail: link.verifyEmail && !pass?.email,
    verifiedEmail: pass?.email ?? null,
    allowDownload: link.allowDownload,
    verifiedVisitHours: VERIFIED_VISIT_HOURS,
  };
}

/** Who is looking, as the activity feed records it: the pass and the address it proved. */
export type LinkVisitor = { pass: ShareVisitorPass | undefined; email: string | null };

/**
 * Every read or write a link holder makes passes here first: a 403 that says what the link still
 * asks for (passcode, then the address), or the visitor. An open link lets anyone in; a pass
 * still names them when they have one.
 */
export async function requireLinkVisitor(options: {
  db: Database | Transaction;
  link: ShareLink;
  passToken: string | undefined;
  now: Date;
}): Promise<LinkVisitor> {
  const pass = await findVisitorPass(options);
  const gate = linkGate(options.link, pass);
  if (gate.needsPasscode) throw new AppError(403, PASSCODE_NEEDED_MESSAGE);
  if (gate.needsEmail) throw new AppError(403, EMAIL_NEEDED_MESSAGE);
  return { pass, email: pass?.email ?? null };
}

/**
 * Records what a device just proved (the passcode, or an address) on its pass, making one when it
 * has none for this link, and starts its VERIFIED_VISIT_HOURS again. Returns the token to keep:
 * the same one, or a new one.
 */
export async function grantVisitorPass(options: {
  db: Database | Transaction;
  link: ShareLink;
  passToken: string | undefined;
  proved: { passcode: true } | { email: string };
  now: Date;
}): Promise<{ token: string; pass: ShareVisitorPass }> {
  const { db, link, now } = options;
  const expiresAt = new Date(now.getTime() + VERIFIED_VISIT_MS);
  const proved =
    'passcode' in options.proved
      ? { passcodeAcceptedAt: now }
      : { email: options.proved.email.trim().toLowerCase() };
  const existing = await findVisitorPass(options);
  if (existing && options.passToken) {
    const [pass] = await db
      .update(shareVisitorPasses)
      .set({ ...proved, expiresAt })
      .where(eq(shareVisitorPasses.id, existing.id))
      .returning();
    return { token: options.passToken, pass: pass! };
  }
  const token = createSessionToken();
  const [pass] = await db
    .insert(shareVisitorPasses)
    .values({
      shareLinkId: link.id,
      tokenHash: hashSessionToken(token),
      ...proved,
      createdAt: now,
      expiresAt,
    })
    .returning();
  return { token, pass: pass! };
}

/**
 * A pass for a device that opened a link asking nothing of it and brought no pass: it proves
 * nothing, but gives the visitor a row of their own (views, time on the document, downloads).
 */
export async function openVisitorPass(options: {
  db: Database | Transaction;
  link: Pick<ShareLink, 'id'>;
  now: Date;
}): Promise<{ token: string; pass: ShareVisitorPass }> {
  const { now } = options;
  const token = createSessionToken();
  const [pass] = await options.db
    .insert(shareVisitorPasses)
    .values({
      shareLinkId: options.link.id,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFIED_VISIT_MS),
    })
    .returning();
  return { token, pass: pass! };
}

/**
 * A heartbeat from a visible page: adds the seconds since the pass was last seen, at most
 * HEARTBEAT_SECONDS, and nothing after a gap longer than HEARTBEAT_GAP_SECONDS (the page was
 * hidden, or the computer slept). The server's clock decides, in one UPDATE, so neither a page
 * that sends too often nor two tabs at once can add more than the time that passed.
 */
export async function recordHeartbeat(options: {
  db: Database;
  pass: ShareVisitorPass;
  now: Date;
}): Promise<void> {
  const time = heartbeatTime(
    { seconds: shareVisitorPasses.secondsOnDocument, lastSeenAt: shareVisitorPasses.lastSeenAt },
    options.now,
  );
  await options.db
    .update(shareVisitorPasses)
    .set({ secondsOnDocument: time.seconds, lastSeenAt: time.lastSeenAt })
    .where(eq(shareVisitorPasses.id, options.pass.id));
}
