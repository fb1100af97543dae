import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeStripe } from './fake-stripe-server.ts';
import {
  cancelOnHostedPage,
  createStripeClient,
  createStripeKeys,
  payOnHostedPage,
  startFakeStripe,
} from './stripe-test-kit.ts';

/**
 * The fake against the real stripe package: if the package accepts the fake's answers and
 * verifies its webhooks, our server's code meets Stripe's wire format, not the fake's idea of it.
 */

type Received = { event: Stripe.Event; rawBody: string };

let fake: FakeStripe;
let stripe: Stripe;
let received: Received[];

const giftSession = (mode: 'payment' | 'subscription', overrides: object = {}) => ({
  mode,
  line_items: [
    {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: 5180,
        product_data: { name: 'Gift to Neuro STEM' },
        ...(mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
      },
    },
  ],
  customer_email: 'donor@example.org',
  success_url: 'https://give.example.org/thanks?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://give.example.org/give',
  metadata: { giftId: 'gift-1' },
  locale: 'es' as const,
  ...(mode === 'payment'
    ? { payment_intent_data: { metadata: { giftId: 'gift-1' }, description: 'Gift' } }
    : { subscription_data: { metadata: { giftId: 'gift-1' }, description: 'Monthly gift' } }),
  ...overrides,
});

beforeEach(async () => {
  const keys = createStripeKeys();
  received = [];
  fake = await startFakeStripe({
    ...keys,
    // What our webhook route does: verify the raw body with the package, then act.
    deliver: async (rawBody, headers) => {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        headers['stripe-signature']!,
        keys.webhookSecret,
      );
      received.push({ event, rawBody });
      return 200;
    },
  });
  stripe = createStripeClient(fake);
});

afterEach(() => fake.close());

describe('a one-time gift', () => {
  it('opens a Checkout Session, pays on the hosted page and sends a verified checkout.session.completed', async () => {
    const session = await stripe.checkout.sessions.create(giftSession('payment'));
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_test_/),
      object: 'checkout.session',
      url: `${fake.url}/pay/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 5180,
      currency: 'usd',
      mode: 'payment',
      metadata: { giftId: 'gift-1' },
      customer_email: 'donor@example.org',
      payment_intent: null,
      subscription: null,
      livemode: false,
      locale: 'es',
    });

    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Pay \$51\.80<\/h1>/);
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel</button>');

    const redirectedTo = await payOnHostedPage(session.url!);
    expect(redirectedTo).toBe(`https://give.example.org/thanks?session=${session.id}`);
    expect(received.map(({ event }) => event.type)).toEqual(['checkout.session.completed']);
    const completed = received[0]!.event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' });
    // Stripe's pretty-printed JSON: verifying a re-serialised body would not have passed.
    expect(received[0]!.rawBody).toContain('\n  "id": "evt_');
    expect(fake.deliveries.map((delivery) => delivery.status)).toEqual([200]);

    const now = await stripe.checkout.sessions.retrieve(session.id);
    expect(now.payment_intent).toBe(completed.payment_intent);
    const paymentIntent = fake.paymentIntents.get(String(now.payment_intent))!;
    expect(paymentIntent).toMatchObject({ metadata: { giftId: 'gift-1' }, description: 'Gift' });
  });

  it('refunds in parts through the API, each sending charge.refunded, and refuses a third', async () => {
    const session = await stripe.checkout.sessions.create(giftSession('payment'));
    const paid = await fake.completeSession(session.id);
    const paymentIntent = String(paid.payment_intent);

    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 });
    expect(refund).toMatchObject({ object: 'refund', amount: 1000, status: 'succeeded' });
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await fake.settled();
    const charges = received
      .filter(({ event }) => event.type === 'charge.refunded')
      .map(({ event }) => event.data.object as Stripe.Charge);
    expect(charges.map(({ amount_refunded, refunded }) => [amount_refunded, refunded])).toEqual([
      [1000, false],
      [5180, true],
    ]);
    expect(charges[0]!.payment_intent).toBe(paymentIntent);

    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
  });

  it('expires, fails and cancels as Stripe would', async () => {
    const left = await stripe.checkout.sessions.create(giftSession('payment'));
    expect(await cancelOnHostedPage(left.url!)).toBe('https://give.example.org/give');
    await fake.expireSession(left.id);
    const failing = await stripe.checkout.sessions.create(giftSession('payment'));
    await fake.completeSession(failing.id, { payment: 'pending' });
    await fake.failSession(failing.id);

    expect(received.map(({ event }) => event.type)).toEqual([
      'checkout.session.expired',
      'checkout.session.completed',
      'checkout.session.async_payment_failed',
    ]);
    expect((await stripe.checkout.sessions.retrieve(left.id)).status).toBe('expired');
    expect(await stripe.checkout.sessions.retrieve(failing.id)).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
  });
});

