import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDonorInput,
  donorListQuery,
  updateDonorInput,
} from '../../../domain/crm/donor-schemas.ts';
import { donorDto, donorListPageDto, donorProfileDto } from '../../../domain/crm/donor-dtos.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { noContent } from '../../http/response-schemas.ts';
import { campaignsRoutes } from './campaigns/campaigns.routes.ts';
import { createDonor } from './create-donor.ts';
import { deleteDonor } from './delete-donor.ts';
import { donationsRoutes } from './donations/donations.routes.ts';
import { emailCampaignsRoutes } from './email-campaigns/email-campaigns.routes.ts';
import { fundraisingSettingsRoutes } from './fundraising-settings.routes.ts';
import { trackingRoutes } from './email-campaigns/tracking.routes.ts';
import { getDonorProfile } from './get-donor-profile.ts';
import { householdsRoutes } from './households/households.routes.ts';
import { importExportRoutes } from './import-export/import-export.routes.ts';
import { interactionsRoutes } from './interactions/interactions.routes.ts';
import { listDonors } from './list-donors.ts';
import { mergeRoutes } from './merge/merge.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { softCreditsRoutes } from './soft-credits/soft-credits.routes.ts';
import { stewardshipRoutes } from './stewardship/stewardship.routes.ts';
import { updateDonor } from './update-donor.ts';

/**
 * The donor CRM (contract in src/domain/crm/schemas.ts). Admin-only through the global
 * guard, except the two email tracking routes, which are public and check signed tokens.
 */
export const donorCrmRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    '/api/donors',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: donorListQuery,
        response: { 200: donorListPageDto },
        description:
          'One page of donors and the number of all matches. `q` matches first and last name, ' +
          'the full name, email and organization (case-insensitive).',
      },
    },
    (request) => listDonors({ db, query: request.query }),
  );

  app.post(
    '/api/donors',
    {
      config: { permission: 'fundraising' },
      schema: {
        body: createDonorInput,
        response: { 201: donorDto },
        description: 'Add Donor. 409 when another donor has the same email (any case).',
      },
    },
    async (request, reply) => {
      const donor = await createDonor({ db, input: request.body, ...staffAction(request, clock) });
      return reply.status(201).send(donor);
    },
  );

  app.get(
    '/api/donors/:id',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        response: { 200: donorProfileDto },
        description: 'The donor with gifts, pledges (remaining due), interactions and letters.',
      },
    },
    (request) => getDonorProfile({ db, id: request.params.id, now: clock.now() }),
  );

  app.patch(
    '/api/donors/:id',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        body: updateDonorInput,
        response: { 200: donorDto },
        description: 'totalGiven, lastGiftDate and lastContactDate are derived and not editable.',
      },
    },
    (request) =>
      updateDonor({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.delete(
    '/api/donors/:id',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        response: { 204: noContent },
        description: 'Deletes the donor with their donations, interactions and letters.',
      },
    },
    async (request, reply) => {
      await deleteDonor({ db, id: request.params.id, ...staffAction(request, clock) });
      return reply.status(204).send(null);
    },
  );

  await app.register(donationsRoutes, { deps });
  await app.register(campaignsRoutes, { deps });
  await app.register(interactionsRoutes, { deps });
  await app.register(reportsRoutes, { deps });
  await app.register(importExportRoutes, { deps });
  await app.register(stewardshipRoutes, { deps });
  await app.register(emailCampaignsRoutes, { deps });
  await app.register(trackingRoutes, { deps });
  await app.register(fundraisingSettingsRoutes, { deps });
  await app.register(softCreditsRoutes, { deps });
  await app.register(householdsRoutes, { deps });
  await app.register(mergeRoutes, { deps });
};
