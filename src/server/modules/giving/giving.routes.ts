import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  giftCheckoutStatusDto,
  giftStartedDto,
  givingOptionsDto,
} from '../../../domain/giving/dtos.ts';
import { giftInput } from '../../../domain/giving/schemas.ts';
import {
  onlineGivingReportDto,
  onlineGivingReportQuery,
} from '../../../domain/giving/report-dtos.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { GIFT_STATUS_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { refuseHoneypot } from '../waiting-list/honeypot.ts';
import { onlineGifts } from './giving.table.ts';
import { onlineGivingReport } from './online-giving-report.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { givingPathNow } from './giving-path-now.ts';
import { startGift } from './start-gift.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { donorPortalRoutes } from './donor-portal/donor-portal.routes.ts';

const sessionParams = z.object({
  sessionId: z
    .string()
    .regex(/^cs_\w{1,250}$/, 'This is not a payment page reference (it starts with cs_).'),
});

/**
 * The give page's calls (public; ADR 026) and Stripe's webhook. Answers hold
 * what a donor typed or paid, so none is stored by a cache.
 */
export const givingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  const provider = createPaymentProvider(config);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/giving/options',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        description:
          'How the give page takes gifts here: `card` (Stripe), `pledge`, or `none` (no Stripe ' +
          'and no mailing address for checks in Settings: write to `contactEmail`).',
        response: { 200: givingOptionsDto },
      },
    },
    async () => ({
      path: await givingPathNow(db, provider),
      contactEmail: config.site.supportEmail,
    }),
  );

  app.post(
    '/api/giving',
    {
      config: { public: true },
      preValidation: refuseHoneypot,
      schema: {
        body: giftInput,
        description:
          'A gift from the give page. Card path: 201 `{ path: "card", checkoutUrl }`, Stripe’s ' +
          'payment page (the webhook records the payment). Pledge path: 201 `{ path: "pledge", ' +
          'amountCents, frequency, message }`, a pending gift in the CRM and the instructions ' +
          'mailed. 429 after 10 forms an hour from one address; 502 when Stripe does not answer.',
        response: { 201: giftStartedDto },
      },
    },
    async (request, reply) => {
      const started = await startGift({
        db,
        provider,
        input: request.body,
        ipAddress: request.ip,
        publicUrl: config.publicUrl,
        supportEmail: config.site.supportEmail,
        canDeliverMail: canDeliverMail(config.mail),
        now: clock.now(),
      });
      return reply.status(201).send(started);
    },
  );

  app.get(
    '/api/giving/checkouts/:sessionId',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: sessionParams,
        description:
          'Where a card gift stands, for the thank-you page: open, completed, failed or expired, ' +
          'with the amount charged. No name or address.',
        response: { 200: giftCheckoutStatusDto },
      },
    },
    async (request) => {
      await limitPublicRequest(GIFT_STATUS_REQUESTS, { db, key: request.ip, now: clock.now() });
      const [gift] = await db
        .select({
          status: onlineGifts.status,
          amountCents: onlineGifts.chargeCents,
          frequency: onlineGifts.frequency,
        })
        .from(onlineGifts)
        .where(eq(onlineGifts.checkoutSessionId, request.params.sessionId));
      if (!gift) throw notFound('This gift');
      return gift;
    },
  );

  app.get(
    '/api/crm/reports/online-giving',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: onlineGivingReportQuery,
        description:
          'The give page’s gifts of the last 7, 30 or 365 days: completed gifts by day and by ' +
          'designation, pledges not yet received, failed and refunded payments, and the gifts.',
        response: { 200: onlineGivingReportDto },
      },
    },
    async (request) =>
      onlineGivingReport({ db, days: request.query.days, today: todayIsoDate(clock.now()) }),
  );

  await app.register(stripeWebhookRoutes, { deps, provider });
  await app.register(donorPortalRoutes, { deps, provider });
};