describe('a monthly gift', () => {
  it('starts a subscription whose invoices carry the gift id, renews, fails and is cancelled', async () => {
    const session = await stripe.checkout.sessions.create(giftSession('subscription'));
    expect(await (await fetch(session.url!)).text()).toContain('<h1>Pay $51.80 per month</h1>');
    await payOnHostedPage(session.url!);

    expect(received.map(({ event }) => event.type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
    ]);
    const subscriptionId = String(
      (received[0]!.event.data.object as Stripe.Checkout.Session).subscription,
    );
    expect(subscriptionId).toMatch(/^sub_/);
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
      status: 'active',
      metadata: { giftId: 'gift-1' },
    });
    const invoice = received[1]!.event.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_create',
      status: 'paid',
      amount_paid: 5180,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: { giftId: 'gift-1' } },
      },
    });
    const payments = await stripe.invoicePayments.list({ invoice: invoice.id });
    expect(payments.data).toEqual([
      expect.objectContaining({
        invoice: invoice.id,
        status: 'paid',
        amount_paid: 5180,
        payment: { type: 'payment_intent', payment_intent: expect.stringMatching(/^pi_/) },
      }),
    ]);

    await fake.renewSubscription(subscriptionId);
    await fake.failRenewal(subscriptionId);
    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    expect(canceled.status).toBe('canceled');
    await fake.settled();
    expect(received.slice(2).map(({ event }) => event.type)).toEqual([
      'invoice.paid',
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
    expect((received[2]!.event.data.object as Stripe.Invoice).billing_reason).toBe(
      'subscription_cycle',
    );
    expect((received[3]!.event.data.object as Stripe.Invoice).status).toBe('open');
    await expect(stripe.subscriptions.cancel(subscriptionId)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe("Stripe's refusals", () => {
  it('answers a wrong key with 401, which the package raises as StripeAuthenticationError', async () => {
    const wrong = createStripeClient(fake, { secretKey: 'sk_test_wrongwrongwrong1234' });
    const failure = await wrong.checkout.sessions.create(giftSession('payment')).catch((e) => e);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(failure.statusCode).toBe(401);
    expect(failure.message).toMatch(/^Invalid API Key provided: sk_test_\*+1234$/);
  });

  it('refuses amounts under 50 cents, unknown parameters and unknown sessions', async () => {
    const lineItem = (unitAmount: number) => [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name: 'Gift' } },
      },
    ];
    await expect(
      stripe.checkout.sessions.create(giftSession('payment', { line_items: lineItem(49) })),
    ).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_small' });
    await expect(
      stripe.checkout.sessions.create(giftSession('payment', { custmer_email: 'typo' })),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'custmer_email' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('answers the same Idempotency-Key with the same session, and other parameters with an error', async () => {
    const first = await stripe.checkout.sessions.create(giftSession('payment'), {
      idempotencyKey: 'gift-1',
    });
    const again = await stripe.checkout.sessions.create(giftSession('payment'), {
      idempotencyKey: 'gift-1',
    });
    expect(again.id).toBe(first.id);
    expect(fake.sessions.size).toBe(1);
    await expect(
      stripe.checkout.sessions.create(giftSession('subscription'), { idempotencyKey: 'gift-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});
