import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINK_NOT_VALID_MESSAGE,
  FORGOT_PASSWORD_ANSWER,
  OWNER_NEEDS_SECOND_STEP_MESSAGE,
  PASSWORD_RESET_MAX_REQUESTS,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  WRONG_SECOND_STEP_CODE_MESSAGE,
} from '../../../domain/account-security.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { outbox } from '../mail/mail.table.ts';
import { passkeys } from './account-security.table.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signInAsNewAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAsNewAdmin(t);
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const NEW_PASSWORD = 'a brand new password for work';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** The key of the newest set-password link mailed to an address (the outbox keeps every mail). */
async function lastLinkTo(email: string): Promise<string> {
  const mails = (await t.db.select().from(outbox)).filter((mail) => mail.to === email);
  const text = mails.at(-1)?.text ?? '';
  const match = /\/set-password\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`No set-password link mailed to ${email}`);
  return match[1]!;
}

const codeFor = (secret: string, at = t.clock.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

let inviteCount = 0;
async function invite(roles: string[] = ['fundraising']) {
  inviteCount += 1;
  const username = `invitee${inviteCount}`;
  const email = `${username}@example.org`;
  const response = await post(
    '/api/users',
    { username, name: `Invitee ${inviteCount}`, email, roles },
    owner.headers,
  );
  expect(response.statusCode).toBe(201);
  return { username, email, body: response.json() };
}

const login = (username: string, password = NEW_PASSWORD) =>
  post('/api/admin/login', { username, password });

describe('invitations', () => {
  it('mails a link that sets the first password once, and says no mail server sent it', async () => {
    const { username, email, body } = await invite();
    // The test app has no SMTP_URL: the answer says so and hands the owner the link.
    expect(body.invitation).toMatchObject({ status: 'no-mail-server', to: email });
    const token = await lastLinkTo(email);
    expect(body.invitation.link).toContain(`/set-password/${token}`);

    // Nobody can sign in before the password is chosen.
    expect((await login(username, 'anything at all here')).statusCode).toBe(401);

    const described = await post('/api/account/link', { token });
    expect(described.json()).toEqual({ purpose: 'invite', name: 'Invitee 1', username });

    const set = await post('/api/account/set-password', { token, password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ username });
    expect((await login(username)).statusCode).toBe(200);

    const again = await post('/api/account/set-password', { token, password: NEW_PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(ACCOUNT_LINK_NOT_VALID_MESSAGE);
  });

  it('works until the 72nd hour and not after', async () => {
    const first = await invite();
    const second = await invite();
    const firstToken = await lastLinkTo(first.email);
    const secondToken = await lastLinkTo(second.email);
    t.clock.advance(72 * HOUR - 1);
    expect((await post('/api/account/link', { token: firstToken })).statusCode).toBe(200);
    t.clock.advance(1);
    const ended = await post('/api/account/set-password', {
      token: secondToken,
      password: NEW_PASSWORD,
    });
    expect(ended.statusCode).toBe(410);
    owner = await signInAsNewAdmin(t); // the owner's session went idle in those 72 hours
  });

  it('keeps an initial password instead of mailing, for set-ups without mail', async () => {
    const response = await post(
      '/api/users',
      {
        username: 'withpassword',
        name: 'With Password',
        email: 'with.password@example.org',
        password: NEW_PASSWORD,
        roles: ['viewer'],
      },
      owner.headers,
    );
    expect(response.json().invitation).toBeNull();
    expect((await login('withpassword')).statusCode).toBe(200);
  });

  it('sends a new invitation that ends the old link, only while no password was chosen', async () => {
    const { email, body } = await invite();
    const oldToken = await lastLinkTo(email);
    const listed = (await t.app.inject({ url: '/api/users', headers: owner.headers })).json();
    expect(listed.find((a: { id: string }) => a.id === body.id)).toMatchObject({
      invitationPending: true,
      hasTwoStepSignIn: false,
    });
    const again = await post(`/api/users/${body.id}/invitation`, {}, owner.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'no-mail-server', to: email });
    const newToken = await lastLinkTo(email);
    expect(newToken).not.toBe(oldToken);
    expect((await post('/api/account/link', { token: oldToken })).statusCode).toBe(410);
    await post('/api/account/set-password', { token: newToken, password: NEW_PASSWORD });
    const afterwards = await post(`/api/users/${body.id}/invitation`, {}, owner.headers);
    expect(afterwards.statusCode).toBe(409);
  });

  it('refuses a made-up key with the same calm message', async () => {
    const response = await post('/api/account/link', { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(ACCOUNT_LINK_NOT_VALID_MESSAGE);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { username, email } = await invite();
    await post('/api/account/set-password', {
      token: await lastLinkTo(email),
      password: NEW_PASSWORD,
    });
    const session = (await login(username)).json() as { token: string };
    const mailsBefore = (await t.db.select().from(outbox)).length;

    const known = await post('/api/account/forgot-password', { email: email.toUpperCase() });
    const unknown = await post('/api/account/forgot-password', { email: 'nobody@example.org' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    expect((await t.db.select().from(outbox)).length).toBe(mailsBefore + 1);

    // Choosing the new password ends every session of the account.
    const reset = await post('/api/account/set-password', {
      token: await lastLinkTo(email),
      password: 'another password entirely',
    });
    expect(reset.statusCode).toBe(200);
    const verify = await post(
      '/api/admin/verify',
      {},
      { authorization: `Bearer ${session.token}` },
    );
    expect(verify.statusCode).toBe(401);
    expect((await login(username)).statusCode).toBe(401);
    expect((await login(username, 'another password entirely')).statusCode).toBe(200);
  });

  it(`mails one address at most ${PASSWORD_RESET_MAX_REQUESTS} times an hour, with the same answer`, async () => {
    const { email } = await invite();
    const count = async () =>
      (await t.db.select().from(outbox)).filter((mail) => mail.to === email).length;
    const before = await count();
    for (let i = 0; i < PASSWORD_RESET_MAX_REQUESTS + 1; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        payload: { email },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(response.statusCode).toBe(202);
    }
    expect(await count()).toBe(before + PASSWORD_RESET_MAX_REQUESTS);
  });

  it('stops one network address that asks too often with a 429', async () => {
    let last = 0;
    for (let i = 0; i < PASSWORD_RESET_MAX_REQUESTS * 4 + 1; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        payload: { email: `someone${i}@example.org` },
        remoteAddress: '10.9.9.9',
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});

async function newStaffMember() {
  const { username, email } = await invite(['fundraising']);
  await post('/api/account/set-password', {
    token: await lastLinkTo(email),
    password: NEW_PASSWORD,
  });
  const { token } = (await login(username)).json() as { token: string };
  return { username, headers: { authorization: `Bearer ${token}` } };
}

async function turnOnApp(headers: Record<string, string>) {
  const setup = (await post('/api/account/totp/setup', {}, headers)).json() as {
    setupId: string;
    secret: string;
    uri: string;
    qrSvg: string;
  };
  const enabled = await post(
    '/api/account/totp/enable',
    { setupId: setup.setupId, code: codeFor(setup.secret) },
    headers,
  );
  expect(enabled.statusCode).toBe(200);
  return { ...setup, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
}

describe('authenticator app and recovery codes', () => {
  it('turns on only with a right code, and gives ten recovery codes once', async () => {
    const { headers } = await newStaffMember();
    const setup = (await post('/api/account/totp/setup', {}, headers)).json();
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qrSvg).toMatch(/^<svg/);
    const wrong = await post(
      '/api/account/totp/enable',
      { setupId: setup.setupId, code: '000000' === codeFor(setup.secret) ? '111111' : '000000' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    // A wrong code ends that set-up (it rolls back): the same set-up still works with the right one.
    const right = await post(
      '/api/account/totp/enable',
      { setupId: setup.setupId, code: codeFor(setup.secret) },
      headers,
    );
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const security = (await t.app.inject({ url: '/api/account/security', headers })).json();
    expect(security).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10, passkeys: [] });
  });

  it('asks for a code after the password; a wrong code fails, the right one signs in once', async () => {
    const { username, headers } = await newStaffMember();
    const { secret } = await turnOnApp(headers);
    t.clock.advance(30_000); // the code used to turn the app on cannot be used again

    const first = (await login(username)).json();
    expect(first).toEqual({
      secondStep: { challengeToken: expect.any(String), methods: ['totp'] },
    });
    const { challengeToken } = first.secondStep;
    const right = codeFor(secret);
    const wrongCode = right === '123456' ? '654321' : '123456';
    const wrong = await post('/api/admin/login/second-step', { challengeToken, code: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(WRONG_SECOND_STEP_CODE_MESSAGE);

    const signedIn = await post('/api/admin/login/second-step', { challengeToken, code: right });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      token: expect.any(String),
      twoFactorSetupPending: false,
    });

    // The token is used up, and the same code cannot sign in a second time.
    expect(
      (await post('/api/admin/login/second-step', { challengeToken, code: right })).statusCode,
    ).toBe(401);
    const replay = (await login(username)).json().secondStep.challengeToken;
    expect(
      (await post('/api/admin/login/second-step', { challengeToken: replay, code: right }))
        .statusCode,
    ).toBe(401);
    t.clock.advance(30_000);
    expect(
      (
        await post('/api/admin/login/second-step', {
          challengeToken: replay,
          code: codeFor(secret),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('accepts each recovery code once, typed with or without its dash', async () => {
    const { username, headers } = await newStaffMember();
    const { recoveryCodes } = await turnOnApp(headers);
    const code = recoveryCodes[3]!;
    const typed = ` ${code.replace('-', '').toUpperCase()} `;
    const firstToken = (await login(username)).json().secondStep.challengeToken;
    const first = await post('/api/admin/login/second-step', {
      challengeToken: firstToken,
      code: typed,
    });
    expect(first.statusCode).toBe(200);
    const secondToken = (await login(username)).json().secondStep.challengeToken;
    const second = await post('/api/admin/login/second-step', {
      challengeToken: secondToken,
      code,
    });
    expect(second.statusCode).toBe(401);
    const security = (await t.app.inject({ url: '/api/account/security', headers })).json();
    expect(security.recoveryCodesLeft).toBe(9);
  });

  it('ends the half-signed-in state after 10 minutes', async () => {
    const { username, headers } = await newStaffMember();
    const { secret } = await turnOnApp(headers);
    const challengeToken = (await login(username)).json().secondStep.challengeToken;
    t.clock.advance(10 * 60_000);
    const late = await post('/api/admin/login/second-step', {
      challengeToken,
      code: codeFor(secret),
    });
    expect(late.statusCode).toBe(401);
  });
});

describe('requiring two-step sign-in', () => {
  it('narrows the sessions of people without one to their security settings until they add one', async () => {
    const { headers } = await newStaffMember();
    expect((await t.app.inject({ url: '/api/donors', headers })).statusCode).toBe(200);

    // An owner without a second step would lock themselves out of this very setting.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/security',
      payload: { requireTwoFactor: true },
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: OWNER_NEEDS_SECOND_STEP_MESSAGE });
    await turnOnApp(owner.headers);

    const turnedOn = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/security',
      payload: { requireTwoFactor: true },
      headers: owner.headers,
    });
    expect(turnedOn.statusCode).toBe(200);

    const blocked = await t.app.inject({ url: '/api/donors', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE });
    const verify = (await post('/api/admin/verify', {}, headers)).json();
    expect(verify.twoFactorSetupPending).toBe(true);
    expect((await t.app.inject({ url: '/api/account/security', headers })).json()).toMatchObject({
      requireTwoFactor: true,
    });

    await turnOnApp(headers);
    expect((await t.app.inject({ url: '/api/donors', headers })).statusCode).toBe(200);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/security',
      payload: { requireTwoFactor: false },
      headers: owner.headers,
    });
  });

  it('opens new sessions narrowed for people who still have none', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/security',
      payload: { requireTwoFactor: true },
      headers: owner.headers,
    });
    const { username } = await newStaffMember();
    const signedIn = (await login(username)).json();
    expect(signedIn.twoFactorSetupPending).toBe(true);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/security',
      payload: { requireTwoFactor: false },
      headers: owner.headers,
    });
    const headers = { authorization: `Bearer ${signedIn.token}` };
    expect((await t.app.inject({ url: '/api/donors', headers })).statusCode).toBe(200);
  });
});

describe('signed-in devices', () => {
  it('lists the person’s own sessions and ends one of them, not someone else’s', async () => {
    const { username, headers } = await newStaffMember();
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password: NEW_PASSWORD },
        headers: {
          'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1',
        },
      })
    ).json() as { token: string };
    const list = (await t.app.inject({ url: '/api/account/sessions', headers })).json() as {
      id: string;
      device: string;
      current: boolean;
    }[];
    expect(list).toHaveLength(2); // the sign-in of newStaffMember, and the phone
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const phone = list.find((session) => session.device === 'Safari on iPhone')!;
    expect(phone.current).toBe(false);

    const ownersView = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phone.id}`,
      headers: owner.headers,
    });
    expect(ownersView.statusCode).toBe(404);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phone.id}`,
      headers,
    });
    expect(ended.statusCode).toBe(204);
    const phoneVerify = await post(
      '/api/admin/verify',
      {},
      { authorization: `Bearer ${other.token}` },
    );
    expect(phoneVerify.statusCode).toBe(401);
  });
});

