import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORGANISATION_NAME } from '../../../domain/settings/settings.ts';
import {
  createTestApp,
  signInAsNewAdmin,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { createEsignProvider } from '../esign/create-esign-provider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a much longer new passphrase';
const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
const verify = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/verify', headers });
const sessionHeaders = async (username: string, password = TEST_PASSWORD) => {
  const { token } = (await login(username, password)).json() as { token: string };
  return { authorization: `Bearer ${token}` };
};

describe('GET /api/settings', () => {
  it('answers the default organisation name and the read-only integration status', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const response = await inject('GET', '/api/settings', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organisationName: DEFAULT_ORGANISATION_NAME,
      mail: {
        configured: false,
        description:
          'No mail server is set up (SMTP_URL is not set). Messages are kept in the outbox.',
      },
      esign: {
        provider: 'builtin',
        description: 'Built-in e-signature (DocuSign is not configured).',
        connect: null,
      },
      fundraising: {
        ein: null,
        donorLapseMonths: 18,
        mailingAddress: null,
        letterSignerName: null,
        letterSignerTitle: null,
      },
    });
  });

  it('reports a configured mail server without showing its credentials', async () => {
    const withMail = await createTestApp({
      SMTP_URL: 'smtp://mailer:s3cret-pass@mail.example.org:587',
    });
    try {
      const { headers } = await signInAsNewAdmin(withMail);
      const response = await withMail.app.inject({ method: 'GET', url: '/api/settings', headers });
      const { mail } = response.json();
      expect(mail.configured).toBe(true);
      expect(mail.description).toContain('mail.example.org');
      expect(response.body).not.toContain('s3cret-pass');
    } finally {
      await withMail.close();
    }
  });

  it('names DocuSign once it is the provider in use', async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const withDocusign = await createTestApp(
      {
        DOCUSIGN_INTEGRATION_KEY: 'f4c7a7f2-1111-4c2d-9e3f-000000000001',
        DOCUSIGN_USER_ID: 'f4c7a7f2-1111-4c2d-9e3f-000000000002',
        DOCUSIGN_ACCOUNT_ID: 'f4c7a7f2-1111-4c2d-9e3f-000000000003',
        DOCUSIGN_PRIVATE_KEY: privateKey,
      },
      { esign: createEsignProvider },
    );
    try {
      const { headers } = await signInAsNewAdmin(withDocusign);
      const response = await withDocusign.app.inject({ url: '/api/settings', headers });
      expect(response.json().esign).toEqual({
        provider: 'docusign',
        description:
          'DocuSign: signature requests are sent from the DocuSign account set in the DOCUSIGN_* settings.',
        connect: { lastReceived: null, lastRefused: null },
      });
      expect(response.body).not.toContain('PRIVATE KEY');
    } finally {
      await withDocusign.close();
    }
  });
});

describe('PATCH /api/settings', () => {
  it('saves the organisation name and records the change', async () => {
    const { headers } = await signInAsNewAdmin(t);
    t.clock.advance(1000);
    const response = await inject('PATCH', '/api/settings', headers, {
      organisationName: '  NovaLearn Institute Group of Texas ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().organisationName).toBe('NovaLearn Institute Group of Texas');
    expect((await inject('GET', '/api/settings', headers)).json().organisationName).toBe(
      'NovaLearn Institute Group of Texas',
    );
    const [entry] = (await inject('GET', '/api/audit?entity=settings', headers)).json();
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'settings',
      entityId: 'organisationName',
      details: {
        fields: ['organisationName'],
        from: DEFAULT_ORGANISATION_NAME,
        to: 'NovaLearn Institute Group of Texas',
      },
    });
  });

  it('answers 400 for a blank or too long name', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const blank = await inject('PATCH', '/api/settings', headers, { organisationName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      organisationName: ['Enter the organisation name'],
    });
    const long = await inject('PATCH', '/api/settings', headers, {
      organisationName: 'x'.repeat(201),
    });
    expect(long.json().fieldErrors).toEqual({
      organisationName: ['Keep the organisation name under 201 characters'],
    });
  });
});

describe('POST /api/settings/password', () => {
  it('changes the password, ends every other session of that admin and keeps this one', async () => {
    const { user, headers } = await signInAsNewAdmin(t);
    const otherSession = await sessionHeaders(user.username);
    const someoneElse = await signInAsNewAdmin(t);

    const response = await inject('POST', '/api/settings/password', headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    expect((await verify(headers)).statusCode).toBe(200);
    expect((await verify(otherSession)).statusCode).toBe(401);
    expect((await verify(someoneElse.headers)).statusCode).toBe(200);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    const entry = entries.find((row) => row.action === 'change-password');
    expect(entry).toMatchObject({
      entity: 'user',
      actorId: user.id,
      details: { endedOtherSessions: 1 },
    });
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(NEW_PASSWORD);
    expect(logged).not.toContain(TEST_PASSWORD);
  });

  it('answers 400 on the current-password field when it is wrong, and changes nothing', async () => {
    const { user, headers } = await signInAsNewAdmin(t);
    const otherSession = await sessionHeaders(user.username);
    const response = await inject('POST', '/api/settings/password', headers, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Your current password is not correct.',
      fieldErrors: { currentPassword: ['Your current password is not correct.'] },
    });
    expect((await verify(otherSession)).statusCode).toBe(200);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 with field messages for a missing current password or a short new one', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const response = await inject('POST', '/api/settings/password', headers, {
      currentPassword: '',
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      currentPassword: ['Enter your current password'],
      newPassword: ['Password must be at least 12 characters'],
    });
  });

  it('stops guessing after five wrong current passwords (429) until the window ends', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const attempt = (currentPassword: string) =>
      inject('POST', '/api/settings/password', headers, {
        currentPassword,
        newPassword: NEW_PASSWORD,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`)).statusCode).toBe(400);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many wrong current passwords. Please wait 15 minutes and try again.',
    );
    t.clock.advance(15 * 60 * 1000);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(204);
  });
});
