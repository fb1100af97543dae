import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OWNER_NEEDS_SECOND_STEP_MESSAGE,
  accountLinkInput,
  passkeyRegistrationInput,
  passkeySignInInput,
  secondStepInput,
  securitySettingsInput,
  setPasswordInput,
  totpDisableInput,
  totpEnableInput,
} from '../../../domain/auth/account-security.ts';
import {
  accountLinkDto,
  accountSecurityDto,
  passkeyDto,
  passkeyRegistrationOptionsDto,
  passkeySignInOptionsDto,
  passwordSetDto,
  recoveryCodesDto,
  securitySettingsDto,
  sessionDto,
  totpSetupDto,
} from '../../../domain/auth/account-security-dtos.ts';
import { signedInResponse } from '../../../domain/auth/dtos.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { noContent } from '../../http/response-schemas.ts';
import { actorOf, recordAudit } from '../audit/audit.service.ts';
import { networkOf } from '../rate-limits/network-of.ts';
import { ACCOUNT_LINK_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { enforceRateLimit, limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { describeAccountLink, setPasswordFromLink } from './account-links.service.ts';
import { forgotPasswordRoutes } from './forgot-password.routes.ts';
import { readingPreferencesRoutes } from './reading-preferences.routes.ts';
import {
  finishPasskeyRegistration,
  finishPasskeySignIn,
  relyingPartyOf,
  removePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkeys.service.ts';
import { completeSecondStep } from './second-step.service.ts';
import { endOwnSession, listOwnSessions } from './sessions.service.ts';
import {
  disableTotp,
  enableTotp,
  getAccountSecurity,
  renewRecoveryCodes,
  startTotpSetup,
} from './totp-setup.service.ts';
import {
  isTwoFactorRequired,
  secondStepMethodsOf,
  setTwoFactorRequired,
} from './two-factor-policy.ts';

/** A person's own account: reachable while a required second step is still to be set up. */
const OWN_ACCOUNT = { permission: 'signed-in', openDuringTwoFactorSetup: true } as const;
const PUBLIC = { public: true } as const;

/**
 * Sign-in beyond the password (ADR 018): links from mail, the second step,
 * passkeys, the authenticator app, recovery codes and the person's own sessions.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  const rp = relyingPartyOf(config.publicUrl);
  const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });

  // ── Without a session ──────────────────────────────────────────────────────────────────────
  app.post(
    '/api/admin/login/second-step',
    { config: PUBLIC, schema: { body: secondStepInput, response: { 200: signedInResponse } } },
    (request) => completeSecondStep({ db, ...request.body, now: clock.now(), ...client(request) }),
  );

  app.post(
    '/api/admin/passkey/options',
    { config: PUBLIC, schema: { response: { 200: passkeySignInOptionsDto } } },
    async (request) => {
      const now = clock.now();
      await enforceRateLimit({
        db,
        key: `passkey-options:${request.ip}`,
        windowMs: 5 * 60_000,
        limit: 60,
        now,
        refusal: (retry) => `Too many sign-in attempts. Please wait ${retry} and try again.`,
      });
      return startPasskeySignIn({ db, rp, now });
    },
  );

  app.post(
    '/api/admin/passkey/sign-in',
    { config: PUBLIC, schema: { body: passkeySignInInput, response: { 200: signedInResponse } } },
    (request) =>
      finishPasskeySignIn({ db, rp, ...request.body, now: clock.now(), ...client(request) }),
  );

  await app.register(forgotPasswordRoutes, { deps });
  await app.register(readingPreferencesRoutes, { deps });

  // Counted before the key is looked up, like every other guess (ADR 031).
  const countLinkAttempt = (ip: string, now: Date) =>
    limitPublicRequest(ACCOUNT_LINK_REQUESTS, { db, key: networkOf(ip), now });

  // POST, not GET: the key stays out of addresses, histories and logs.
  app.post(
    '/api/account/link',
    { config: PUBLIC, schema: { body: accountLinkInput, response: { 200: accountLinkDto } } },
    async (request) => {
      const now = clock.now();
      await countLinkAttempt(request.ip, now);
      return describeAccountLink({ db, token: request.body.token, now });
    },
  );

  app.post(
    '/api/account/set-password',
    { config: PUBLIC, schema: { body: setPasswordInput, response: { 200: passwordSetDto } } },
    async (request) => {
      const now = clock.now();
      await countLinkAttempt(request.ip, now);
      return setPasswordFromLink({ db, ...request.body, now });
    },
  );

  // ── The signed-in person's own account ─────────────────────────────────────────────────────
  app.get(
    '/api/account/security',
    { config: OWN_ACCOUNT, schema: { response: { 200: accountSecurityDto } } },
    (request) => getAccountSecurity(db, requireAdmin(request)),
  );

  app.post(
    '/api/account/totp/setup',
    { config: OWN_ACCOUNT, schema: { response: { 200: totpSetupDto } } },
    (request) => startTotpSetup({ db, session: requireAdmin(request), now: clock.now() }),
  );

  app.post(
    '/api/account/totp/enable',
    { config: OWN_ACCOUNT, schema: { body: totpEnableInput, response: { 200: recoveryCodesDto } } },
    (request) =>
      enableTotp({ db, session: requireAdmin(request), ...request.body, now: clock.now() }),
  );

  app.post(
    '/api/account/totp/disable',
    { config: OWN_ACCOUNT, schema: { body: totpDisableInput, response: { 204: noContent } } },
    async (request, reply) => {
      await disableTotp({ db, session: requireAdmin(request), ...request.body, now: clock.now() });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/recovery-codes',
    {
      config: OWN_ACCOUNT,
      schema: { body: totpDisableInput, response: { 200: recoveryCodesDto } },
    },
    (request) =>
      renewRecoveryCodes({ db, session: requireAdmin(request), ...request.body, now: clock.now() }),
  );

  app.post(
    '/api/account/passkeys/options',
    { config: OWN_ACCOUNT, schema: { response: { 200: passkeyRegistrationOptionsDto } } },
    (request) =>
      startPasskeyRegistration({ db, session: requireAdmin(request), rp, now: clock.now() }),
  );

  app.post(
    '/api/account/passkeys',
    {
      config: OWN_ACCOUNT,
      schema: { body: passkeyRegistrationInput, response: { 201: passkeyDto } },
    },
    async (request, reply) => {
      const passkey = await finishPasskeyRegistration({
        db,
        session: requireAdmin(request),
        rp,
        ...request.body,
        now: clock.now(),
      });
      return reply.status(201).send(passkey);
    },
  );

  app.delete(
    '/api/account/passkeys/:id',
    { config: OWN_ACCOUNT, schema: { params: idParam, response: { 204: noContent } } },
    async (request, reply) => {
      await removePasskey({
        db,
        session: requireAdmin(request),
        id: request.params.id,
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/account/sessions',
    { config: OWN_ACCOUNT, schema: { response: { 200: z.array(sessionDto) } } },
    (request) => listOwnSessions({ db, session: requireAdmin(request), now: clock.now() }),
  );

  app.delete(
    '/api/account/sessions/:id',
    { config: OWN_ACCOUNT, schema: { params: idParam, response: { 204: noContent } } },
    async (request, reply) => {
      await endOwnSession({
        db,
        session: requireAdmin(request),
        id: request.params.id,
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );

  // ── Owners: the organisation's rule ────────────────────────────────────────────────────────
  app.patch(
    '/api/settings/security',
    {
      config: { permission: 'owner' },
      schema: { body: securitySettingsInput, response: { 200: securitySettingsDto } },
    },
    async (request) => {
      const now = clock.now();
      const { requireTwoFactor } = request.body;
      const session = requireAdmin(request);
      await db.transaction(async (tx) => {
        if ((await isTwoFactorRequired(tx)) === requireTwoFactor) return;
        if (requireTwoFactor && (await secondStepMethodsOf(tx, session.user.id)).length === 0)
          throw new AppError(409, OWNER_NEEDS_SECOND_STEP_MESSAGE);
        await setTwoFactorRequired({ tx, required: requireTwoFactor, now });
        await recordAudit({
          db: tx,
          actor: actorOf(session),
          action: requireTwoFactor ? 'require-two-factor' : 'stop-requiring-two-factor',
          entity: 'settings',
          at: now,
        });
      });
      return { requireTwoFactor };
    },
  );
};
