import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailCampaignInput,
  recipientCountInput,
  scheduleEmailCampaignInput,
  updateEmailCampaignInput,
} from '../../../../domain/crm/outreach-schemas.ts';
import { emailCampaignDto, recipientCountDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import type { requireAdmin } from '../../../http/auth-guard.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { noContent } from '../../../http/response-schemas.ts';
import {
  createEmailCampaign,
  deleteEmailCampaign,
  getEmailCampaign,
  listEmailCampaigns,
  scheduleEmailCampaign,
  unscheduleEmailCampaign,
  updateEmailCampaign,
} from './email-campaigns.service.ts';
import { emailSuppressionsRoutes } from './email-suppressions.routes.ts';
import { countSegment } from './segment.ts';
import { sendEmailCampaign } from './send-email-campaign.ts';

export const emailCampaignsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  const change = (request: Parameters<typeof requireAdmin>[0]) => ({
    db,
    ...staffAction(request, clock),
  });
  await app.register(emailSuppressionsRoutes, { deps });

  app.get(
    '/api/email-campaigns',
    {
      config: { permission: 'fundraising' },
      schema: {
        response: { 200: z.array(emailCampaignDto) },
        description:
          'Newest first. Open and click counts are indicative only (unique recipients; blocked ' +
          'images hide opens, scanners add clicks).',
      },
    },
    () => listEmailCampaigns({ db }),
  );

  app.post(
    '/api/email-campaigns',
    {
      config: { permission: 'fundraising' },
      schema: {
        body: emailCampaignInput,
        response: { 201: emailCampaignDto },
        description: 'A new draft.',
      },
    },
    async (request, reply) => {
      const campaign = await createEmailCampaign({ ...change(request), input: request.body });
      return reply.status(201).send(campaign);
    },
  );

  app.post(
    '/api/email-campaigns/recipient-count',
    {
      config: { permission: 'fundraising' },
      schema: {
        body: recipientCountInput,
        response: { 200: recipientCountDto },
        description: 'How many donors with an email the segment matches now.',
      },
    },
    async (request) => ({ recipientCount: await countSegment(db, request.body.segment) }),
  );

  app.get(
    '/api/email-campaigns/:id',
    {
      config: { permission: 'fundraising' },
      schema: { params: idParam, response: { 200: emailCampaignDto } },
    },
    (request) => getEmailCampaign({ db, id: request.params.id }),
  );

  app.patch(
    '/api/email-campaigns/:id',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        body: updateEmailCampaignInput,
        response: { 200: emailCampaignDto },
        description: 'Drafts only.',
      },
    },
    (request) =>
      updateEmailCampaign({ ...change(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/api/email-campaigns/:id',
    {
      config: { permission: 'fundraising' },
      schema: { params: idParam, response: { 204: noContent }, description: 'Drafts only.' },
    },
    async (request, reply) => {
      await deleteEmailCampaign({ ...change(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/email-campaigns/:id/schedule',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        body: scheduleEmailCampaignInput,
        response: { 200: emailCampaignDto },
        description: 'draft → scheduled; the server sends it at `scheduledFor`.',
      },
    },
    (request) =>
      scheduleEmailCampaign({
        ...change(request),
        id: request.params.id,
        scheduledFor: request.body.scheduledFor,
      }),
  );

  app.post(
    '/api/email-campaigns/:id/unschedule',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        response: { 200: emailCampaignDto },
        description: 'scheduled → draft.',
      },
    },
    (request) => unscheduleEmailCampaign({ ...change(request), id: request.params.id }),
  );

  app.post(
    '/api/email-campaigns/:id/send',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        response: { 200: emailCampaignDto },
        description:
          'draft | scheduled → sent now: one message per recipient into the outbox. 409 when ' +
          'already sent or when no donor matches the segment.',
      },
    },
    (request) => sendEmailCampaign({ ...change(request), id: request.params.id, config }),
  );
};
