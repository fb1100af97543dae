import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonorDto, InteractionDto } from '../../../../domain/crm/donor-dtos.ts';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import { addDonor, addGift, crmApi, outboxTo } from '../../../../../tests/crm-helpers.ts';
import {
  startLocalSmtpServer,
  type LocalSmtpServer,
  type ReceivedMail,
} from '../../../../../tests/local-smtp-server.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';
import { deliverDueMail } from '../../mail/deliver-mail.ts';
import { createMailTransport, type MailTransport } from '../../mail/mail-transport.ts';
import { outbox } from '../../mail/mail.table.ts';
import { ONE_CLICK_BODY_MESSAGE } from './unsubscribe.routes.ts';
import { UNKNOWN_UNSUBSCRIBE_LINK } from './unsubscribe.ts';

const LIST_UNSUBSCRIBE =
  /^<mailto:no-reply@example\.org\?subject=unsubscribe>, <(https?:\/\/[^>]+\/unsubscribe\/[\w-]{43})>$/;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let t: TestApp;
let smtp: LocalSmtpServer;
let transport: MailTransport;
let api: ReturnType<typeof crmApi>;
let english: DonorDto;
let spanish: DonorDto;
let other: DonorDto;

const sendCampaign = async (subject: string) => {
  const draft = await api('POST', '/api/email-campaigns', {
    name: subject,
    subject,
    content: 'Thank you for your support this year.',
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const sent = await api('POST', `/api/email-campaigns/${draft.json().id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  await deliverDueMail({ db: t.db, transport, from: t.config.mail.from, now: t.clock.now() });
  return sent.json() as EmailCampaignDto;
};
const recipientCount = async () =>
  (await api('POST', '/api/email-campaigns/recipient-count', { segment: {} })).json()
    .recipientCount as number;
const mailTo = (donor: DonorDto, subject: string): ReceivedMail => {
  const found = smtp.received.find(
    (mail) => mail.to.includes(donor.email!) && mail.subject === subject,
  );
  if (!found) throw new Error(`No mail "${subject}" to ${donor.email}`);
  return found;
};
/** The HTTPS address in the List-Unsubscribe header, as path for app.inject. */
const unsubscribeUrlOf = (mail: ReceivedMail) => {
  const match = LIST_UNSUBSCRIBE.exec(mail.headers['list-unsubscribe'] ?? '');
  if (!match) throw new Error(`No List-Unsubscribe URL in ${mail.headers['list-unsubscribe']}`);
  return new URL(match[1]!);
};
const oneClick = (path: string) =>
  t.app.inject({ method: 'POST', url: path, headers: FORM, payload: 'List-Unsubscribe=One-Click' });
const tokenOf = (url: URL) => url.pathname.split('/').pop()!;

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example.org' });
  transport = createMailTransport(t.config.mail);
  api = crmApi(t, (await signInAsNewAdmin(t)).headers);
  english = await addDonor(t, (await signInAsNewAdmin(t)).headers);
  spanish = await addDonor(t, (await signInAsNewAdmin(t)).headers, { language: 'es' });
  other = await addDonor(t, (await signInAsNewAdmin(t)).headers);
  await sendCampaign('Spring news');
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

describe('campaign mail', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post, in the outbox and at the SMTP server', async () => {
    const mail = mailTo(english, 'Spring news');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribeUrlOf(mail);
    expect(url.origin).toBe('https://school.example.org');
    expect(url.pathname).toMatch(/^\/unsubscribe\//);
    expect(mail.text).toContain(`To stop these emails, open ${url.href}`);
    expect(mail.text).not.toContain('reply with');
    expect(mail.html).toContain(`<a href="${url.href}">`);

    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, english.email!));
    expect(row!.headers).toEqual({
      'List-Unsubscribe': mail.headers['list-unsubscribe'],
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("says it in the donor's language, with the Spanish page", () => {
    const mail = mailTo(spanish, 'Spring news');
    const url = unsubscribeUrlOf(mail);
    expect(url.pathname).toMatch(/^\/es\/unsubscribe\//);
    expect(mail.text).toContain(`Para no recibir más estos correos, abra ${url.href}`);
  });
});

describe('one-click unsubscribe', () => {
  it('GET never unsubscribes: the page reads the state only', async () => {
    const url = unsubscribeUrlOf(mailTo(other, 'Spring news'));
    await t.app.inject({ method: 'GET', url: url.pathname });
    const state = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${tokenOf(url)}` });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ language: 'en', subscribed: true });
    expect(state.headers['cache-control']).toBe('no-store');
  });

  it('one POST without sign-in unsubscribes; a second is harmless; the next campaign skips them', async () => {
    const before = await recipientCount();
    const url = unsubscribeUrlOf(mailTo(english, 'Spring news'));
    const first = await oneClick(url.pathname);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ language: 'en', subscribed: false });
    const again = await oneClick(url.pathname);
    expect(again.statusCode).toBe(200);
    expect(await recipientCount()).toBe(before - 1);

    const history = (
      await api('GET', `/api/interactions?donorId=${english.id}`)
    ).json() as InteractionDto[];
    expect(history.map((entry) => entry.subject)).toEqual([
      'Unsubscribed from campaign email (one-click)',
    ]);

    const next = await sendCampaign('Summer news');
    expect(next.recipientCount).toBe(before - 1);
    expect(
      smtp.received.some(
        (mail) => mail.to.includes(english.email!) && mail.subject === 'Summer news',
      ),
    ).toBe(false);
    expect(mailTo(other, 'Summer news')).toBeTruthy();
  });

  it('takes multipart/form-data too, and refuses a POST without the one-click field', async () => {
    const url = unsubscribeUrlOf(mailTo(spanish, 'Spring news'));
    const empty = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: FORM,
      payload: 'x=1',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ONE_CLICK_BODY_MESSAGE);
    const boundary = 'XyZ';
    const multipart = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toEqual({ language: 'es', subscribed: false });
  });

  it('a forged or unknown token is a 404 with a plain message', async () => {
    const url = unsubscribeUrlOf(mailTo(other, 'Spring news'));
    const token = tokenOf(url);
    const forged = `${token.slice(0, 30)}${token.slice(30).split('').reverse().join('')}`;
    for (const path of [`/unsubscribe/${forged}`, '/unsubscribe/nonsense']) {
      const response = await oneClick(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(UNKNOWN_UNSUBSCRIBE_LINK);
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${forged}` });
    expect(page.statusCode).toBe(404);
  });

  it('a receipt (acknowledgment) still goes to a donor who unsubscribed', async () => {
    const headers = (await signInAsNewAdmin(t)).headers;
    const gift = await addGift(t, headers, { donorId: english.id, amountCents: 5000 });
    const sent = await api('POST', `/api/donations/${gift.id}/acknowledgment`);
    expect(sent.statusCode).toBeLessThan(300);
    const messages = await outboxTo(api, english.email!);
    expect(messages.some((message) => message.relatedEntity !== 'email_campaign')).toBe(true);
  });

  it("the page's Subscribe again button (its POST with the same token) subscribes again", async () => {
    const before = await recipientCount();
    const token = tokenOf(unsubscribeUrlOf(mailTo(english, 'Spring news')));
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      payload: { action: 'subscribe' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ language: 'en', subscribed: true });
    expect(await recipientCount()).toBe(before + 1);
    const page = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      payload: { action: 'unsubscribe' },
    });
    expect(page.json()).toEqual({ language: 'en', subscribed: false });
    // Others unsubscribed at the same test-clock instant: find this donor's entry by id.
    const entries = (await api('GET', '/api/email-suppressions')).json() as { donorId: string }[];
    const entry = entries.find((one) => one.donorId === english.id);
    expect(entry).toMatchObject({ donorId: english.id, source: 'link-page' });
  });
});

describe('staff', () => {
  it('record a donor’s request (source staff), see the list and export it as CSV', async () => {
    const marked = await api('POST', `/api/donors/${other.id}/email-suppression`, {
      source: 'staff',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ donorId: other.id, email: other.email, source: 'staff' });

    const list = (await api('GET', '/api/email-suppressions')).json() as { donorId: string }[];
    expect(list.map((row) => row.donorId).sort()).toEqual(
      [english.id, spanish.id, other.id].sort(),
    );

    const csv = await api('GET', '/api/crm/export/email-suppressions.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('donorName,email,unsubscribedAt,source,donorId');
    expect(csv.body).toContain(`${other.firstName} ${other.lastName},${other.email}`);
    expect(csv.body).toContain(english.email);
  });

  it('cannot subscribe a donor again: there is no such route', async () => {
    const response = await api('DELETE', `/api/donors/${other.id}/email-suppression`);
    expect(response.statusCode).toBe(404);
    expect(await api('GET', '/api/email-suppressions').then((r) => r.json().length)).toBe(3);
  });
});
