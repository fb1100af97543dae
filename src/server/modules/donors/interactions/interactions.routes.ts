import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInteractionInput,
  interactionListQuery,
  updateInteractionInput,
} from '../../../../domain/crm/donor-schemas.ts';
import { interactionDto } from '../../../../domain/crm/donor-dtos.ts';
import { idParam } from '../../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../../deps.ts';
import { requireAdmin } from '../../../http/auth-guard.ts';
import { staffAction } from '../../../http/staff-action.ts';
import { noContent } from '../../../http/response-schemas.ts';
import { actorOf } from '../../audit/audit.service.ts';
import {
  createInteraction,
  deleteInteraction,
  listInteractions,
  updateInteraction,
} from './interactions.service.ts';

export const interactionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;

  app.get(
    '/api/interactions',
    {
      config: { permission: 'fundraising' },
      schema: {
        querystring: interactionListQuery,
        response: { 200: z.array(interactionDto) },
        description: 'Newest contact first.',
      },
    },
    (request) => listInteractions({ db, query: request.query }),
  );

  app.post(
    '/api/interactions',
    {
      config: { permission: 'fundraising' },
      schema: {
        body: createInteractionInput,
        response: { 201: interactionDto },
        description:
          'Records a contact; sets the donor’s lastContactDate, and nextFollowUp when a ' +
          'follow-up date is given.',
      },
    },
    async (request, reply) => {
      const actor = actorOf(requireAdmin(request));
      const interaction = await createInteraction({
        db,
        input: request.body,
        actor,
        now: clock.now(),
      });
      return reply.status(201).send(interaction);
    },
  );

  app.patch(
    '/api/interactions/:id',
    {
      config: { permission: 'fundraising' },
      schema: { params: idParam, body: updateInteractionInput, response: { 200: interactionDto } },
    },
    (request) =>
      updateInteraction({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.delete(
    '/api/interactions/:id',
    {
      config: { permission: 'fundraising' },
      schema: { params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteInteraction({ db, id: request.params.id, ...staffAction(request, clock) });
      return reply.status(204).send(null);
    },
  );
};
