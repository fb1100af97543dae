import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerDetailDto, partnerDto } from '../../../domain/partners/dtos.ts';
import {
  partnerInput,
  partnerListQuery,
  updatePartnerInput,
} from '../../../domain/partners/partners.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { noContent } from '../../http/response-schemas.ts';
import { setPartnerArchived } from './archive-partner.ts';
import {
  createPartner,
  deletePartner,
  getPartnerDetail,
  listPartners,
  updatePartner,
} from './partners.service.ts';

export const partnersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    '/api/partners',
    {
      config: { permission: 'partnerships' },
      schema: {
        querystring: partnerListQuery,
        description:
          'Active partners (what the pickers offer), or with ?status=archived the archived ones.',
        response: { 200: z.array(partnerDto) },
      },
    },
    (request) => listPartners({ db, status: request.query.status }),
  );

  app.post(
    '/api/partners',
    {
      config: { permission: 'partnerships' },
      schema: { body: partnerInput, response: { 201: partnerDto } },
    },
    async (request, reply) => {
      const partner = await createPartner({
        db,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(partner);
    },
  );

  app.get(
    '/api/partners/:id',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, response: { 200: partnerDetailDto } },
    },
    (request) => getPartnerDetail({ db, id: request.params.id }),
  );

  app.patch(
    '/api/partners/:id',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, body: updatePartnerInput, response: { 200: partnerDto } },
    },
    (request) =>
      updatePartner({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.delete(
    '/api/partners/:id',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deletePartner({
        db,
        id: request.params.id,
        ...staffAction(request, clock),
      });
      return reply.status(204).send(null);
    },
  );

  for (const [action, isArchived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/partners/:id/${action}`,
      {
        config: { permission: 'partnerships' },
        schema: {
          params: idParam,
          description: isArchived
            ? 'Hides the partner from the pickers; its NDAs and history stay. Answers the partner.'
            : 'Brings an archived partner back into the lists. Answers the partner.',
          response: { 200: partnerDto },
        },
      },
      (request) =>
        setPartnerArchived({
          db,
          id: request.params.id,
          isArchived,
          ...staffAction(request, clock),
        }),
    );
  }
};