describe('passkeys', () => {
  it('asks an account with only a passkey for it after the password', async () => {
    const { username, headers } = await newStaffMember();
    const verify = (await post('/api/admin/verify', {}, headers)).json();
    // A stored public key, as a registration leaves it (the browser side is e2e/staff-sign-in).
    await t.db.insert(passkeys).values({
      userId: verify.user.id,
      credentialId: `credential-${username}`,
      publicKey: 'AQID',
      name: 'Phone',
      createdAt: t.clock.now(),
    });
    expect((await login(username)).json()).toEqual({
      secondStep: { challengeToken: expect.any(String), methods: ['passkey'] },
    });
    const listed = (await t.app.inject({ url: '/api/users', headers: owner.headers })).json();
    expect(listed.find((a: { username: string }) => a.username === username)).toMatchObject({
      invitationPending: false,
      hasTwoStepSignIn: true,
    });
  });

  it('hands out a sign-in challenge and refuses an unknown passkey', async () => {
    const options = (await post('/api/admin/passkey/options', {})).json();
    expect(options.options.rpId).toBe('localhost');
    expect(options.options.userVerification).toBe('required');
    const response = await post('/api/admin/passkey/sign-in', {
      challengeId: options.challengeId,
      response: {
        id: 'bm90LWEtcmVhbC1wYXNza2V5',
        rawId: 'bm90LWEtcmVhbC1wYXNza2V5',
        type: 'public-key',
        response: {},
        clientExtensionResults: {},
      },
    });
    expect(response.statusCode).toBe(401);
  });

  it('offers registration for the signed-in person only', async () => {
    const { headers } = await newStaffMember();
    const started = (await post('/api/account/passkeys/options', {}, headers)).json();
    expect(started.options.rp.id).toBe('localhost');
    expect(started.options.authenticatorSelection.residentKey).toBe('required');
    // A set-up started by one person cannot be finished by another.
    const finished = await post(
      '/api/account/passkeys',
      {
        setupId: started.setupId,
        name: 'Laptop',
        response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
      },
      owner.headers,
    );
    expect(finished.statusCode).toBe(400);
  });
});
