import { documentSendDto } from '../../../domain/documents/sends.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailedShareLinkDto, shareLinkDto } from '../../../domain/sharing/dtos.ts';
import { linkVisitorDto } from '../../../domain/sharing/link-protection.ts';
import { createShareInput, healthcareShareInput } from '../../../domain/sharing/schemas.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { noContent } from '../../http/response-schemas.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { createHealthcareShare } from './create-healthcare-share.ts';
import { createShareLink } from './create-share-link.ts';
import { deactivateShareLink } from './deactivate-share-link.ts';
import { listDocumentSends } from './list-document-sends.ts';
import { listLinkVisitors } from './list-link-visitors.ts';
import { listShareLinks } from './list-share-links.ts';
import { sharedViewRoutes } from './shared-view.routes.ts';

/** Share links (admin spec §2 Share dialog, Quick-share options), admin-only through the guard. */
export const sharingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  const publicUrl = config.publicUrl;

  app.post(
    '/api/documents/:id/share',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, body: createShareInput, response: { 201: shareLinkDto } },
    },
    async (request, reply) => {
      const link = await createShareLink({
        db,
        documentId: request.params.id,
        input: request.body,
        admin: requireAdmin(request).user,
        now: clock.now(),
        publicUrl,
      });
      return reply.status(201).send(link);
    },
  );

  app.get(
    '/api/documents/:id/shares',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, response: { 200: z.array(shareLinkDto) } },
    },
    (request) => listShareLinks({ db, documentId: request.params.id, now: clock.now(), publicUrl }),
  );

  app.get(
    '/api/documents/:id/sends',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        description:
          'Each mail that carried a link to the NDA (Send, invitations), newest first: recipient, ' +
          'time, access level, expiry and message as sent, the link status now and the mail status.',
        response: { 200: z.array(documentSendDto) },
      },
    },
    (request) => listDocumentSends({ db, documentId: request.params.id, now: clock.now() }),
  );

  // The spec's screens use both paths for the same action.
  for (const path of ['/api/shares/:id', '/api/share-links/:id']) {
    app.delete(
      path,
      {
        config: { permission: 'partnerships' },
        schema: { params: idParam, response: { 204: noContent } },
      },
      async (request, reply) => {
        const admin = requireAdmin(request).user;
        await deactivateShareLink({ db, id: request.params.id, admin, now: clock.now() });
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/share-links/:id/visitors',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        description:
          "Who opened a link (ADR 049): one row per visitor's device pass, the most recently seen " +
          'first, with the address they proved, views, time on the document and downloads.',
        response: { 200: z.array(linkVisitorDto) },
      },
    },
    (request) => listLinkVisitors({ db, linkId: request.params.id }),
  );

  app.post(
    '/api/documents/share/healthcare',
    {
      config: { permission: 'partnerships' },
      schema: { body: healthcareShareInput, response: { 201: mailedShareLinkDto } },
    },
    async (request, reply) => {
      const link = await createHealthcareShare({
        db,
        input: request.body,
        admin: requireAdmin(request).user,
        now: clock.now(),
        publicUrl,
        canDeliverMail: canDeliverMail(config.mail),
        timeZone: config.organisation.timeZone,
      });
      return reply.status(201).send(link);
    },
  );

  await app.register(sharedViewRoutes, { deps });
};
