import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TODAY_KINDS,
  type TodayDto,
  type TodayItemDto,
} from '../../../domain/today/today-items.ts';
import { addDonor, addGift, crmApi } from '../../../../tests/crm-helpers.ts';
import {
  createTestApp,
  signInAsNewAdmin,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/test-app.ts';
import { outbox } from '../mail/mail.table.ts';

const HOUR = 60 * 60_000;
// Monday 7 December 2026, 10:00 AM in Chicago.
const MONDAY_10AM = new Date('2026-12-07T16:00:00.000Z');

let t: TestApp;
let owner: Awaited<ReturnType<typeof signInAsNewAdmin>>;
let fundraiser: Awaited<ReturnType<typeof signInAsNewAdmin>>;

beforeAll(async () => {
  // A mail server is set (never reached: no delivery runs here), so failed mail can be retried.
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2' });
  t.clock.set(MONDAY_10AM);
  owner = await signInAsNewAdmin(t);
  fundraiser = await signInAsNewAdmin(t, { roles: ['fundraising'] });
});
afterAll(() => t.close());

/** Moves the clock on; sessions end after a day idle, so both sign in again. */
async function advance(ms: number) {
  t.clock.advance(ms);
  for (const person of [owner, fundraiser]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: person.user.username, password: TEST_PASSWORD },
    });
    person.headers.authorization = `Bearer ${(response.json() as { token: string }).token}`;
  }
}

