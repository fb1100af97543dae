import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDonor, addGift, outboxTo } from '../../../../tests/crm-helpers.ts';
import { startCardGiving, type CardGiving } from '../../../../tests/card-giving-kit.ts';
import { payOnHostedPage } from '../../../../tests/fake-stripe/stripe-test-kit.ts';
import { giftForm } from '../../../../tests/giving-helpers.ts';
import { signInAsNewAdmin } from '../../../../tests/test-app.ts';
import { watchTransactionsAndPdfWork } from '../../../../tests/transaction-watch.ts';
import type { DonationDto } from '../../../domain/crm/gift-dtos.ts';
import { startJob } from '../../jobs/start-jobs.ts';
import { donations } from '../donors/donations/public.ts';
import { listLettersOf } from '../donors/stewardship/letter-dto.ts';
import { onlineGiftThanksJob } from './thank-online-gifts.ts';

/**
 * ADR 043: a thank-you letter is rendered with no transaction open. Rendering takes 87-370 ms on
 * a developer's machine, so a transaction that waited for it would hold every other request on
 * the embedded engine that long. The tests record when pdf-lib runs and when transactions are
 * open: no PDF step may begin inside one, whatever the machine's pace. They also bound every
 * transaction by TRANSACTION_BOUND_MS, generous for a busy CI machine: a few dozen statements.
 */
const TRANSACTION_BOUND_MS = 1_000;

let g: CardGiving;
let headers: Record<string, string>;
beforeAll(async () => {
  g = await startCardGiving();
  headers = (await signInAsNewAdmin(g.t)).headers;
});
afterAll(() => g.close());

let watch: ReturnType<typeof watchTransactionsAndPdfWork> | undefined;
afterEach(() => watch?.stop());

const lettersTo = async (email: string) =>
  (await outboxTo(g.api, email)).filter((mail) => mail.subject.startsWith('Thank you'));
const giftRow = async (id: string) =>
  (await g.t.db.select().from(donations).where(eq(donations.id, id)))[0]!;
const silentLog = pino({ level: 'silent' });

describe('the watch these tests rely on', () => {
  it('sees a PDF made inside a transaction, and not one made beside another’s transaction', async () => {
    watch = watchTransactionsAndPdfWork(g.t.db);
    await g.t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await PDFDocument.create();
    });
    expect(watch.pdfStepsInsideTransactions().map((step) => step.step)).toEqual(['create']);

    watch.clear();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const other = g.t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    await PDFDocument.create();
    release();
    await other;
    expect(watch.pdfSteps.map((step) => step.step)).toEqual(['create']);
    expect(watch.pdfStepsInsideTransactions()).toEqual([]);
  });
});

describe('the thank-you letter of a card gift', () => {
  it('is rendered after the webhook’s transaction commits, and the donor has it when Stripe is answered', async () => {
    const form = giftForm({ amountCents: 300_00 });
    const { checkoutUrl } = await g.startCheckout(form);
    watch = watchTransactionsAndPdfWork(g.t.db);

    await payOnHostedPage(checkoutUrl);

    const [gift] = await g.giftsOf(form.email);
    expect(gift).toMatchObject({ status: 'completed', acknowledgmentSent: true });
    const [letter, ...more] = await lettersTo(form.email);
    expect(more).toEqual([]);
    expect(letter!.text).toContain('Thank you for your gift of $300.00');
    expect(letter!.text).toContain('12-3456789');
    expect((await giftRow(gift!.id)).acknowledgmentDueAt).toBeNull();

    expect(watch.pdfSteps.map((step) => step.step)).toEqual(
      expect.arrayContaining(['create', 'save']),
    );
    expect(watch.pdfStepsInsideTransactions()).toEqual([]);
    expect(watch.longestTransactionMs()).toBeLessThan(TRANSACTION_BOUND_MS);
  });

  it('is left for staff when a gift of $250 or more arrives while Settings has no EIN', async () => {
    await g.api('PATCH', '/api/settings/fundraising', { ein: null });
    try {
      const form = giftForm({ amountCents: 250_00 });
      const { checkoutUrl } = await g.startCheckout(form);
      await payOnHostedPage(checkoutUrl);
      const [gift] = await g.giftsOf(form.email);
      expect(gift).toMatchObject({ status: 'completed', acknowledgmentSent: false });
      expect((await giftRow(gift!.id)).acknowledgmentDueAt).toBeNull();
      expect(await lettersTo(form.email)).toEqual([]);
    } finally {
      await g.api('PATCH', '/api/settings/fundraising', { ein: '12-3456789' });
    }
  });
});

