import { describe, expect, it } from 'vitest';
import {
  LAST_SECOND_STEP_MESSAGE,
  OWNER_NEEDS_SECOND_STEP_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  WRONG_SECOND_STEP_CODE_MESSAGE,
} from '../../../domain/auth/account-security.ts';
import {
  NEW_PASSWORD,
  codeFor,
  login,
  newStaffMember,
  owner,
  post,
  setUpStaffAccountsApp,
  t,
  turnOnApp,
} from '../../../../tests/staff-accounts.ts';
import { eq } from 'drizzle-orm';
import { passkeys } from './account-security.table.ts';
import { users } from './auth.table.ts';

/** The second step, the rule that requires it, and signed-in devices (ADR 018). */
setUpStaffAccountsApp();

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

    // The owner's only passkey cannot go while the rule stands (the app was their other step,
    // so first the app goes, with a code of the next 30 seconds).
    const me = (await post('/api/admin/verify', {}, owner.headers)).json();
    const [passkey] = await t.db
      .insert(passkeys)
      .values({
        userId: me.user.id,
        credentialId: `owner-key-${Date.now()}`,
        publicKey: 'AQID',
        name: 'Owner key',
        createdAt: t.clock.now(),
      })
      .returning();
    t.clock.advance(30_000);
    const ownerSecurity = (
      await t.app.inject({ url: '/api/account/security', headers: owner.headers })
    ).json();
    expect(ownerSecurity.totpEnabled).toBe(true);
    const [ownerUser] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    const appOff = await post(
      '/api/account/totp/disable',
      { code: codeFor(ownerUser!.totpSecret!) },
      owner.headers,
    );
    expect(appOff.statusCode).toBe(204);
    const lastStep = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${passkey!.id}`,
      headers: owner.headers,
    });
    expect(lastStep.statusCode).toBe(409);
    expect(lastStep.json()).toEqual({ message: LAST_SECOND_STEP_MESSAGE });

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
