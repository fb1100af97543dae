import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignInput, updateCampaignInput } from '../../../../domain/crm/gift-schemas.ts';
import { campaignDto } from '../../../../domain/crm/gift-dtos.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { noContent } from '../../../http/response-schemas.ts';
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
      const campaign = await createCampaign({
        db,
        input: request.body,
        ...staffAction(request, clock),
      });
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
        ...staffAction(request, clock),
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
      await deleteCampaign({ db, id: request.params.id, ...staffAction(request, clock) });
      return reply.status(204).send(null);
    },
  );
};
