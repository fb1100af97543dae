import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardGiving, type CardGiving } from '../../../../tests/card-giving-kit.ts';
import { giftForm, submitGift } from '../../../../tests/giving-helpers.ts';
import { createStripeKeys } from '../../../../tests/fake-stripe/stripe-test-kit.ts';
import { createTestApp } from '../../../../tests/test-app.ts';
import { onlineGifts } from './giving.table.ts';

/** Only Stripe, recently, can tell us a gift was paid. */
let g: CardGiving;
beforeAll(async () => {
  g = await startCardGiving();
});
afterAll(() => g.close());

/** A webhook whose body claims a paid Checkout Session of a real open gift. */
async function forgedCompletion() {
  const { sessionId } = await g.startCheckout(giftForm());
  const session = {
    ...g.fake.sessions.get(sessionId)!,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: 'pi_forged',
  };
  const body = JSON.stringify({
    id: `evt_forged_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  return { sessionId, body };
}

const post = (body: string, signature?: string) =>
  g.t.app.inject({
    method: 'POST',
    url: '/api/giving/stripe-webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the Stripe webhook', () => {
  it('refuses a missing signature, another secret, a changed body and a signature over 5 minutes old', async () => {
    const { sessionId, body } = await forgedCompletion();
    const wrongSecret = g.fake.signedHeader(body, { secret: createStripeKeys().webhookSecret });
    const changedBody = g.fake.signedHeader(body.replace('pi_forged', 'pi_other'));
    const stale = g.fake.signedHeader(body, { timestamp: nowSeconds() - 301 });
    for (const signature of [undefined, wrongSecret, changedBody, stale]) {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/Stripe-Signature/);
    }
    expect((await g.checkoutStatus(sessionId)).status).toBe('open');
  });

  it('takes the same body signed 4 minutes ago (within the tolerance), once', async () => {
    const { sessionId, body } = await forgedCompletion();
    const recent = g.fake.signedHeader(body, { timestamp: nowSeconds() - 240 });
    expect((await post(body, recent)).json()).toEqual({ received: true, outcome: 'recorded' });
    expect((await post(body, recent)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await g.checkoutStatus(sessionId)).status).toBe('completed');
  });

  it('acknowledges, and ignores, a signed event about nothing of ours', async () => {
    const body = JSON.stringify({
      id: 'evt_unrelated',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_other', object: 'checkout.session', metadata: {} } },
    });
    expect((await post(body, g.fake.signedHeader(body))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
  });
});

describe('when Stripe does not answer', () => {
  it('says nothing was charged (502) and keeps no half-made gift', async () => {
    const keys = createStripeKeys();
    const t = await createTestApp({
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: 'http://127.0.0.1:9', // the discard port: nothing listens
    });
    try {
      const response = await submitGift(t, giftForm());
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'The payment service did not answer. Nothing was charged. Please try again in a few minutes.',
      );
      expect(await t.db.select().from(onlineGifts)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
