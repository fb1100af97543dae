import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { letterMailingOf } from '../donors/stewardship/store-letter.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { handleStripeEvent } from './stripe-events.ts';
import { thankOnlineGifts } from './thank-online-gifts.ts';

/** Stripe's events are a few kilobytes; a body far bigger is not one of them (413). */
export const STRIPE_WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/giving/stripe-webhook: Stripe's events about our Checkout sessions, subscriptions
 * and charges. Public (Stripe has no session), so each must carry a valid, recent
 * Stripe-Signature over the exact bytes sent; otherwise 401 and nothing is read.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  provider: PaymentProvider;
}> = async (app, { deps, provider }) => {
  // The signature covers the raw bytes; parsed and re-serialised JSON would not match. Scoped to
  // this plugin, so every other route keeps the JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/giving/stripe-webhook',
    {
      config: { public: true },
      bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT,
      schema: {
        description:
          'Stripe webhook events, verified by Stripe-Signature (HMAC-SHA256 of `timestamp.body`, ' +
          'at most 5 minutes old); 401 otherwise. Each event id is recorded once: 200 ' +
          '`{ received: true, outcome }` also for a repeat (`duplicate`) or an event about ' +
          'nothing of ours (`ignored`).',
        response: {
          200: z.object({
            received: z.literal(true),
            outcome: z.enum(['recorded', 'duplicate', 'ignored']),
          }),
        },
      },
    },
    async (request) => {
      if (provider.path !== 'card') {
        throw new AppError(
          401,
          'Stripe events cannot be verified: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set.',
        );
      }
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = provider.readWebhook(
        rawBody,
        typeof signature === 'string' ? signature : undefined,
      );
      const now = deps.clock.now();
      const { outcome, lettersDue } = await handleStripeEvent({
        db: deps.db,
        provider,
        event,
        now,
      });
      // After the commit, outside any transaction: rendering a letter takes up to a few hundred ms.
      await thankOnlineGifts({
        db: deps.db,
        donationIds: lettersDue,
        mailing: letterMailingOf(deps.config),
        now,
        log: request.log,
      });
      return { received: true as const, outcome };
    },
  );
};
