import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saveApplicationInput,
  savedApplicationDto,
  savedApplicationCreatedDto,
  savedApplicationReceiptDto,
  updateSavedApplicationInput,
} from '../../../domain/waiting-list/saved-application-schemas.ts';
import { statusTokenParam } from '../../../domain/waiting-list/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { noContent } from '../../http/response-schemas.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { SAVED_APPLICATION_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { privateLinkHook } from '../rate-limits/private-link-hook.ts';
import { viewSavedApplication } from './open-saved-application.ts';
import {
  deleteSavedApplication,
  saveApplication,
  updateSavedApplication,
} from './save-application.ts';

/**
 * "Save and come back later" on the waiting-list form (ADR 046), public: the token in the mailed
 * link is the only key. Answers, errors included, are neither cached nor indexed, and count
 * against the address.
 */
export const savedApplicationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;

  app.addHook('onRequest', privateLinkHook(SAVED_APPLICATION_REQUESTS, { db, clock }));

  app.post(
    '/api/waiting-list/saved',
    {
      config: { public: true },
      schema: {
        body: saveApplicationInput,
        description:
          'Keeps a form not yet sent and mails a private link to it, valid 30 days after the ' +
          'last save; answers the link’s key too, for later saves from the same page. At most ' +
          '5 mails a day per address (429 past it, nothing kept).',
        response: { 201: savedApplicationCreatedDto },
      },
    },
    async (request, reply) => {
      const receipt = await saveApplication({
        db,
        input: request.body,
        now: clock.now(),
        publicUrl: config.publicUrl,
        supportEmail: config.site.supportEmail,
        canDeliverMail: canDeliverMail(config.mail),
      });
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/api/waiting-list/saved/:token',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: statusTokenParam,
        description: 'The saved answers: 404 for an unknown link, 410 once they have expired.',
        response: { 200: savedApplicationDto },
      },
    },
    (request) => viewSavedApplication({ db, token: request.params.token, now: clock.now() }),
  );

  app.put(
    '/api/waiting-list/saved/:token',
    {
      config: { public: true },
      schema: {
        params: statusTokenParam,
        body: updateSavedApplicationInput,
        description: 'Saves the answers again; the link then works 30 days from now.',
        response: { 200: savedApplicationReceiptDto },
      },
    },
    (request) =>
      updateSavedApplication({
        db,
        token: request.params.token,
        input: request.body,
        now: clock.now(),
      }),
  );

  app.delete(
    '/api/waiting-list/saved/:token',
    {
      config: { public: true },
      schema: {
        params: statusTokenParam,
        description: 'Deletes the saved answers and the mail with their link.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteSavedApplication({ db, token: request.params.token, now: clock.now() });
      return reply.status(204).send(null);
    },
  );
};
