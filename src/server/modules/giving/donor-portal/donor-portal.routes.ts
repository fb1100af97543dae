import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardPortalDto,
  changeAmountInput,
  donorPortalDto,
  manageGiftParams,
  manageLinkRequestDto,
  manageLinkRequestInput,
  manageStatementParams,
  manageTokenParam,
  pauseInput,
} from '../../../../domain/giving/donor-portal.ts';
import type { AppDeps } from '../../../deps.ts';
import { sendPdf } from '../../../http/pdf-reply.ts';
import { fileAnswer } from '../../../http/response-schemas.ts';
import { canDeliverMail } from '../../mail/mail-status.ts';
import { privateLinkHook } from '../../rate-limits/private-link-hook.ts';
import { MANAGE_GIVING_REQUESTS } from '../../rate-limits/public-rate-limits.ts';
import { refuseHoneypot } from '../../waiting-list/honeypot.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { changeMonthlyGift, openCardPage, type MonthlyRequest } from './change-monthly-gift.ts';
import { downloadPortalStatement } from './portal-statement.ts';
import { requestManageLink } from './request-manage-link.ts';
import { viewPortal } from './view-portal.ts';

/** "Manage my giving" (public): the request form, and the page its private link opens. */
export const donorPortalRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  provider: PaymentProvider;
}> = async (app, { deps, provider }) => {
  const { db, clock, config } = deps;

  app.post(
    '/api/giving/manage/link-requests',
    {
      config: { public: true },
      preValidation: refuseHoneypot,
      schema: {
        body: manageLinkRequestInput,
        description:
          'Mails a private "Manage my giving" link (7 days) to each donor with this address. The ' +
          'answer is the same whether or not the address is known. 429 after 10 an hour.',
        response: { 200: manageLinkRequestDto },
      },
    },
    (request) =>
      requestManageLink({
        db,
        email: request.body.email,
        language: request.body.language,
        ipAddress: request.ip,
        publicUrl: config.publicUrl,
        canDeliverMail: canDeliverMail(config.mail),
        now: clock.now(),
      }),
  );

  await app.register(manageLinkRoutes, { deps, provider });
};

/** The page its private link opens: the token is the only key, counted per address (ADR 031). */
const manageLinkRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  provider: PaymentProvider;
}> = async (links, { deps, provider }) => {
  const { db, clock, config } = deps;
  const supportEmail = config.site.supportEmail;
  const canChangeMonthlyGifts = provider.path === 'card';

  links.addHook('onRequest', privateLinkHook(MANAGE_GIVING_REQUESTS, { db, clock }));

  links.get(
    '/api/giving/manage/:token',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: manageTokenParam,
        description:
          'The donor’s gifts, statement years and monthly gifts; 404 for an expired link.',
        response: { 200: donorPortalDto },
      },
    },
    (request) =>
      viewPortal({
        db,
        token: request.params.token,
        canChangeMonthlyGifts,
        contactEmail: supportEmail,
        now: clock.now(),
      }),
  );

  links.get(
    '/api/giving/manage/:token/statements/:year',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: manageStatementParams,
        description: 'The giving statement of one calendar year with gifts, as PDF.',
        response: { 200: fileAnswer('application/pdf', 'The giving statement') },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await downloadPortalStatement({
        db,
        token: request.params.token,
        year: request.params.year,
        now: clock.now(),
      });
      return sendPdf(reply, filename, pdf);
    },
  );

  const change = (path: string, description: string, read: (body: unknown) => MonthlyRequest) =>
    links.post(
      `/api/giving/manage/:token/monthly-gifts/:giftId/${path}`,
      {
        config: { public: true },
        schema: {
          params: manageGiftParams,
          ...(path === 'amount' ? { body: changeAmountInput } : {}),
          ...(path === 'pause' ? { body: pauseInput } : {}),
          description,
          response: { 200: donorPortalDto },
        },
      },
      (request) =>
        changeMonthlyGift({
          db,
          provider,
          token: request.params.token,
          giftId: request.params.giftId,
          request: read(request.body),
          supportEmail,
          canDeliverMail: canDeliverMail(config.mail),
          now: clock.now(),
        }),
    );
  change('amount', 'A new monthly amount in cents, from the next payment.', (body) => ({
    kind: 'amount',
    amountCents: (body as { amountCents: number }).amountCents,
  }));
  change('pause', 'Skips the payments of the next 1, 2 or 3 months.', (body) => ({
    kind: 'pause',
    months: (body as { months: 1 | 2 | 3 }).months,
  }));
  change('resume', 'Ends a pause now.', () => ({ kind: 'resume' }));
  change('cancel', 'Cancels the monthly gift at once.', () => ({ kind: 'cancel' }));

  links.post(
    '/api/giving/manage/:token/monthly-gifts/:giftId/card',
    {
      config: { public: true },
      schema: {
        params: manageGiftParams,
        description: 'A Stripe Customer Portal session to change the card; its URL.',
        response: { 200: cardPortalDto },
      },
    },
    (request) =>
      openCardPage({
        db,
        provider,
        token: request.params.token,
        giftId: request.params.giftId,
        supportEmail,
        publicUrl: config.publicUrl,
        now: clock.now(),
      }),
  );
};
