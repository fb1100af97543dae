import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';
import { outbox } from '../../mail/mail.table.ts';
import { sendScheduledCampaigns } from './send-scheduled-campaigns.ts';

// This file owns its database: segments count every donor in it.
let t: TestApp;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://crm.example.org' });
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
  // Donors by their gifts: the status follows the giving (src/domain/crm/donor-status.ts).
  const givers = [
    { lastName: 'K12 donor', interests: ['k12' as const] },
    { lastName: 'Both', interests: ['research' as const, 'k12' as const] },
    { lastName: 'Research', interests: ['research' as const] },
  ];
  for (const giver of givers) {
    const donor = await addDonor(t, headers, giver);
    await addGift(t, headers, { donorId: donor.id, amountCents: 100_00 });
  }
  await addDonor(t, headers, { lastName: 'Prospect', interests: ['k12'] });
});
afterAll(() => t.close());

const segment = { statuses: ['donor'], interests: ['k12'] };
const draft = async (overrides: object = {}) => {
  const response = await api('POST', '/api/email-campaigns', {
    name: 'Spring update',
    subject: 'Our spring update',
    content: 'Read the news at https://example.org/news. Thank you!',
    segment,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as EmailCampaignDto;
};
const campaignOf = async (id: string) =>
  (await api('GET', `/api/email-campaigns/${id}`)).json() as EmailCampaignDto;
const htmlOf = async (campaignId: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.relatedId, campaignId))).map(
    (message) => message.html!,
  );

describe('email campaigns', () => {
  it('counts the segment: status and type must match, any one of the interests', async () => {
    const count = await api('POST', '/api/email-campaigns/recipient-count', { segment });
    expect(count.json()).toEqual({ recipientCount: 2 });
    const all = await api('POST', '/api/email-campaigns/recipient-count', { segment: {} });
    expect(all.json()).toEqual({ recipientCount: 4 });
    expect((await draft()).recipientCount).toBe(2);
  });

  it('sends one message per recipient through the outbox, once', async () => {
    const campaign = await draft();
    const response = await api('POST', `/api/email-campaigns/${campaign.id}/send`);
    expect(response.statusCode).toBe(200);
    // No mail server in this app: the messages stay in the outbox, and nothing says "sent".
    expect(response.json()).toMatchObject({
      status: 'sent',
      recipientCount: 2,
      sentCount: 0,
      delivery: { queued: 0, delivered: 0, failed: 0, notSent: 2 },
      deliveryState: 'not-sent',
      sentAt: t.clock.now().toISOString(),
    });
    const html = await htmlOf(campaign.id);
    expect(html).toHaveLength(2);
    expect(html[0]).toMatch(/<img src="https:\/\/crm\.example\.org\/api\/t\/o\/[\w-]{43}\.gif"/);
    expect(html[0]).toMatch(
      /href="https:\/\/crm\.example\.org\/api\/t\/c\/[\w-]{43}\?u=https%3A%2F%2Fexample\.org%2Fnews"/,
    );
    expect((await api('POST', `/api/email-campaigns/${campaign.id}/send`)).statusCode).toBe(409);
    const edit = await api('PATCH', `/api/email-campaigns/${campaign.id}`, { name: 'Renamed' });
    expect(edit.statusCode).toBe(409);
  });

  it('strips scripts and event handlers from the HTML version', async () => {
    const campaign = await draft({
      htmlContent:
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://example.org/give">Give</a></p>',
    });
    await api('POST', `/api/email-campaigns/${campaign.id}/send`);
    const [html] = await htmlOf(campaign.id);
    expect(html).not.toMatch(/script|onclick|javascript/);
    expect(html).toContain('u=https%3A%2F%2Fexample.org%2Fgive');
  });

  it('refuses to send to an empty segment', async () => {
    const campaign = await draft({ segment: { types: ['government'] } });
    const response = await api('POST', `/api/email-campaigns/${campaign.id}/send`);
    expect(response.statusCode).toBe(409);
  });
});

describe('tracking', () => {
  let campaign: EmailCampaignDto;
  let openUrl: string;
  let clickUrl: string;
  beforeAll(async () => {
    campaign = await draft({ name: 'Tracked' });
    await api('POST', `/api/email-campaigns/${campaign.id}/send`);
    const [html] = await htmlOf(campaign.id);
    openUrl = html!.match(/https:\/\/crm\.example\.org(\/api\/t\/o\/[^"]+)/)![1]!;
    clickUrl = html!.match(/https:\/\/crm\.example\.org(\/api\/t\/c\/[^"]+)/)![1]!;
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('counts an open once per recipient, without a session', async () => {
    const first = await get(openUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toBe('no-store, private');
    await get(openUrl);
    expect((await campaignOf(campaign.id)).openCount).toBe(1);
  });

  it('answers the pixel for a forged token too, but counts nothing', async () => {
    const forged = openUrl.replace(/[\w-](?=\.gif$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await get(forged)).statusCode).toBe(200);
    expect((await get('/api/t/o/nonsense.gif')).statusCode).toBe(200);
    expect((await campaignOf(campaign.id)).openCount).toBe(1);
  });

  it('redirects a signed click to the campaign’s link and counts it once', async () => {
    const response = await get(clickUrl);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://example.org/news');
    await get(clickUrl);
    expect((await campaignOf(campaign.id)).clickCount).toBe(1);
  });

  it('is never an open redirect: another URL or a forged token is a 404', async () => {
    const elsewhere = clickUrl.replace(
      /\?u=.*/,
      `?u=${encodeURIComponent('https://evil.example')}`,
    );
    const response = await get(elsewhere);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This link is not valid.');
    const token = clickUrl.match(/\/c\/([\w-]+)/)![1]!;
    const forged = clickUrl.replace(token, `${token.slice(0, -2)}AA`);
    expect((await get(forged)).statusCode).toBe(404);
    expect((await get('/api/t/c/abc')).statusCode).toBe(400);
    expect((await campaignOf(campaign.id)).clickCount).toBe(1);
  });
});

describe('scheduling', () => {
  it('goes draft → scheduled → sent when the time comes, and back to draft if unscheduled', async () => {
    const campaign = await draft({ name: 'Scheduled' });
    const past = await api('POST', `/api/email-campaigns/${campaign.id}/schedule`, {
      scheduledFor: '2026-01-01T09:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    const url = `/api/email-campaigns/${campaign.id}/schedule`;
    const scheduled = await api('POST', url, { scheduledFor: '2026-01-15T10:00:00-06:00' });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled' });
    const unscheduled = await api('POST', `/api/email-campaigns/${campaign.id}/unschedule`);
    expect(unscheduled.json()).toMatchObject({ status: 'draft', scheduledFor: null });
    await api('POST', url, { scheduledFor: '2026-01-15T10:00:00-06:00' });

    expect(await sendScheduledCampaigns({ db: t.db, config: t.config, now: t.clock.now() })).toBe(
      0,
    );
    t.clock.advance(8 * 3_600_000);
    expect(await sendScheduledCampaigns({ db: t.db, config: t.config, now: t.clock.now() })).toBe(
      1,
    );
    expect(await campaignOf(campaign.id)).toMatchObject({
      status: 'sent',
      delivery: { queued: 0, delivered: 0, failed: 0, notSent: 2 },
    });
  });
});
