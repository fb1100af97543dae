import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import { addDonor, crmApi } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';
import { auditLog } from '../../audit/audit.table.ts';
import { outbox } from '../../mail/mail.table.ts';
import { NO_RECIPIENTS_MESSAGE } from './send-email-campaign.ts';
import { sendScheduledCampaigns } from './send-scheduled-campaigns.ts';

// This file owns its database: segments count every donor in it.
let t: TestApp;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp();
  const { headers } = await signInAsNewAdmin(t);
  api = crmApi(t, headers);
  for (const lastName of ['One', 'Two', 'Three']) {
    await addDonor(t, headers, { lastName, status: 'donor', interests: ['k12'] });
  }
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

async function scheduleCampaign(segment: object): Promise<EmailCampaignDto> {
  const created = await api('POST', '/api/email-campaigns', {
    name: 'Scheduled update',
    subject: 'Our update',
    content: 'Thank you for your support.',
    segment,
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as EmailCampaignDto;
  const scheduledFor = new Date(t.clock.now().getTime() + HOUR_MS).toISOString();
  const scheduled = await api('POST', `/api/email-campaigns/${id}/schedule`, { scheduledFor });
  expect(scheduled.statusCode).toBe(200);
  return scheduled.json() as EmailCampaignDto;
}

const auditOf = (id: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

describe('the scheduled-campaign pass', () => {
  it('sends a campaign once when two passes (two instances) run at the same moment', async () => {
    const campaign = await scheduleCampaign({ interests: ['k12'] });
    t.clock.advance(2 * HOUR_MS);
    const pass = () => sendScheduledCampaigns({ db: t.db, config: t.config, now: t.clock.now() });
    const sent = await Promise.all([pass(), pass(), pass()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await auditOf(campaign.id, 'send')).toHaveLength(1);
    // The passes that lost the race skip it: no false "back to draft" in the audit log.
    expect(await auditOf(campaign.id, 'unschedule')).toEqual([]);
    const mail = await t.db.select().from(outbox).where(eq(outbox.relatedId, campaign.id));
    expect(mail).toHaveLength(3);
  });

  it('puts a campaign whose segment became empty back to draft, once, with the reason', async () => {
    const campaign = await scheduleCampaign({ interests: ['research'] });
    t.clock.advance(2 * HOUR_MS);
    const pass = () => sendScheduledCampaigns({ db: t.db, config: t.config, now: t.clock.now() });
    expect(await Promise.all([pass(), pass()])).toEqual([0, 0]);
    const after = await api('GET', `/api/email-campaigns/${campaign.id}`);
    expect(after.json()).toMatchObject({ status: 'draft', scheduledFor: null });
    const unscheduled = await auditOf(campaign.id, 'unschedule');
    expect(unscheduled).toHaveLength(1);
    expect(unscheduled[0]!.details).toEqual({ reason: NO_RECIPIENTS_MESSAGE });
  });
});