const todayOf = async (headers: Record<string, string>): Promise<TodayDto> => {
  const response = await t.app.inject({ url: '/api/today', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as TodayDto;
};
const sectionIn = (today: TodayDto, kind: string) => today.sections.find((s) => s.kind === kind);
const keysIn = (today: TodayDto, kind: string) =>
  (sectionIn(today, kind)?.items ?? []).map((item) => item.targetId);

describe('gifts not thanked', () => {
  it('shows a completed gift from 48 hours after it was recorded, the same as the CRM report', async () => {
    const donor = await addDonor(t, owner.headers, { firstName: 'Ana', lastName: 'López' });
    const gift = await addGift(t, owner.headers, { donorId: donor.id, amountCents: 50_00 });

    await advance(48 * HOUR - 1);
    expect(keysIn(await todayOf(fundraiser.headers), 'gift-not-thanked')).not.toContain(gift.id);

    await advance(1);
    const today = await todayOf(fundraiser.headers);
    const item = sectionIn(today, 'gift-not-thanked')!.items.find((i) => i.targetId === gift.id);
    expect(item).toMatchObject({
      title: 'Ana López — $50.00',
      href: `/admin/crm/donors/${donor.id}`,
    });
    expect(item!.detail).toBe('Given Dec 7, 2026. No thank-you letter yet.');

    const report = await crmApi(t, fundraiser.headers)('GET', '/api/crm/reports/not-thanked');
    expect(report.statusCode).toBe(200);
    const reported = report.json() as TodayItemDto[];
    expect(reported).toEqual(sectionIn(today, 'gift-not-thanked')!.items);
    expect(sectionIn(today, 'gift-not-thanked')!.total).toBe(reported.length);
  });

  it('leaves the list once the thank-you letter is sent', async () => {
    const donor = await addDonor(t, owner.headers, { firstName: 'Ben' });
    const gift = await addGift(t, owner.headers, { donorId: donor.id, amountCents: 1 });
    await advance(49 * HOUR);
    expect(keysIn(await todayOf(fundraiser.headers), 'gift-not-thanked')).toContain(gift.id);

    const thanked = await crmApi(t, fundraiser.headers)(
      'POST',
      `/api/donations/${gift.id}/acknowledgment`,
      {},
    );
    expect(thanked.statusCode).toBe(201);
    expect(keysIn(await todayOf(fundraiser.headers), 'gift-not-thanked')).not.toContain(gift.id);
  });
});

describe('follow-ups due', () => {
  it('lists the ones due today and missed ones, not tomorrow’s', async () => {
    const api = crmApi(t, owner.headers);
    const now = t.clock.now();
    const day = (offset: number) =>
      new Date(now.getTime() + offset * 24 * HOUR - 6 * HOUR).toISOString().slice(0, 10);
    const due = await addDonor(t, owner.headers, { firstName: 'Due', nextFollowUp: day(0) });
    const missed = await addDonor(t, owner.headers, { firstName: 'Missed', nextFollowUp: day(-1) });
    const later = await addDonor(t, owner.headers, { firstName: 'Later', nextFollowUp: day(1) });

    const today = await todayOf(fundraiser.headers);
    const items = sectionIn(today, 'follow-up-due')!.items;
    expect(items.map((i) => i.targetId)).toEqual(expect.arrayContaining([due.id, missed.id]));
    expect(items.map((i) => i.targetId)).not.toContain(later.id);
    expect(items.find((i) => i.targetId === due.id)!.detail).toMatch(/^Follow-up due today, /);
    expect(items.find((i) => i.targetId === missed.id)!.detail).toMatch(/\(1 day ago\)\.$/);

    // The CRM's own report holds each of them, flagged the same way.
    const report = (await api('GET', '/api/crm/reports/follow-ups')).json() as {
      items: { id: string; isOverdue: boolean }[];
    };
    expect(report.items.find((row) => row.id === missed.id)?.isOverdue).toBe(true);
    expect(report.items.find((row) => row.id === due.id)?.isOverdue).toBe(false);
  });
});

describe('"Done"', () => {
  it('takes an item off this person’s list only; a new follow-up date brings it back', async () => {
    const api = crmApi(t, owner.headers);
    const dayNow = new Date(t.clock.now().getTime() - 6 * HOUR).toISOString().slice(0, 10);
    const donor = await addDonor(t, owner.headers, { firstName: 'Carla', nextFollowUp: dayNow });
    const before = await todayOf(fundraiser.headers);
    const item = sectionIn(before, 'follow-up-due')!.items.find((i) => i.targetId === donor.id)!;

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/today/done',
      headers: fundraiser.headers,
      payload: { key: item.key },
    });
    expect(done.statusCode).toBe(204);

    const after = await todayOf(fundraiser.headers);
    expect(keysIn(after, 'follow-up-due')).not.toContain(donor.id);
    // Still counted: the CRM still has it due.
    expect(sectionIn(after, 'follow-up-due')!.total).toBe(
      sectionIn(before, 'follow-up-due')!.total,
    );
    // Someone else still sees it.
    expect(keysIn(await todayOf(owner.headers), 'follow-up-due')).toContain(donor.id);

    const yesterday = new Date(t.clock.now().getTime() - 30 * HOUR).toISOString().slice(0, 10);
    expect(
      (await api('PATCH', `/api/donors/${donor.id}`, { nextFollowUp: yesterday })).statusCode,
    ).toBe(200);
    expect(keysIn(await todayOf(fundraiser.headers), 'follow-up-due')).toContain(donor.id);
  });

  it('answers 400 with a message for an empty key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/today/done',
      headers: fundraiser.headers,
      payload: { key: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { key: ['Name the item to mark done'] } });
  });
});

describe('owners: failed mail', () => {
  it('lists a message that ran out of attempts until it is queued again', async () => {
    const [message] = await t.db
      .insert(outbox)
      .values({
        to: 'lost@example.org',
        subject: 'Your seat offer',
        text: 'Hello',
        status: 'failed',
        attempts: 5,
        error: '550 mailbox unavailable',
        createdAt: t.clock.now(),
      })
      .returning();
    const today = await todayOf(owner.headers);
    const item = sectionIn(today, 'mail-failed')!.items.find((i) => i.targetId === message!.id);
    expect(item).toMatchObject({
      title: 'Your seat offer — to lost@example.org',
      href: `/admin/settings/outbox?message=${message!.id}`,
    });
    expect(item!.detail).toContain('gave up after 5 attempts: 550 mailbox unavailable');
    expect(sectionIn(await todayOf(fundraiser.headers), 'mail-failed')).toBeUndefined();

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/outbox/${message!.id}/retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(keysIn(await todayOf(owner.headers), 'mail-failed')).not.toContain(message!.id);
  });
});

