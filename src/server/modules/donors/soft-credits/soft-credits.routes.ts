import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addSoftCreditInput, softCreditDto } from '../../../../domain/crm/credit-schemas.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import { noContent } from '../../../http/response-schemas.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { addSoftCredit, listSoftCredits, removeSoftCredit } from './soft-credits.service.ts';

export const softCreditsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;
  const config = { permission: 'fundraising' } as const;

  app.get(
    '/api/donations/:id/soft-credits',
    { config, schema: { params: idParam, response: { 200: z.array(softCreditDto) } } },
    (request) => listSoftCredits({ db, donationId: request.params.id }),
  );

  app.post(
    '/api/donations/:id/soft-credits',
    {
      config,
      schema: {
        params: idParam,
        body: addSoftCreditInput,
        response: { 201: softCreditDto },
        description:
          'Credits another person with the gift (soft credit); amountCents defaults to the whole ' +
          'gift. 400 for the gift’s own donor, 409 when the person is already credited.',
      },
    },
    async (request, reply) => {
      const credit = await addSoftCredit({
        db,
        donationId: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(credit);
    },
  );

  app.delete(
    '/api/soft-credits/:id',
    { config, schema: { params: idParam, response: { 204: noContent } } },
    async (request, reply) => {
      await removeSoftCredit({ db, id: request.params.id, ...staffAction(request, clock) });
      return reply.status(204).send(null);
    },
  );
};
