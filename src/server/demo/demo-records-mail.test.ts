import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../tests/local-smtp-server.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import type { OutboxMessageSummaryDto } from '../../domain/mail/dtos.ts';
import { signatureRecipients } from '../modules/esign/esign.table.ts';
import { signatureRequests } from '../modules/esign/public.ts';
import { sendDueReminders } from '../modules/esign/reminders.ts';
import { deliverDueMail } from '../modules/mail/deliver-mail.ts';
import { createMailTransport, type MailTransport } from '../modules/mail/mail-transport.ts';
import { enqueueMail } from '../modules/mail/mail.service.ts';
import { demoRecipients, outbox } from '../modules/mail/mail.table.ts';
import { partners } from '../modules/partners/public.ts';
import { waitingList } from '../modules/waiting-list/public.ts';
import { donors } from '../modules/donors/public.ts';
import { seedDemoData } from './seed-demo-data.ts';

/**
 * A first start with demo data and a mail server set up: the demo records are made up, so no
 * job and no later action may mail anyone about them (ADR 039). Checked at a real SMTP server.
 */
let t: TestApp;
let smtp: LocalSmtpServer;
let transport: MailTransport;
let headers: Record<string, string>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  transport = createMailTransport(t.config.mail);
  ({ headers } = await signInAsNewAdmin(t));
  expect(await seedDemoData({ db: t.db, config: t.config, now: t.clock.now() })).toBe(true);
}, 120_000);
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

const deliver = () =>
  deliverDueMail({ db: t.db, transport, from: t.config.mail.from, now: t.clock.now() });
const lower = (emails: (string | null)[]) =>
  emails.flatMap((email) => (email ? [email.toLowerCase()] : []));

describe('demo records never mail anyone', () => {
  it("marks every demo partner's, signer's, family's and donor's address, and every request", async () => {
    const marked = new Set((await t.db.select().from(demoRecipients)).map((row) => row.address));
    const partnerEmails = lower((await t.db.select().from(partners)).map((row) => row.email));
    const familyEmails = lower((await t.db.select().from(waitingList)).map((row) => row.email));
    const donorEmails = lower((await t.db.select().from(donors)).map((row) => row.email));
    const signerEmails = lower(
      (await t.db.select().from(signatureRecipients)).map((row) => row.email),
    );
    expect(partnerEmails.length).toBe(3);
    expect(familyEmails.length).toBeGreaterThan(5);
    expect(donorEmails.length).toBeGreaterThan(20);
    for (const email of [...partnerEmails, ...familyEmails, ...donorEmails, ...signerEmails]) {
      expect(marked.has(email), email).toBe(true);
    }
    const requests = await t.db.select().from(signatureRequests);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((request) => request.isDemo)).toBe(true);
  });

  it('sends no reminder to a demo signer, on the first start or weeks later', async () => {
    const start = t.clock.now();
    // There are demo signers whose reminder falls due in these weeks: only the mark stops it.
    const waiting = (await t.db.select().from(signatureRecipients)).filter(
      (signer) =>
        signer.role === 'signer' &&
        ['sent', 'viewed'].includes(signer.status) &&
        signer.nextReminderAt !== null &&
        signer.nextReminderAt.getTime() <= start.getTime() + 12 * DAY_MS,
    );
    expect(waiting.length).toBeGreaterThan(0);
    for (const day of [0, 3, 6, 9, 12]) {
      t.clock.set(new Date(start.getTime() + day * DAY_MS));
      expect(await sendDueReminders({ db: t.db, config: t.config, now: t.clock.now() })).toBe(0);
    }
    t.clock.set(start);
    await deliver();
    expect(smtp.received).toEqual([]);
  });

  it('keeps a later message to a demo address in the outbox, undelivered, and sends a real one', async () => {
    const [partner] = await t.db.select().from(partners).limit(1);
    const now = t.clock.now();
    const demo = await enqueueMail({
      db: t.db,
      mail: { to: partner!.email!.toUpperCase(), subject: 'Demo partner mail', text: 'Hello' },
      now,
      canDeliver: true,
    });
    const real = await enqueueMail({
      db: t.db,
      mail: { to: 'real.person@nova-learn.test', subject: 'Real mail', text: 'Hello' },
      now,
      canDeliver: true,
    });
    // Even a demo message somehow left pending is passed by.
    await t.db.update(outbox).set({ status: 'pending' }).where(eq(outbox.id, demo.id));
    await deliver();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Real mail']);

    const listed = (
      (
        await t.app.inject({ url: '/api/outbox?limit=200', headers })
      ).json() as OutboxMessageSummaryDto[]
    ).filter((message) => [demo.id, real.id].includes(message.id));
    expect(listed.find((message) => message.id === real.id)).toMatchObject({
      isDemo: false,
      status: 'sent',
    });
    expect(listed.find((message) => message.id === demo.id)).toMatchObject({ isDemo: true });
    const demoRows = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [demo.id]));
    expect(demoRows[0]).toMatchObject({ isDemo: true, sentAt: null });
  });

  it('writes a new message to a demo address as not sent, so nothing waits to go out', async () => {
    const [partner] = await t.db.select().from(partners).limit(1);
    const { id } = await enqueueMail({
      db: t.db,
      mail: { to: partner!.email!, subject: 'Another demo mail', text: 'Hello' },
      now: t.clock.now(),
      canDeliver: true,
    });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ isDemo: true, status: 'logged' });
  });
});
