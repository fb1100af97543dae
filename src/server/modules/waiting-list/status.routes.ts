import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusTokenParam } from '../../../domain/waiting-list/schemas.ts';
import { waitingListStatusDto } from '../../../domain/waiting-list/dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { privateLinkHook } from '../rate-limits/private-link-hook.ts';
import { STATUS_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { viewWaitingListStatus } from './view-status.ts';
import { withdrawWaitingListEntry } from './withdraw-entry.ts';

/**
 * The family's private status link (public: the token from the confirmation mail is the only
 * key). Answers, errors included, are neither cached nor indexed, and count against the IP.
 */
export const waitingListStatusRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;

  app.addHook('onRequest', privateLinkHook(STATUS_REQUESTS, { db, clock }));

  app.get(
    '/api/waiting-list/status/:token',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: statusTokenParam,
        description:
          'The current status of one application; the place on the list only while it is active.',
        response: { 200: waitingListStatusDto },
      },
    },
    (request) => viewWaitingListStatus({ db, token: request.params.token }),
  );

  app.post(
    '/api/waiting-list/status/:token/withdraw',
    {
      config: { public: true },
      schema: {
        params: statusTokenParam,
        description:
          'The family takes the application off the list (status withdrawn); a confirmation is mailed.',
        response: { 200: waitingListStatusDto },
      },
    },
    (request) =>
      withdrawWaitingListEntry({
        db,
        token: request.params.token,
        now: clock.now(),
        supportEmail: config.site.supportEmail,
        supportPhone: config.site.phone,
        canDeliverMail: canDeliverMail(config.mail),
      }),
  );
};
