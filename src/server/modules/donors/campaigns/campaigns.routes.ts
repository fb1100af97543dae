import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignInput, updateCampaignInput } from '../../../../domain/crm-schemas.ts';
import { campaignDto } from '../../../../domain/crm-gift-dtos.ts';
import { idParam } from '../../../../domain/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import { requireAdmin } from '../../../http/auth-guard.ts';
import { noContent } from '../../../http/response-schemas.ts';
import { actorOf } from '../../audit/audit.service.ts';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from './campaigns.service.ts';

export const campaignsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    '/api/campaigns',
    {
      config: { permission: 'fundraising' },
      schema: {
        response: { 200: z.array(campaignDto) },
        description:
          'Campaigns in start-date order; raisedCents is the sum of their completed gifts.',
      },
    },
    () => listCampaigns({ db }),
  );

  app.post(
    '/api/campaigns',
    {
      config: { permission: 'fundraising' },
      schema: { body: campaignInput, response: { 201: campaignDto } },
    },
    async (request, reply) => {
      const actor = actorOf(requireAdmin(request));
      const campaign = await createCampaign({ db, input: request.body, actor, now: clock.now() });
      return reply.status(201).send(campaign);
    },
  );

  app.get(
    '/api/campaigns/:id',
    {
      config: { permission: 'fundraising' },
      schema: { params: idParam, response: { 200: campaignDto } },
    },
    (request) => getCampaign({ db, id: request.params.id }),
  );

  app.patch(
    '/api/campaigns/:id',
    {
      config: { permission: 'fundraising' },
      schema: { params: idParam, body: updateCampaignInput, response: { 200: campaignDto } },
    },
    (request) =>
      updateCampaign({
        db,
        id: request.params.id,
        input: request.body,
        actor: actorOf(requireAdmin(request)),
        now: clock.now(),
      }),
  );

  app.delete(
    '/api/campaigns/:id',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        response: { 204: noContent },
        description: '409 while gifts point at the campaign.',
      },
    },
    async (request, reply) => {
      const actor = actorOf(requireAdmin(request));
      await deleteCampaign({ db, id: request.params.id, actor, now: clock.now() });
      return reply.status(204).send(null);
    },
  );
};
