import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { FakeStripe } from './fake-stripe-server.ts';
import type { DeliverWebhook } from './webhook-outbox.ts';

export { startFakeStripe, type FakeStripe, type FakeStripeOptions } from './fake-stripe-server.ts';

/** Where our server takes Stripe's webhooks (ADR 026). */
export const STRIPE_WEBHOOK_PATH = '/api/giving/stripe-webhook';

/** A fresh test-mode key pair in Stripe's forms, so no two fakes share one. */
export function createStripeKeys(): { secretKey: string; webhookSecret: string } {
  return {
    secretKey: `sk_test_${randomBytes(24).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
  };
}

/** The fake as our server's environment names it (src/server/config.ts), for loadConfig(). */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  };
}

/**
 * The stripe package pointed at the fake, configured as our server configures it; pass
 * `secretKey` to try another key.
 */
export function createStripeClient(fake: FakeStripe, overrides: { secretKey?: string } = {}) {
  return new Stripe(overrides.secretKey ?? fake.secretKey, {
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    maxNetworkRetries: 0,
  });
}

/**
 * A `deliver` callback for server tests: each webhook goes to our app through inject, raw body
 * and headers unchanged. `getApp` is called per delivery, so the fake can start before the app.
 */
export function deliverByInject(
  getApp: () => Pick<FastifyInstance, 'inject'>,
  path = STRIPE_WEBHOOK_PATH,
): DeliverWebhook {
  return async (rawBody, headers) => {
    const response = await getApp().inject({
      method: 'POST',
      url: path,
      payload: rawBody,
      headers,
    });
    return response.statusCode;
  };
}

/**
 * Pays on the hosted page with plain fetch, as a donor's browser would, and answers where the
 * page redirected (the success URL, with the session id in it). Webhooks have been delivered
 * when this returns, unless the fake holds them.
 */
export async function payOnHostedPage(sessionUrl: string): Promise<string> {
  return submitHostedPage(sessionUrl, 'complete');
}

/** Presses Cancel on the hosted page; answers the cancel URL it redirected to. */
export async function cancelOnHostedPage(sessionUrl: string): Promise<string> {
  return submitHostedPage(sessionUrl, 'cancel');
}

async function submitHostedPage(sessionUrl: string, action: 'complete' | 'cancel') {
  const response = await fetch(`${sessionUrl}/${action}`, { method: 'POST', redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) {
    throw new Error(`The hosted page answered ${response.status}: ${await response.text()}`);
  }
  return location;
}
