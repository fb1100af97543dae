import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityDto, commentDto } from '../../../domain/collaboration/dtos.ts';
import { mailedShareLinkDto } from '../../../domain/sharing/dtos.ts';
import {
  activityQuery,
  createCommentInput,
  inviteInput,
  shareTokenQuery,
  updateCommentInput,
} from '../../../domain/sharing/schemas.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import { todayItemDto } from '../../../domain/today/today-items.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { authorizeDocumentAccess } from './authorize-document-access.ts';
import { commentsAwaitingReply } from './comments-awaiting-reply.ts';
import { addComment, setCommentResolved } from './comments.service.ts';
import { inviteCollaborator } from './invite-collaborator.ts';
import { listActivity } from './list-activity.ts';
import { listComments } from './list-comments.ts';
import { versionsRoutes } from './versions.routes.ts';

/**
 * Comments, activity and invitations (admin spec §2 Collaboration panel, shared view). The
 * comment and activity routes serve admins and link holders, so the guard lets them through and
 * authorizeDocumentAccess decides.
 */
export const collaborationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;
  const accessFor = (
    request: Parameters<typeof authorizeDocumentAccess>[0]['request'],
    id: string,
    token?: string,
  ) => authorizeDocumentAccess({ request, deps, documentId: id, shareToken: token });

  app.get(
    '/api/documents/:id/comments',
    {
      config: { public: true },
      schema: {
        params: idParam,
        querystring: shareTokenQuery,
        response: { 200: z.array(commentDto) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const access = await accessFor(request, id, request.query.shareToken);
      return listComments({ db, documentId: id, access, now: clock.now() });
    },
  );

  app.post(
    '/api/documents/:id/comments',
    {
      config: { public: true },
      schema: { params: idParam, body: createCommentInput, response: { 201: commentDto } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const access = await accessFor(request, id, request.body.shareToken);
      const visitor = { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
      const input = request.body;
      const comment = await addComment({
        db,
        documentId: id,
        access,
        input,
        now: clock.now(),
        visitor,
      });
      return reply.status(201).send(comment);
    },
  );

  app.get(
    '/api/comments/awaiting-reply',
    {
      config: { permission: 'partnerships' },
      schema: {
        description:
          "Outside parties' conversations whose newest comment is theirs and not resolved, one " +
          'item each, oldest first: the Today page\'s "Comments waiting for a reply" (ADR 053). ' +
          'Reply with POST /api/documents/:id/comments { content, shareLinkId }.',
        response: { 200: z.array(todayItemDto) },
      },
    },
    () => commentsAwaitingReply({ db, now: clock.now() }),
  );

  app.patch(
    '/api/comments/:id',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, body: updateCommentInput, response: { 200: commentDto } },
    },
    (request) =>
      setCommentResolved({
        db,
        id: request.params.id,
        isResolved: request.body.isResolved,
        now: clock.now(),
      }),
  );

  app.get(
    '/api/documents/:id/activity',
    {
      config: { public: true },
      schema: {
        params: idParam,
        querystring: activityQuery,
        response: { 200: z.array(activityDto) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const access = await accessFor(request, id, request.query.shareToken);
      return listActivity({
        db,
        documentId: id,
        access,
        limit: request.query.limit,
        now: clock.now(),
      });
    },
  );

  app.post(
    '/api/documents/:id/invite',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, body: inviteInput, response: { 201: mailedShareLinkDto } },
    },
    async (request, reply) => {
      const link = await inviteCollaborator({
        db,
        documentId: request.params.id,
        input: request.body,
        admin: requireAdmin(request).user,
        now: clock.now(),
        publicUrl: config.publicUrl,
        canDeliverMail: canDeliverMail(config.mail),
        timeZone: config.organisation.timeZone,
      });
      return reply.status(201).send(link);
    },
  );

  await app.register(versionsRoutes, { deps });
};
