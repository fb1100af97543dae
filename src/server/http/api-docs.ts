import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * OpenAPI 3 description of the API, generated from the same zod schemas that validate requests,
 * so the docs cannot drift from the code. Served to admins at GET /api/openapi.json.
 * Register before any route: @fastify/swagger collects routes as they are added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NovaLearn Institute Group API',
        version: '1.0.0',
        description:
          'Admin routes need `Authorization: Bearer <token>` from POST /api/admin/login. ' +
          'Errors are `{ "message": "..." }` (plus `fieldErrors` for invalid input).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get(
    '/api/openapi.json',
    {
      config: { permission: 'signed-in' },
      // Written whole: the document is @fastify/swagger's, its shape is OpenAPI's.
      schema: { hide: true, response: { 200: z.looseObject({ openapi: z.string() }) } },
    },
    () => app.swagger(),
  );
}
