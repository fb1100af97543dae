import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestPdf,
  generateRsaKeyPair,
  startDocusignTestKit,
  type DocusignTestKit,
} from '../../../../../tests/fake-docusign/docusign-test-kit.ts';
import { createTestClock } from '../../../clock.ts';
import { AppError } from '../../../http/app-error.ts';
import type { EsignProvider } from '../esign-provider.ts';
import { createDocusignProvider } from './docusign-provider.ts';
import { SIGNATURE_ANCHOR } from './envelope-definition.ts';

const MINUTE = 60_000;

let kit: DocusignTestKit;
let provider: EsignProvider;
beforeEach(async () => {
  kit = await startDocusignTestKit();
  provider = kit.createProvider();
});
afterEach(() => kit.close());

async function sendEnvelope(target = provider) {
  const { envelopeId } = await target.send({
    documentId: randomUUID(),
    title: 'Mutual NDA',
    pdf: await buildTestPdf([`Signature: ${SIGNATURE_ANCHOR}`]),
    contentHash: 'cd'.repeat(32),
    signers: [{ name: 'Ada Lovelace', email: 'ada@example.org', routingOrder: 1 }],
    carbonCopies: [],
    approvers: [],
    documents: [],
    subject: 'Please sign',
    message: null,
    senderName: 'Grace Admin',
  });
  return envelopeId;
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('access token', () => {
  it('is reused within its lifetime and renewed a few minutes before it expires', async () => {
    const envelopeId = await sendEnvelope();
    kit.clock.advance(20 * MINUTE);
    await provider.status(envelopeId);
    kit.clock.advance(34 * MINUTE);
    await provider.download(envelopeId);
    expect(kit.fake.grants).toHaveLength(1);

    // DocuSign's tokens live an hour; at 56 minutes a new one is taken before the old one dies.
    kit.clock.advance(2 * MINUTE);
    await provider.download(envelopeId);
    expect(kit.fake.grants).toHaveLength(2);
  });

  it('is granted again once when DocuSign no longer accepts it, and the call goes through', async () => {
    const envelopeId = await sendEnvelope();
    kit.fake.expireAccessTokens();
    kit.clock.advance(15 * MINUTE);

    expect((await provider.status(envelopeId)).status).toBe('sent');
    expect(kit.fake.grants).toHaveLength(2);
    expect(
      kit.fake.apiCalls.filter((call) => call === `GET /envelopes/${envelopeId}`),
    ).toHaveLength(2);
  });

  it('is asked for once when several calls need it at the same moment', async () => {
    await Promise.all([sendEnvelope(), sendEnvelope(), sendEnvelope()]);
    expect(kit.fake.grants).toHaveLength(1);
  });
});

describe('sign-in failures', () => {
  it('consent_required: tells the admin to grant consent once, with the consent URL', async () => {
    kit.fake.requireConsent();
    const error = await appErrorOf(sendEnvelope());
    expect(error.statusCode).toBe(409);
    const consentUrl =
      `${kit.fake.origin}/oauth/auth?response_type=code&scope=signature%20impersonation` +
      `&client_id=${kit.config.integrationKey}` +
      `&redirect_uri=${encodeURIComponent('https://developers.docusign.com/platform/auth/consent')}`;
    expect(error.message).toContain(consentUrl);
    expect(error.message).toContain('once');

    // Once consent is given the same provider works: the failure was not cached.
    kit.fake.grantConsent();
    await sendEnvelope();
  });

  it('consent URL uses the redirect URI the app registered', async () => {
    kit.fake.requireConsent();
    const custom = kit.createProvider({ consentRedirectUri: 'https://nda.example.org/admin' });
    const error = await appErrorOf(sendEnvelope(custom));
    expect(error.message).toContain(
      `&redirect_uri=${encodeURIComponent('https://nda.example.org/admin')}`,
    );
  });

  it('a key that is not the integration key’s: DocuSign’s reason and the settings to check', async () => {
    const other = kit.createProvider({
      config: { ...kit.config, privateKey: generateRsaKeyPair().privateKey },
    });
    const error = await appErrorOf(sendEnvelope(other));
    expect(error.statusCode).toBe(502);
    expect(error.message).toContain('invalid_grant — no_valid_keys_or_signatures');
    expect(error.message).toContain('DOCUSIGN_PRIVATE_KEY');
    expect(kit.fake.grants).toHaveLength(0);
  });

  it('an account the user cannot use: names DOCUSIGN_ACCOUNT_ID', async () => {
    const other = kit.createProvider({ config: { ...kit.config, accountId: randomUUID() } });
    const error = await appErrorOf(sendEnvelope(other));
    expect(error.message).toContain('DOCUSIGN_ACCOUNT_ID');
  });
});

describe('call limits', () => {
  it('429: the account’s hourly limit, with the Retry-After it gave; the next call works', async () => {
    const envelopeId = await sendEnvelope();
    kit.clock.advance(15 * MINUTE);
    kit.fake.throttleNextRequest(42);

    const error = await appErrorOf(provider.status(envelopeId));
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(
      "DocuSign's limit on requests has been reached; try again in 42 seconds.",
    );
    expect(error.headers).toEqual({ 'retry-after': '42' });

    expect((await provider.status(envelopeId)).status).toBe('sent');
  });

  it('400 with a per-envelope limit code: a 503 that waits until X-RateLimit-Reset', async () => {
    const envelopeId = await sendEnvelope();
    kit.clock.advance(15 * MINUTE);
    kit.fake.limitNextRequest(
      'HOURLY_ENVELOPE_POLLING_LIMIT_EXCEEDED',
      new Date(kit.clock.now().getTime() + 12 * MINUTE),
    );

    const error = await appErrorOf(provider.status(envelopeId));
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(
      "DocuSign's limit on requests has been reached; try again in 12 minutes.",
    );
    expect(error.headers).toEqual({ 'retry-after': '720' });
  });

  it('400 with the envelope update limit, on a void: a 503, not "DocuSign refused"', async () => {
    const envelopeId = await sendEnvelope();
    kit.fake.limitNextRequest(
      'HOURLY_APIINVOCATION_ENVELOPE_LIMIT_EXCEEDED',
      new Date(kit.clock.now().getTime() + 61_000),
    );
    const error = await appErrorOf(provider.void(envelopeId, 'Wrong contact'));
    expect(error.statusCode).toBe(503);
    expect(error.headers).toEqual({ 'retry-after': '61' });
    expect(error.message).toContain('try again in 2 minutes');
  });

  it('400 with the burst limit and no reset time: wait the 30-second burst window', async () => {
    kit.fake.limitNextRequest('BURST_APIINVOCATION_LIMIT_EXCEEDED');
    const error = await appErrorOf(sendEnvelope());
    expect(error.statusCode).toBe(503);
    expect(error.headers).toEqual({ 'retry-after': '30' });
  });

  it('a reset time already past falls back to a minute', async () => {
    const envelopeId = await sendEnvelope();
    kit.fake.limitNextRequest(
      'HOURLY_APIINVOCATION_ENVELOPE_LIMIT_EXCEEDED',
      new Date(kit.clock.now().getTime() - 1000),
    );
    const error = await appErrorOf(provider.void(envelopeId, 'Wrong contact'));
    expect(error.headers).toEqual({ 'retry-after': '60' });
  });

  it('a second poll of one envelope within 15 minutes meets DocuSign’s polling limit', async () => {
    const envelopeId = await sendEnvelope();
    await provider.status(envelopeId);
    kit.clock.advance(14 * MINUTE);
    const error = await appErrorOf(provider.status(envelopeId));
    expect(error.statusCode).toBe(503);
    expect(Number(error.headers['retry-after'])).toBeGreaterThan(0);
    kit.clock.advance(MINUTE);
    expect((await provider.status(envelopeId)).status).toBe('sent');
  });

  it('other 400 answers stay DocuSign’s refusal', async () => {
    const error = await appErrorOf(provider.status(randomUUID()));
    expect(error.statusCode).toBe(404);
  });
});

describe('production defaults', () => {
  it('talks HTTPS to the configured auth host through the injected fetch', async () => {
    const urls: string[] = [];
    const offline = createDocusignProvider({
      config: { ...kit.config, authServer: 'account-d.docusign.com' },
      clock: createTestClock(),
      fetch: async (input) => {
        urls.push(String(input));
        throw new TypeError('fetch failed');
      },
    });
    const error = await appErrorOf(offline.status(randomUUID()));
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/^Could not reach DocuSign/);
    expect(urls).toEqual(['https://account-d.docusign.com/oauth/token']);
  });

  it('refuses a private key it cannot read, before any call', () => {
    expect(() =>
      createDocusignProvider({
        config: { ...kit.config, privateKey: 'not a key' },
        clock: createTestClock(),
      }),
    ).toThrow(/DOCUSIGN_PRIVATE_KEY/);
  });
});
