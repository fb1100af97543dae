import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { readUploadForm, UPLOAD_LIMITS } from '../documents/upload-form.ts';
import { verifySignedPdf } from './verify-signed-pdf.ts';

/**
 * POST /api/esign/verify (admin): is this PDF, byte for byte, one of our signed agreements?
 * Multipart parsing is registered in this plugin only, so no other route here accepts uploads.
 */
export const verifyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/api/esign/verify',
    {
      config: { permission: 'partnerships' },
      schema: {
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with the PDF in `file` (at most 10 MB). Answers { matches, ' +
          'documentId, title, completedAt } when its SHA-256 is that of a signed copy we issued.',
      },
    },
    async (request) => {
      const { file } = await readUploadForm(request);
      return verifySignedPdf({
        db: deps.db,
        config: deps.config,
        data: file.data,
        now: deps.clock.now(),
      });
    },
  );
};
