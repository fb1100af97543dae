import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentDto } from '../../../domain/documents/dtos.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { downloadDocument } from './download-document.ts';
import { actorOf } from '../audit/audit.service.ts';
import { readUploadForm, UPLOAD_LIMITS } from './upload-form.ts';
import { uploadDocument } from './upload-document.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { fileAnswer } from '../../http/response-schemas.ts';

const WORD_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// Takes the plain reply: the route's file answer is bytes, which the typed reply's send (built
// for the serialised JSON answers) would refuse.
const sendWordDocument = (reply: FastifyReply, filename: string, data: Buffer) =>
  reply.type(WORD_MIME_TYPE).header('content-disposition', attachmentHeader(filename)).send(data);

/**
 * Word files in and out. Multipart parsing is registered in this plugin only, so no other route
 * accepts form uploads.
 */
export const documentFilesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/api/documents/upload',
    {
      config: { permission: 'partnerships' },
      schema: {
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with `file` (.docx, .txt or .md, at most 10 MB), `partnerId` and ' +
          'an optional `title`. Creates a draft whose content is the text of the file.',
        response: { 201: documentDto },
      },
    },
    async (request, reply) => {
      const actor = actorOf(requireAdmin(request));
      const { file, fields } = await readUploadForm(request);
      const document = await uploadDocument({
        db,
        file,
        fields,
        actor,
        now: clock.now(),
        untrustedWork: app.untrustedWork,
      });
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/api/documents/:id/download',
    {
      config: { permission: 'partnerships' },
      schema: {
        params: idParam,
        description: 'The NDA as a Word (.docx) file.',
        response: { 200: fileAnswer(WORD_MIME_TYPE, 'The NDA as a Word document') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await downloadDocument({
        db,
        id: request.params.id,
        now: clock.now(),
      });
      return sendWordDocument(reply, filename, data);
    },
  );
};
