import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import { MAX_MAIL_ATTEMPTS, mailRetryDelayMs } from '../../../../domain/mail/mail.ts';
import { addDonor, crmApi } from '../../../../../tests/crm-helpers.ts';
import {
  startLocalSmtpServer,
  type LocalSmtpServer,
} from '../../../../../tests/local-smtp-server.ts';
import { createTestApp, signInAsNewAdmin } from '../../../../../tests/test-app.ts';
import { deliverDueMail } from '../../mail/deliver-mail.ts';
import { createMailTransport, type MailTransport } from '../../mail/mail-transport.ts';

/**
 * "Sent" means delivered (ADR 015): a campaign's counts come from its messages
 * in the outbox, read when asked, and delivery is checked at a real SMTP server.
 */
async function appWithDonors(env: Record<string, string>, donors: number) {
  const t = await createTestApp(env);
  let { headers } = await signInAsNewAdmin(t);
  // Moving the clock hours on ends the session: sign in again.
  const api = async (...args: Parameters<ReturnType<typeof crmApi>>) => {
    const response = await crmApi(t, headers)(...args);
    if (response.statusCode !== 401) return response;
    headers = (await signInAsNewAdmin(t)).headers;
    return crmApi(t, headers)(...args);
  };
  for (let index = 0; index < donors; index += 1) await addDonor(t, headers);
  const sendCampaign = async (subject: string) => {
    const draft = await api('POST', '/api/email-campaigns', {
      name: subject,
      subject,
      content: 'Thank you for your support this year.',
    });
    const sent = await api('POST', `/api/email-campaigns/${draft.json().id}/send`);
    expect(sent.statusCode).toBe(200);
    return sent.json() as EmailCampaignDto;
  };
  const campaignOf = async (id: string) => {
    const one = (await api('GET', `/api/email-campaigns/${id}`)).json() as EmailCampaignDto;
    const listed = ((await api('GET', '/api/email-campaigns')).json() as EmailCampaignDto[]).find(
      (campaign) => campaign.id === id,
    );
    // The list and the campaign page say the same.
    expect(listed).toEqual(one);
    return one;
  };
  return { t, sendCampaign, campaignOf };
}

describe('without a mail server', () => {
  let app: Awaited<ReturnType<typeof appWithDonors>>;
  beforeAll(async () => {
    app = await appWithDonors({}, 5);
  });
  afterAll(() => app.t.close());

  it('never says "Sent": all 5 messages are not sent (no mail server)', async () => {
    const sent = await app.sendCampaign('Year in review');
    const expected = {
      status: 'sent',
      recipientCount: 5,
      sentCount: 0,
      delivery: { queued: 0, delivered: 0, failed: 0, notSent: 5 },
    };
    expect(sent).toMatchObject(expected);
    expect(await app.campaignOf(sent.id)).toMatchObject(expected);
  });
});

describe('with a mail server', () => {
  let app: Awaited<ReturnType<typeof appWithDonors>>;
  let smtp: LocalSmtpServer;
  let transport: MailTransport;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    app = await appWithDonors({ SMTP_URL: smtp.url }, 3);
    transport = createMailTransport(app.t.config.mail);
  });
  afterAll(async () => {
    transport.close();
    await app.t.close();
    await smtp.close();
  });
  const deliver = (limit?: number) =>
    deliverDueMail({
      db: app.t.db,
      transport,
      from: app.t.config.mail.from,
      now: app.t.clock.now(),
      limit,
    });

  it('counts queued, then delivered as the SMTP server receives them, then failed', async () => {
    const sent = await app.sendCampaign('Spring news');
    expect(sent).toMatchObject({
      sentCount: 0,
      delivery: { queued: 3, delivered: 0, failed: 0, notSent: 0 },
    });

    await deliver(2);
    const arrived = smtp.received.filter((mail) => mail.subject === 'Spring news');
    expect(arrived).toHaveLength(2);
    expect(await app.campaignOf(sent.id)).toMatchObject({
      sentCount: 2,
      delivery: { queued: 1, delivered: 2, failed: 0, notSent: 0 },
    });

    // The third address is refused until delivery gives up.
    smtp.setMode({ accept: false, code: 550, message: 'No such mailbox' });
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await deliver();
      app.t.clock.advance(mailRetryDelayMs(attempt));
    }
    expect(smtp.received.filter((mail) => mail.subject === 'Spring news')).toHaveLength(2);
    expect(await app.campaignOf(sent.id)).toMatchObject({
      sentCount: 2,
      delivery: { queued: 0, delivered: 2, failed: 1, notSent: 0 },
    });
  });
});
