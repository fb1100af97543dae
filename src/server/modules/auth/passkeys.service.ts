import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import {
  LAST_SECOND_STEP_MESSAGE,
  PASSKEY_NOT_RECOGNISED_MESSAGE,
} from '../../../domain/auth/account-security.ts';
import type { PasskeyDto } from '../../../domain/auth/account-security-dtos.ts';
import type { SignedInResponse } from '../../../domain/auth/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { passkeys } from './account-security.table.ts';
import { createChallenge, takeChallenge } from './auth-challenges.service.ts';
import { users } from './auth.table.ts';
import { openSession } from './open-session.ts';
import type { AdminSession } from './sessions.service.ts';
import {
  isTwoFactorRequired,
  liftTwoFactorSetup,
  secondStepMethodsOf,
} from './two-factor-policy.ts';

/**
 * The relying party is the site's public address (PUBLIC_URL): a passkey made for it works only
 * there, which is what makes passkeys immune to look-alike phishing sites.
 */
export type RelyingParty = { id: string; origin: string };
export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
};

const SET_UP_ENDED = 'The passkey set-up has ended. Start again.';

type PasskeyRow = typeof passkeys.$inferSelect;
const toPasskeyDto = (row: PasskeyRow): PasskeyDto => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(
  db: Database | Transaction,
  userId: string,
): Promise<PasskeyDto[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(toPasskeyDto);
}

/** Adding a passkey, first half: what the browser needs to make one for this account. */
export async function startPasskeyRegistration(options: {
  db: Database;
  session: AdminSession;
  rp: RelyingParty;
  now: Date;
}): Promise<{ setupId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const { db, session, rp, now } = options;
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, session.user.id));
  const creation = await generateRegistrationOptions({
    rpName: await getOrganisationName(db),
    rpID: rp.id,
    userName: session.user.username,
    userDisplayName: session.user.name,
    userID: new Uint8Array(Buffer.from(session.user.id)),
    attestationType: 'none',
    // One passkey per authenticator: the browser says so instead of making a second.
    excludeCredentials: existing.map((row) => ({
      id: row.id,
      transports: row.transports as AuthenticatorTransport[],
    })),
    // A discoverable passkey signs in without typing a username.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const setupId = await createChallenge({
    db,
    purpose: 'passkey-registration',
    secret: creation.challenge,
    userId: session.user.id,
    now,
  });
  return { setupId, options: creation };
}

/** Second half: checks the browser's reply against the stored challenge, keeps the public key. */
export async function finishPasskeyRegistration(options: {
  db: Database;
  session: AdminSession;
  rp: RelyingParty;
  setupId: string;
  name: string;
  response: unknown;
  now: Date;
}): Promise<PasskeyDto> {
  const { db, session, rp, now } = options;
  return db.transaction(async (tx) => {
    const challenge = await takeChallenge({
      db: tx,
      purpose: 'passkey-registration',
      id: options.setupId,
      userId: session.user.id,
      now,
    });
    if (!challenge) throw new AppError(400, SET_UP_ENDED);
    const verification = await verifyRegistrationResponse({
      response: options.response as RegistrationResponseJSON,
      expectedChallenge: challenge.secret,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch((error: unknown) => {
      throw new AppError(400, `The passkey could not be added: ${(error as Error).message}`);
    });
    if (!verification.verified) throw new AppError(400, 'The passkey could not be added.');
    const { credential } = verification.registrationInfo;
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: session.user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        name: options.name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'This passkey is already added.');
    await liftTwoFactorSetup(tx, session.user.id);
    await recordAudit({
      db: tx,
      actor: { id: session.user.id, name: session.user.name },
      action: 'add-passkey',
      entity: 'user',
      entityId: session.user.id,
      details: { passkey: row.name },
      at: now,
    });
    return toPasskeyDto(row);
  });
}

export async function removePasskey(options: {
  db: Database;
  session: AdminSession;
  id: string;
  now: Date;
}): Promise<void> {
  const { db, session, now } = options;
  const actor: AuditActor = { id: session.user.id, name: session.user.name };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, options.id), eq(passkeys.userId, session.user.id)))
      .returning();
    if (!row) throw notFound('Passkey');
    // The deletion rolls back if it took the last second step of someone who must have one.
    if (
      (await isTwoFactorRequired(tx)) &&
      (await secondStepMethodsOf(tx, session.user.id)).length === 0
    )
      throw new AppError(409, LAST_SECOND_STEP_MESSAGE);
    await recordAudit({
      db: tx,
      actor,
      action: 'remove-passkey',
      entity: 'user',
      entityId: session.user.id,
      details: { passkey: row.name },
      at: now,
    });
  });
}

/** Sign-in step 1: a challenge for any passkey of this site (the browser lets the person pick). */
export async function startPasskeySignIn(options: {
  db: Database;
  rp: RelyingParty;
  now: Date;
}): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const request = await generateAuthenticationOptions({
    rpID: options.rp.id,
    userVerification: 'required',
  });
  const challengeId = await createChallenge({
    db: options.db,
    purpose: 'passkey-sign-in',
    secret: request.challenge,
    userId: null,
    now: options.now,
  });
  return { challengeId, options: request };
}

/** Sign-in step 2: the signature over the challenge, checked with the stored public key. */
export async function finishPasskeySignIn(options: {
  db: Database;
  rp: RelyingParty;
  challengeId: string;
  response: unknown;
  now: Date;
  ipAddress: string;
  userAgent?: string;
}): Promise<SignedInResponse> {
  const { db, rp, now } = options;
  const response = options.response as AuthenticationResponseJSON;
  return db.transaction(async (tx) => {
    const challenge = await takeChallenge({
      db: tx,
      purpose: 'passkey-sign-in',
      id: options.challengeId,
      now,
    });
    if (!challenge)
      throw new AppError(401, 'The passkey sign-in took too long and has ended. Try again.');
    const [found] = await tx
      .select({ passkey: passkeys, user: users })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(eq(passkeys.credentialId, response.id));
    if (!found || !found.user.isActive) throw new AppError(401, PASSKEY_NOT_RECOGNISED_MESSAGE);
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.secret,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: found.passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(found.passkey.publicKey, 'base64url')),
        counter: found.passkey.signCount,
        transports: found.passkey.transports as AuthenticatorTransport[],
      },
    }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
    if (!verification.verified || !verification.authenticationInfo)
      throw new AppError(401, PASSKEY_NOT_RECOGNISED_MESSAGE);
    await tx
      .update(passkeys)
      .set({ signCount: verification.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(passkeys.id, found.passkey.id));
    return openSession({ ...options, tx, user: found.user, way: 'passkey' });
  });
}
