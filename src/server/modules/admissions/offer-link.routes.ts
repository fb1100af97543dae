import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declineOfferInput, offerTokenParam } from '../../../domain/admissions/schemas.ts';
import { familyOfferDto, statusLinkOfferDto } from '../../../domain/admissions/dtos.ts';
import { statusTokenParam } from '../../../domain/waiting-list/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { privateLinkHook } from '../rate-limits/private-link-hook.ts';
import { STATUS_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { acceptOffer, declineOffer } from './answer-offer.ts';
import { viewOffer, viewOfferOfStatusLink } from './view-offer.ts';

/**
 * A family's seat offer (public: the token from the offer mail is the only key). Answers, errors
 * included, are neither cached nor indexed, and count against the IP as the status link does.
 */
export const offerLinkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  app.addHook('onRequest', privateLinkHook(STATUS_REQUESTS, { db, clock }));

  app.get(
    '/api/waiting-list/offers/:token',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: offerTokenParam,
        description: 'The seat offer behind a family’s link: the seat, the deadline, its status.',
        response: { 200: familyOfferDto },
      },
    },
    (request) => viewOffer({ db, token: request.params.token, now: clock.now() }),
  );

  app.post(
    '/api/waiting-list/offers/:token/accept',
    {
      config: { public: true },
      schema: {
        params: offerTokenParam,
        description: 'The family accepts the seat (409 after the deadline or a first answer).',
        response: { 200: familyOfferDto },
      },
    },
    (request) =>
      acceptOffer({ db, config, link: { offerToken: request.params.token }, now: clock.now() }),
  );

  app.post(
    '/api/waiting-list/offers/:token/decline',
    {
      config: { public: true },
      schema: {
        params: offerTokenParam,
        body: declineOfferInput,
        description:
          'The family declines the seat, with an optional reason; the seat goes to the next ' +
          'family when the group has auto-advance on.',
        response: { 200: familyOfferDto },
      },
    },
    (request) =>
      declineOffer({
        db,
        config,
        link: { offerToken: request.params.token },
        reason: request.body.reason,
        now: clock.now(),
      }),
  );

  // The same offer from the family's status page: its link is the key to the newest offer.
  app.get(
    '/api/waiting-list/status/:token/offer',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: statusTokenParam,
        description: 'The newest seat offer of the application behind a status link, or null.',
        response: { 200: statusLinkOfferDto },
      },
    },
    (request) => viewOfferOfStatusLink({ db, token: request.params.token, now: clock.now() }),
  );

  app.post(
    '/api/waiting-list/status/:token/offer/accept',
    {
      config: { public: true },
      schema: {
        params: statusTokenParam,
        description: 'Accepts the newest seat offer.',
        response: { 200: familyOfferDto },
      },
    },
    (request) =>
      acceptOffer({ db, config, link: { statusToken: request.params.token }, now: clock.now() }),
  );

  app.post(
    '/api/waiting-list/status/:token/offer/decline',
    {
      config: { public: true },
      schema: {
        params: statusTokenParam,
        body: declineOfferInput,
        description: 'Declines the newest seat offer, with an optional reason.',
        response: { 200: familyOfferDto },
      },
    },
    (request) =>
      declineOffer({
        db,
        config,
        link: { statusToken: request.params.token },
        reason: request.body.reason,
        now: clock.now(),
      }),
  );
};
