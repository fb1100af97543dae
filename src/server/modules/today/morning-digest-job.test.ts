import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDonor, addGift, crmApi, outboxTo } from '../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { sendMorningDigests } from './morning-digest-job.ts';

// Monday 7 December 2026. 7:00 AM in Chicago is 13:00 UTC.
const FRIDAY_NOON = new Date('2026-12-04T18:00:00.000Z');
const MONDAY_6_59 = new Date('2026-12-07T12:59:00.000Z');
const MONDAY_7_00 = new Date('2026-12-07T13:00:00.000Z');

let t: TestApp;
let owner: Awaited<ReturnType<typeof signInAsNewAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(FRIDAY_NOON);
  owner = await signInAsNewAdmin(t);
  // A gift recorded on Friday is late for its letter by Monday morning.
  const donor = await addDonor(t, owner.headers, { firstName: 'Ana', lastName: 'López' });
  await addGift(t, owner.headers, { donorId: donor.id, amountCents: 75_00 });
});
afterAll(() => t.close());

const run = (now: Date) => sendMorningDigests({ db: t.db, config: t.config, now });
const mailsTo = (email: string) =>
  outboxTo(crmApi(t, owner.headers), email).then((all) =>
    all.filter((mail) => mail.subject.startsWith('Today: ')),
  );

describe('the morning mail', () => {
  it('is said, on the page, to wait in the outbox while no mail server is set up', async () => {
    const response = await t.app.inject({ url: '/api/today', headers: owner.headers });
    expect(response.json()).toMatchObject({ morningDigest: false, mailServer: false });
  });

  it('is not sent to anyone who did not turn it on', async () => {
    const quiet = await signInAsNewAdmin(t, { roles: ['fundraising'] });
    expect(await run(MONDAY_7_00)).toBe(0);
    expect(await mailsTo(quiet.user.email)).toEqual([]);
  });

  it('goes once on a weekday from 7:00 AM, however many instances run at once', async () => {
    const fundraiser = await signInAsNewAdmin(t, { roles: ['fundraising'] });
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/today/digest',
      headers: fundraiser.headers,
      payload: { morningDigest: true },
    });
    expect(on.statusCode).toBe(200);

    expect(await run(MONDAY_6_59)).toBe(0);
    const counts = await Promise.all([run(MONDAY_7_00), run(MONDAY_7_00), run(MONDAY_7_00)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await run(new Date(MONDAY_7_00.getTime() + 3 * 60 * 60_000))).toBe(0);

    const [mail, ...others] = await mailsTo(fundraiser.user.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Today: 1 thing needs you');
    expect(mail!.text).toContain('Gifts not thanked (1)\n- Ana López — $75.00');
    expect(mail!.text).toContain(`${t.config.publicUrl}/admin/today`);
    expect(mail!.text).not.toContain('Follow-ups due');
  });

  it('stops when the person turns it off', async () => {
    const fundraiser = await signInAsNewAdmin(t, { roles: ['fundraising'] });
    const put = (morningDigest: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/today/digest',
        headers: fundraiser.headers,
        payload: { morningDigest },
      });
    await put(true);
    await put(false);
    // Tuesday: only the one who kept it on (above) gets the day's mail.
    expect(await run(new Date('2026-12-08T13:00:00.000Z'))).toBe(1);
    expect(await mailsTo(fundraiser.user.email)).toEqual([]);
  });
});
