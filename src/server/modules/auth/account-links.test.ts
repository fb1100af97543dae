import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINK_NOT_VALID_MESSAGE,
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_RESET_MAX_REQUESTS,
} from '../../../domain/auth/account-security.ts';
import {
  HOUR,
  NEW_PASSWORD,
  forgotPassword,
  invite,
  lastLinkTo,
  login,
  owner,
  post,
  renewOwnerSession,
  setUpStaffAccountsApp,
  t,
} from '../../../../tests/staff-accounts.ts';
import { outbox } from '../mail/mail.table.ts';
import { ACCOUNT_LINK_REQUESTS } from '../rate-limits/public-rate-limits.ts';

/** Invitations and password resets by mail (ADR 018). */
setUpStaffAccountsApp();

describe('invitations', () => {
  it('mails a link that sets the first password once, and says no mail server sent it', async () => {
    const { username, name, email, body } = await invite();
    // The test app has no SMTP_URL: the answer says so and hands the owner the link.
    expect(body.invitation).toMatchObject({ status: 'no-mail-server', to: email });
    const token = await lastLinkTo(email);
    expect(body.invitation.link).toContain(`/set-password/${token}`);

    // Nobody can sign in before the password is chosen.
    expect((await login(username, 'anything at all here')).statusCode).toBe(401);

    const described = await post('/api/account/link', { token });
    expect(described.json()).toEqual({ purpose: 'invite', name, username });

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
    await renewOwnerSession(); // the owner's session went idle in those 72 hours
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

  it('counts keys tried from one network before looking them up, even when sent at once', async () => {
    const tries = Array.from({ length: 40 }, (_, index) =>
      t.app.inject({
        method: 'POST',
        url: index % 2 ? '/api/account/link' : '/api/account/set-password',
        payload: { token: `${index}`.padStart(43, 'k'), password: NEW_PASSWORD },
        remoteAddress: '10.7.7.7',
      }),
    );
    const answers = (await Promise.all(tries)).map((response) => response.statusCode);
    expect(answers.filter((status) => status === 410)).toHaveLength(ACCOUNT_LINK_REQUESTS.limit);
    expect(answers.filter((status) => status === 429)).toHaveLength(
      40 - ACCOUNT_LINK_REQUESTS.limit,
    );
    // Another network is not held up by it.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/account/link',
      payload: { token: 'x'.repeat(43) },
      remoteAddress: '10.7.7.8',
    });
    expect(elsewhere.statusCode).toBe(410);
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

    const known = await forgotPassword(email.toUpperCase());
    const unknown = await forgotPassword('nobody@example.org');
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
      const response = await forgotPassword(email, `10.0.0.${i + 1}`);
      expect(response.statusCode).toBe(202);
    }
    expect(await count()).toBe(before + PASSWORD_RESET_MAX_REQUESTS);
  });

  it('stops one network address that asks too often with a 429', async () => {
    let last = 0;
    for (let i = 0; i < PASSWORD_RESET_MAX_REQUESTS * 4 + 1; i++) {
      const response = await forgotPassword(`someone${i}@example.org`, '10.9.9.9');
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});