describe('owners: a failed backup', () => {
  it('shows the newest run when it failed, and leaves once a later one succeeds', async () => {
    // A file where the backup folder should be: the backup cannot be written until it goes.
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'today-backup-'));
    const folder = path.join(scratch, 'backups');
    writeFileSync(folder, 'in the way');
    const broken = await createTestApp({ BACKUP_DIR: folder });
    try {
      broken.clock.set(MONDAY_10AM);
      const admin = await signInAsNewAdmin(broken);
      const backUp = () =>
        broken.app.inject({ method: 'POST', url: '/api/settings/backups', headers: admin.headers });
      const itemsNow = async () =>
        (
          (
            await broken.app.inject({ url: '/api/today', headers: admin.headers })
          ).json() as TodayDto
        ).sections.find((s) => s.kind === 'backup-failed')!.items;

      expect((await backUp()).statusCode).toBe(500);
      const items = await itemsNow();
      expect(items).toHaveLength(1);
      expect(items[0]!.title).toBe('The manual backup of Dec 7, 2026 at 10:00 AM CST failed');
      expect(items[0]!.detail).toContain('No backup has succeeded yet.');

      rmSync(folder);
      broken.clock.advance(60_000);
      expect((await backUp()).statusCode).toBe(201);
      expect(await itemsNow()).toEqual([]);
    } finally {
      await broken.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('who sees what', () => {
  it('an owner gets every kind, failed mail and backups included', async () => {
    expect((await todayOf(owner.headers)).sections.map((s) => s.kind)).toEqual([...TODAY_KINDS]);
  });

  it('a viewer gets no sections', async () => {
    const viewer = await signInAsNewAdmin(t, { roles: ['viewer'] });
    expect((await todayOf(viewer.headers)).sections).toEqual([]);
  });

  it('admissions and fundraising get their sections and none of partnerships or owners', async () => {
    const both = await signInAsNewAdmin(t, { roles: ['admissions', 'fundraising'] });
    expect((await todayOf(both.headers)).sections.map((s) => s.kind)).toEqual([
      'offer-expiring',
      'paper-to-review',
      'gift-not-thanked',
      'follow-up-due',
    ]);
  });
});

describe('one source', () => {
  it("each section counts what its module's own list holds", async () => {
    const get = async (url: string) => {
      const response = await t.app.inject({ url, headers: owner.headers });
      expect(response.statusCode, url).toBe(200);
      return response;
    };
    const lengthOf = async (url: string) => ((await get(url)).json() as unknown[]).length;
    const todayDate = new Date(t.clock.now().getTime() - 6 * HOUR).toISOString().slice(0, 10);
    const followUps = (await get('/api/crm/reports/follow-ups')).json() as {
      items: { nextFollowUp: string }[];
    };
    const failed = await get('/api/outbox?status=failed&limit=1');
    const backups = (await get('/api/settings/backups')).json() as {
      lastRun: { status: string } | null;
    };
    const moduleCounts = {
      'offer-expiring': await lengthOf('/api/admissions/offers/waiting-for-answer'),
      'paper-to-review': await lengthOf('/api/family-papers/to-review'),
      'signature-stalled': await lengthOf('/api/docusign/stalled'),
      'comment-awaiting-reply': await lengthOf('/api/comments/awaiting-reply'),
      'gift-not-thanked': await lengthOf('/api/crm/reports/not-thanked'),
      'follow-up-due': followUps.items.filter((row) => row.nextFollowUp <= todayDate).length,
      'mail-failed': Number(failed.headers['x-total-count']),
      'backup-failed': backups.lastRun?.status === 'failed' ? 1 : 0,
    };
    const today = await todayOf(owner.headers);
    expect(Object.fromEntries(today.sections.map((s) => [s.kind, s.total]))).toEqual(moduleCounts);
    // Not all zero: the lists above left gifts, follow-ups and failed mail behind.
    expect(moduleCounts['gift-not-thanked']).toBeGreaterThan(0);
    expect(moduleCounts['follow-up-due']).toBeGreaterThan(0);
  });
});

describe('the morning mail setting', () => {
  it('is off until the person turns it on, and only a true or false is taken', async () => {
    expect(await todayOf(fundraiser.headers)).toMatchObject({
      morningDigest: false,
      mailServer: true,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/today/digest',
      headers: fundraiser.headers,
      payload: { morningDigest: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/today/digest',
      headers: fundraiser.headers,
      payload: { morningDigest: true },
    });
    expect(on.json()).toEqual({ morningDigest: true });
    expect((await todayOf(fundraiser.headers)).morningDigest).toBe(true);
  });
});
