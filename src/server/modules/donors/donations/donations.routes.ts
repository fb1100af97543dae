import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDonationInput,
  donationListQuery,
  updateDonationInput,
} from '../../../../domain/crm/gift-schemas.ts';
import { donationDto, donationListPageDto } from '../../../../domain/crm/gift-dtos.ts';
import { markGiftReceivedInput } from '../../../../domain/crm/gift-received.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { notFound } from '../../../http/app-error.ts';
import { toDonationDto } from '../donor-dto.ts';
import { createDonation } from './create-donation.ts';
import { findDonationRow } from './donation-query.ts';
import { listDonations } from './list-donations.ts';
import { markGiftReceived } from './mark-gift-received.ts';
import { updateDonation } from './update-donation.ts';

export const donationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    '/api/donations',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: donationListQuery,
        response: { 200: donationListPageDto },
        description: 'Gifts, newest first, one page.',
      },
    },
    (request) => listDonations({ db, query: request.query }),
  );

  app.post(
    '/api/donations',
    {
      config: { permission: 'fundraising' },
      schema: {
        body: createDonationInput,
        response: { 201: donationDto },
        description:
          'Gift entry. A pledge needs its installments; a payment toward a pledge gives pledgeId ' +
          'and may not exceed what remains. Updates the donor’s totals and the campaign’s raised.',
      },
    },
    async (request, reply) => {
      const donation = await createDonation({
        db,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(donation);
    },
  );

  app.get(
    '/api/donations/:id',
    {
      config: { permission: 'fundraising' },
      schema: { params: idParam, response: { 200: donationDto } },
    },
    async (request) => {
      const row = await findDonationRow(db, request.params.id);
      if (!row) throw notFound('This gift');
      return toDonationDto(row);
    },
  );

  app.patch(
    '/api/donations/:id',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        body: updateDonationInput,
        response: { 200: donationDto },
        description: 'Details, and status pending → completed | cancelled (409 otherwise).',
      },
    },
    (request) =>
      updateDonation({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.post(
    '/api/donations/:id/received',
    {
      config: { permission: 'fundraising' },
      schema: {
        params: idParam,
        body: markGiftReceivedInput,
        response: { 200: donationDto },
        description:
          'Mark completed: a pending gift arrived on `receivedOn` (not after today), paid by ' +
          '`paymentMethod`; a check needs `checkNumber`. 409 unless the gift is pending.',
      },
    },
    (request) =>
      markGiftReceived({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );
};
