import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDocumentInput,
  documentListQuery,
  updateDocumentInput,
} from '../../../domain/documents/schemas.ts';
import {
  documentDto,
  documentListItemDto,
  documentPreviewDto,
  sentDocumentDto,
} from '../../../domain/documents/dtos.ts';
import { sendDocumentInput } from '../../../domain/sharing/link-delivery.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { staffAction } from '../../http/staff-action.ts';
import { noContent } from '../../http/response-schemas.ts';
import { createDocument } from './create-document.ts';
import { deleteDocument } from './delete-document.ts';
import { documentFilesRoutes } from './document-files.routes.ts';
import { getDocument } from './get-document.ts';
import { listDocuments } from './list-documents.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { previewDocument } from './preview-document.ts';
import { sendDocument } from './send-document.ts';
import { updateDocument } from './update-document.ts';

/** NDA documents (admin spec §7), admin-only through the global guard. */
export const documentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;

  app.get(
    '/api/documents',
    {
      config: { permission: 'partnerships' },
      schema: {
        querystring: documentListQuery,
        description:
          'NDAs newest first, each with its partner { id, companyName }. `q` matches the title or ' +
          'the partner company (case-insensitive); X-Total-Count is the number of all matches.',
        response: { 200: z.array(documentListItemDto) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listDocuments({ db, query: request.query, now: clock.now() });
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  const createDescription =
    'Creates a draft (admin spec §5). effectiveDate defaults to today (America/Chicago), duration ' +
    'to 12 months, expirationDate to effectiveDate + duration. Give partnerId, or partnerCompany, ' +
    'partnerContact and partnerEmail to create the partner in the same transaction.';
  app.post(
    '/api/documents',
    {
      config: { permission: 'partnerships' },
      schema: {
        body: createDocumentInput,
        description: createDescription,
        response: { 201: documentDto },
      },
    },
    async (request, reply) => {
      const document = await createDocument({
        db,
        input: request.body,
        ...staffAction(request, clock),
      });
      return reply.status(201).send(document);
    },
  );

  app.post(
    '/api/documents/preview',
    {
      config: { permission: 'partnerships' },
      schema: {
        body: createDocumentInput,
        description:
          'The text POST /api/documents would give this body, with its placeholders filled in ' +
          'as every surface shows them. Nothing is saved.',
        response: { 200: documentPreviewDto },
      },
    },
    (request) => previewDocument({ db, input: request.body, now: clock.now() }),
  );

  app.get(
    '/api/documents/:id',
    {
      config: { permission: 'partnerships' },
      schema: { params: idParam, response: { 200: documentDto } },
    },
    (request) => getDocument({ db, id: request.params.id, now: clock.now() }),
  );

  app.patch(
    '/api/documents/:id',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        body: updateDocumentInput,
        description:
          'Edits a draft (409 otherwise). A changed effective date or duration recomputes the ' +
          'expiration date unless one is sent.',
        response: { 200: documentDto },
      },
    },
    (request) =>
      updateDocument({
        db,
        id: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
      }),
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        description: 'Deletes a draft with its links and comments (409 otherwise); audited.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteDocument({ db, id: request.params.id, ...staffAction(request, clock) });
      return reply.status(204).send(null);
    },
  );

  const sendDescription =
    'draft → sent, sets sentAt (409 otherwise), and mails the partner a share link with a ' +
    'message. No body: the partner contact, a comment link, the default message. `delivery` ' +
    "says 'queued' (a mail server delivers it) or 'no-mail-server' (pass the link on yourself).";
  app.post(
    '/api/documents/:id/send',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        body: sendDocumentInput,
        description: sendDescription,
        response: { 200: sentDocumentDto },
      },
    },
    (request) =>
      sendDocument({
        db,
        id: request.params.id,
        input: request.body,
        admin: requireAdmin(request).user,
        now: clock.now(),
        publicUrl: deps.config.publicUrl,
        canDeliverMail: canDeliverMail(deps.config.mail),
        timeZone: deps.config.organisation.timeZone,
      }),
  );

  await app.register(documentFilesRoutes, { deps });
};
