import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createHouseholdInput,
  householdDto,
  householdMemberInput,
  updateHouseholdInput,
} from '../../../../domain/crm/credit-schemas.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import { staffAction } from '../../../http/staff-action.ts';
import {
  changeHouseholdMember,
  createHousehold,
  getHouseholdOfDonor,
  updateHousehold,
} from './households.service.ts';

const memberParams = z.object({ id: z.uuid(), donorId: z.uuid('This id is not valid') });

export const householdsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  const config = { permission: 'fundraising' } as const;

  app.get(
    '/api/donors/:id/household',
    {
      config,
      schema: {
        params: idParam,
        response: { 200: z.object({ household: householdDto.nullable() }) },
        description: 'The donor’s household with giving per member, hard and soft credit apart.',
      },
    },
    async (request) => ({
      household: await getHouseholdOfDonor({ db, donorId: request.params.id }),
    }),
  );

  app.post(
    '/api/households',
    { config, schema: { body: createHouseholdInput, response: { 201: householdDto } } },
    async (request, reply) => {
      const household = await createHousehold({
        db,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(household);
    },
  );

  app.patch(
    '/api/households/:id',
    {
      config,
      schema: { params: idParam, body: updateHouseholdInput, response: { 200: householdDto } },
    },
    (request) =>
      updateHousehold({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.post(
    '/api/households/:id/members',
    {
      config,
      schema: { params: idParam, body: householdMemberInput, response: { 200: householdDto } },
    },
    (request) =>
      changeHouseholdMember({
        db,
        id: request.params.id,
        donorId: request.body.donorId,
        change: 'add',
        ...staffAction(request, clock),
      }),
  );

  app.delete(
    '/api/households/:id/members/:donorId',
    { config, schema: { params: memberParams, response: { 200: householdDto } } },
    (request) =>
      changeHouseholdMember({
        db,
        id: request.params.id,
        donorId: request.params.donorId,
        change: 'remove',
        ...staffAction(request, clock),
      }),
  );
};
