import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templateDto } from '../../../domain/templates/dtos.ts';
import { templateInput, updateTemplateInput } from '../../../domain/templates/templates.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { noContent } from '../../http/response-schemas.ts';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from './templates.service.ts';

export const templatesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    '/api/templates',
    { config: { permission: 'partnerships' }, schema: { response: { 200: z.array(templateDto) } } },
    () => listTemplates({ db }),
  );

  app.post(
    '/api/templates',
    {
      config: { permission: 'partnerships' },
      schema: { body: templateInput, response: { 201: templateDto } },
    },
    async (request, reply) => {
      const template = await createTemplate({
        db,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(template);
    },
  );

  app.patch(
    '/api/templates/:id',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, body: updateTemplateInput, response: { 200: templateDto } },
    },
    (request) =>
      updateTemplate({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.delete(
    '/api/templates/:id',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteTemplate({
        db,
        id: request.params.id,
        ...staffAction(request, clock),
      });
      return reply.status(204).send(null);
    },
  );
};