describe('a letter still owed after a crash', () => {
  it('is sent once by the periodic run, however many instances run it at once', async () => {
    const donor = await addDonor(g.t, headers);
    const gift = await addGift(g.t, headers, { donorId: donor.id, amountCents: 75_00 });
    // As a webhook leaves it when the server stops between its commit and the letter.
    await g.t.db
      .update(donations)
      .set({ acknowledgmentDueAt: g.t.clock.now() })
      .where(eq(donations.id, gift.id));
    watch = watchTransactionsAndPdfWork(g.t.db);

    const jobs = { db: g.t.db, config: g.t.config, clock: g.t.clock, log: silentLog };
    const start = () => startJob(onlineGiftThanksJob(jobs), { log: silentLog });
    const stops = [start(), start()];
    await Promise.all(stops.map((stop) => stop()));

    const letters = await listLettersOf(g.t.db, { donorId: donor.id });
    expect(letters.filter((letter) => letter.donationId === gift.id)).toHaveLength(1);
    expect(await lettersTo(donor.email!)).toHaveLength(1);
    expect(await giftRow(gift.id)).toMatchObject({
      acknowledgmentSent: true,
      acknowledgmentDueAt: null,
    });
    expect(watch.pdfStepsInsideTransactions()).toEqual([]);
    expect(watch.longestTransactionMs()).toBeLessThan(TRANSACTION_BOUND_MS);
  });

  it('is dropped, not sent, once the gift was refunded or acknowledged meanwhile', async () => {
    const donor = await addDonor(g.t, headers);
    const gift = await addGift(g.t, headers, { donorId: donor.id, amountCents: 40_00 });
    const sent = await g.api('POST', `/api/donations/${gift.id}/acknowledgment`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    await g.t.db
      .update(donations)
      .set({ acknowledgmentDueAt: g.t.clock.now() })
      .where(eq(donations.id, gift.id));

    const jobs = { db: g.t.db, config: g.t.config, clock: g.t.clock, log: silentLog };
    await startJob(onlineGiftThanksJob(jobs), { log: silentLog })();

    expect(await lettersTo(donor.email!)).toHaveLength(1);
    expect((await giftRow(gift.id)).acknowledgmentDueAt).toBeNull();
  });
});

describe('staff’s Send', () => {
  it('renders the letter before its transaction and sends it once', async () => {
    const donor = await addDonor(g.t, headers);
    const gift = await addGift(g.t, headers, { donorId: donor.id, amountCents: 120_00 });
    watch = watchTransactionsAndPdfWork(g.t.db);

    const sent = await g.api('POST', `/api/donations/${gift.id}/acknowledgment`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    const again = await g.api('POST', `/api/donations/${gift.id}/acknowledgment`, {});
    expect(again.statusCode).toBe(409);

    expect(
      ((await g.api('GET', `/api/donations/${gift.id}`)).json() as DonationDto).acknowledgmentSent,
    ).toBe(true);
    expect(await lettersTo(donor.email!)).toHaveLength(1);
    expect(watch.pdfSteps.length).toBeGreaterThan(0);
    expect(watch.pdfStepsInsideTransactions()).toEqual([]);
    expect(watch.longestTransactionMs()).toBeLessThan(TRANSACTION_BOUND_MS);
  });
});
