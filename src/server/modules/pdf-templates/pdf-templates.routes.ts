import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_TEMPLATE_PAGES,
  MAX_TEMPLATE_UPLOAD_MB,
  pdfTemplateDto,
  pdfTemplateSummaryDto,
  saveTemplateInput,
  templateIdParam,
} from '../../../domain/esign/pdf-templates.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { fileAnswer, noContent } from '../../http/response-schemas.ts';
import { deleteTemplate } from './delete-template.ts';
import { getTemplate, getTemplatePdf } from './get-template.ts';
import { listTemplates } from './list-templates.ts';
import { saveTemplate } from './save-template.ts';
import { readTemplateUpload, TEMPLATE_UPLOAD_LIMITS, uploadTemplate } from './upload-template.ts';

const PERMISSION = { permission: 'partnerships' } as const;

/** PDF templates for staff (ADR 050): a partner's own PDF with fields placed on its pages. */
export const pdfTemplatesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock } = deps;
  await app.register(multipart, { limits: TEMPLATE_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const adminOf = (request: Parameters<typeof requireAdmin>[0]) => requireAdmin(request).user;

  app.get(
    '/api/pdf-templates',
    {
      config: PERMISSION,
      schema: {
        description: 'Every PDF template, the most recently changed first.',
        response: { 200: z.array(pdfTemplateSummaryDto) },
      },
    },
    () => listTemplates(db),
  );

  app.post(
    '/api/pdf-templates',
    {
      config: PERMISSION,
      schema: {
        consumes: ['multipart/form-data'],
        description:
          `multipart/form-data with a PDF in \`file\` (at most ${MAX_TEMPLATE_UPLOAD_MB} MB and ` +
          `${MAX_TEMPLATE_PAGES} pages, read in the untrusted-work pool) and an optional \`name\`. ` +
          '415 for a file that is not a readable PDF, 422 for an encrypted one.',
        response: { 201: pdfTemplateDto },
      },
    },
    async (request, reply) => {
      const upload = await readTemplateUpload(request);
      const template = await uploadTemplate({
        db,
        upload,
        admin: adminOf(request),
        untrustedWork: app.untrustedWork,
        now: clock.now(),
      });
      return reply.status(201).send(template);
    },
  );

  app.get(
    '/api/pdf-templates/:id',
    {
      config: PERMISSION,
      schema: {
        params: templateIdParam,
        description: 'The template as the editor opens it: its pages and fields.',
        response: { 200: pdfTemplateDto },
      },
    },
    (request) => getTemplate(db, request.params.id),
  );

  app.get(
    '/api/pdf-templates/:id/pdf',
    {
      config: PERMISSION,
      schema: {
        params: templateIdParam,
        description: 'The PDF exactly as uploaded.',
        response: { 200: fileAnswer('application/pdf', 'The original PDF') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await getTemplatePdf(db, request.params.id);
      return sendPdf(reply, filename, data);
    },
  );

  app.put(
    '/api/pdf-templates/:id',
    {
      config: PERMISSION,
      schema: {
        params: templateIdParam,
        body: saveTemplateInput,
        description:
          'Saves the name, the number of signers and every field (replaced whole). 400 names ' +
          'each field that is off its page, under `fields`.',
        response: { 200: pdfTemplateDto },
      },
    },
    (request) =>
      saveTemplate({
        db,
        id: request.params.id,
        input: request.body,
        admin: adminOf(request),
        now: clock.now(),
      }),
  );

  app.delete(
    '/api/pdf-templates/:id',
    {
      config: PERMISSION,
      schema: {
        params: templateIdParam,
        description:
          'Deletes the template. Envelopes already sent keep their own copy of the PDF and fields.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteTemplate({
        db,
        id: request.params.id,
        admin: adminOf(request),
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
};
