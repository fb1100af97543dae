import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeStripe } from './fake-stripe-server.ts';
import {
  createStripeClient,
  createStripeKeys,
  payOnHostedPage,
  startFakeStripe,
} from './stripe-test-kit.ts';

/**
 * Webhooks over real HTTP, as the e2e journeys receive them: held, reordered and repeated as
 * Stripe may deliver them, each verified by the stripe package.
 */

const monthlyGift = {
  mode: 'subscription' as const,
  line_items: [
    {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: 2500,
        product_data: { name: 'Monthly gift' },
        recurring: { interval: 'month' as const },
      },
    },
  ],
  customer_email: 'donor@example.org',
  success_url: 'https://give.example.org/thanks?session={CHECKOUT_SESSION_ID}',
  subscription_data: { metadata: { giftId: 'gift-2' } },
};

describe('webhooks over HTTP', () => {
  let receiver: Server;
  let posts: { rawBody: string; signature: string; contentType: string }[];
  let httpFake: FakeStripe;

  beforeEach(async () => {
    posts = [];
    receiver = createServer((request, response) => {
      let rawBody = '';
      request.on('data', (chunk: Buffer) => (rawBody += chunk.toString('utf8')));
      request.on('end', () => {
        posts.push({
          rawBody,
          signature: String(request.headers['stripe-signature']),
          contentType: String(request.headers['content-type']),
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    httpFake = await startFakeStripe({
      ...createStripeKeys(),
      webhookUrl: `http://127.0.0.1:${port}/api/giving/stripe-webhook`,
    });
  });

  afterEach(async () => {
    await httpFake.close();
    if (receiver.listening) await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('holds events, then delivers them reversed and once more, each verifying', async () => {
    const client = createStripeClient(httpFake);
    httpFake.hold();
    const session = await client.checkout.sessions.create(monthlyGift);
    await payOnHostedPage(session.url!);
    const [completed] = httpFake.held();
    expect(httpFake.held()).toHaveLength(2);
    expect(posts).toEqual([]);

    await httpFake.release(undefined, { order: 'reversed' });
    await httpFake.send(completed!);
    const events = posts.map((post) => JSON.parse(post.rawBody) as Stripe.Event);
    expect(events.map((event) => event.type)).toEqual([
      'invoice.paid',
      'checkout.session.completed',
      'checkout.session.completed',
    ]);
    expect(events[2]!.id).toBe(completed!.id);
    expect(events[1]!.id).toBe(completed!.id);
    for (const post of posts) {
      expect(post.contentType).toBe('application/json; charset=utf-8');
      const event = client.webhooks.constructEvent(
        post.rawBody,
        post.signature,
        httpFake.webhookSecret,
      );
      expect(event.api_version).toBe('2026-10-28.endive');
    }
    expect(httpFake.deliveries.map((delivery) => delivery.status)).toEqual([204, 204, 204]);
  });

  it('records what our server answered, and 0 with the reason when nothing answered', async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    const client = createStripeClient(httpFake);
    const session = await client.checkout.sessions.create(monthlyGift);
    await payOnHostedPage(session.url!);
    expect(httpFake.deliveries.map(({ event, status }) => [event.type, status])).toEqual([
      ['checkout.session.completed', 0],
      ['invoice.paid', 0],
    ]);
    expect(httpFake.deliveries[0]!.error).toBeTruthy();
  });

  it('builds stale and wrongly keyed signatures that the package refuses', () => {
    const rawBody = JSON.stringify({ id: 'evt_1', object: 'event' });
    const secret = httpFake.webhookSecret;
    const stripe = createStripeClient(httpFake);
    const verify = (header: string) => stripe.webhooks.constructEvent(rawBody, header, secret);
    expect(() => verify(httpFake.signedHeader(rawBody))).not.toThrow();
    const staleTime = Math.floor(Date.now() / 1000) - 600;
    expect(() => verify(httpFake.signedHeader(rawBody, { timestamp: staleTime }))).toThrow(
      /tolerance/,
    );
    expect(() => verify(httpFake.signedHeader(rawBody, { secret: 'whsec_other' }))).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
