import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentVersionDto } from '../../../domain/collaboration/dtos.ts';
import { shareTokenParam, updateContentInput } from '../../../domain/sharing/schemas.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { readVisitorPass } from '../sharing/visitor-passes.ts';
import { listDocumentVersions } from './list-versions.ts';
import { updateContentAsAdmin, updateContentByLink } from './update-content.ts';

/** Editing the agreement text, by admins and through edit links, and its numbered versions. */
export const versionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.put(
    '/api/shared/:token/content',
    {
      config: { public: true },
      schema: {
        params: shareTokenParam,
        body: updateContentInput,
        response: { 200: documentVersionDto },
      },
    },
    async (request, reply) => {
      const version = await updateContentByLink({
        db,
        token: request.params.token,
        input: request.body,
        now: clock.now(),
        visitor: { ipAddress: request.ip, userAgent: request.headers['user-agent'] },
        passToken: readVisitorPass(request.headers),
        authorization: request.headers.authorization,
      });
      return reply.header('cache-control', 'no-store').send(version);
    },
  );

  app.put(
    '/api/documents/:id/content',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, body: updateContentInput, response: { 200: documentVersionDto } },
    },
    (request) =>
      updateContentAsAdmin({
        db,
        documentId: request.params.id,
        input: request.body,
        admin: requireAdmin(request).user,
        now: clock.now(),
      }),
  );

  app.get(
    '/api/documents/:id/versions',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, response: { 200: z.array(documentVersionDto) } },
    },
    (request) => listDocumentVersions({ db, documentId: request.params.id }),
  );
};
