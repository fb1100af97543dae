import { createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { systemClock, type Clock } from '../../src/server/clock.ts';
import {
  createEnvelopeStore,
  type FakeEnvelope,
  type FakeEnvelopeStatus,
} from './fake-envelopes.ts';
import { fakeEsignApi, type FakeThrottle } from './fake-esign-api.ts';
import { verifyJwtAssertion, type JwtClaims } from './verify-jwt-assertion.ts';

export type FakeDocusignOptions = {
  integrationKey: string;
  userId: string;
  accountId: string;
  /** The public half of the integration key's RSA key pair: assertions must verify against it. */
  publicKey: KeyObject | string;
  /** Checks assertion expiry and stamps envelope times; pass the adapter's test clock. */
  clock?: Clock;
};

export type FakeDocusign = {
  /** "127.0.0.1:PORT": the adapter's authServer (with insecureHttpForTests). */
  authServer: string;
  origin: string;
  /** Claims of every assertion that verified and was exchanged for a token. */
  grants: JwtClaims[];
  /** Every eSignature API call, as "GET /envelopes/{id}" relative to the account. */
  apiCalls: string[];
  envelopes: Map<string, FakeEnvelope>;
  /** /oauth/token answers consent_required until grantConsent(). */
  requireConsent(): void;
  grantConsent(): void;
  /** Every token issued so far stops working: the next API call gets a 401. */
  expireAccessTokens(): void;
  /** The next eSignature API call gets 429 (the account's hourly limit) with this Retry-After. */
  throttleNextRequest(retryAfterSeconds: number): void;
  /**
   * The next eSignature API call gets DocuSign's 400 form of a limit (per envelope, or the burst
   * limit), with X-RateLimit-Reset when `resetAt` is given.
   */
  limitNextRequest(errorCode: string, resetAt?: Date): void;
  setEnvelopeStatus(envelopeId: string, status: FakeEnvelopeStatus): void;
  close(): Promise<void>;
};

/** DocuSign's token lifetime for JWT grants: an hour, and no refresh token. */
const TOKEN_LIFETIME_SECONDS = 3600;
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/**
 * A local stand-in for DocuSign's sign-in service and eSignature REST v2.1, on 127.0.0.1 and a free
 * port: the endpoints the adapter calls, DocuSign's field names and error shapes, real RS256 checks.
 */
export async function startFakeDocusign(options: FakeDocusignOptions): Promise<FakeDocusign> {
  const clock = options.clock ?? systemClock;
  const publicKey =
    typeof options.publicKey === 'string' ? createPublicKey(options.publicKey) : options.publicKey;
  const store = createEnvelopeStore(clock);
  const grants: JwtClaims[] = [];
  const apiCalls: string[] = [];
  const tokens = new Map<string, { expiresAt: number; isRevoked: boolean }>();
  let isConsentGranted = true;
  let throttle: FakeThrottle | null = null;

  const app = Fastify({ logger: false, bodyLimit: 30 * 1024 * 1024 });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Known once listening; the handlers only run after that.
  let authServer = '';
  let origin = '';

  const hasValidToken = (request: FastifyRequest) => {
    const value = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = value ? tokens.get(value) : undefined;
    return !!token && !token.isRevoked && clock.now().getTime() < token.expiresAt;
  };

  app.post('/oauth/token', async (request, reply) => {
    const form = z
      .object({ grant_type: z.string(), assertion: z.string() })
      .safeParse(request.body);
    if (!form.success || form.data.grant_type !== JWT_BEARER_GRANT) {
      return reply.status(400).send({ error: 'unsupported_grant_type' });
    }
    const check = verifyJwtAssertion({
      assertion: form.data.assertion,
      publicKey,
      expected: { iss: options.integrationKey, sub: options.userId, aud: authServer },
      now: clock.now(),
    });
    if (!check.isValid) {
      return reply
        .status(400)
        .send({ error: 'invalid_grant', error_description: check.description });
    }
    if (!isConsentGranted) return reply.status(400).send({ error: 'consent_required' });
    grants.push(check.claims);
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, {
      expiresAt: clock.now().getTime() + TOKEN_LIFETIME_SECONDS * 1000,
      isRevoked: false,
    });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS };
  });

  app.get('/oauth/userinfo', async (request, reply) => {
    if (!hasValidToken(request)) return reply.status(401).send({ error: 'invalid_token' });
    return {
      sub: options.userId,
      name: 'Fake Sender',
      email: 'sender@example.org',
      accounts: [
        {
          account_id: randomBytes(8).toString('hex'),
          is_default: false,
          account_name: 'Other',
          base_uri: 'https://other.invalid',
        },
        {
          account_id: options.accountId,
          is_default: true,
          account_name: 'Test Org',
          base_uri: origin,
        },
      ],
    };
  });

  await app.register(fakeEsignApi, {
    prefix: '/restapi/v2.1/accounts/:accountId',
    accountId: options.accountId,
    store,
    apiCalls,
    hasValidToken,
    takeThrottle() {
      const next = throttle;
      throttle = null;
      return next;
    },
    now: () => clock.now(),
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  authServer = `127.0.0.1:${port}`;
  origin = `http://${authServer}`;

  return {
    authServer,
    origin,
    grants,
    apiCalls,
    envelopes: store.envelopes,
    requireConsent() {
      isConsentGranted = false;
    },
    grantConsent() {
      isConsentGranted = true;
    },
    expireAccessTokens() {
      for (const token of tokens.values()) token.isRevoked = true;
    },
    throttleNextRequest(retryAfterSeconds) {
      throttle = {
        status: 429,
        errorCode: 'HOURLY_APIINVOCATION_LIMIT_EXCEEDED',
        message: 'The maximum number of hourly API invocations has been exceeded.',
        headers: { 'retry-after': String(retryAfterSeconds) },
      };
    },
    limitNextRequest(errorCode, resetAt) {
      throttle = {
        status: 400,
        errorCode,
        message: 'The maximum number of API invocations for this period has been exceeded.',
        headers: resetAt
          ? { 'x-ratelimit-reset': String(Math.floor(resetAt.getTime() / 1000)) }
          : {},
      };
    },
    setEnvelopeStatus: (envelopeId, status) => store.setStatus(envelopeId, status),
    close: () => app.close(),
  };
}
