import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPdfVerificationDto, signedPdfVerificationDto } from '../../../domain/esign/dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { readUploadForm, UPLOAD_LIMITS } from '../documents/upload-form.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.service.ts';
import { verifySignedPdf } from './verify-signed-pdf.ts';

/** Checks per IP address in ten minutes on the public page: plenty for a person, not a crawler. */
export const PUBLIC_VERIFY_REQUESTS_PER_WINDOW = 20;
const PUBLIC_VERIFY_WINDOW_MS = 10 * 60_000;

/**
 * POST /api/esign/verify (staff) and POST /api/verify-signed-agreement (public, the page
 * /verify): is this PDF, byte for byte, one of our signed agreements, and is its seal intact?
 * Multipart parsing is registered in this plugin only, so no other route here accepts uploads.
 */
export const verifyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, config, clock } = deps;
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/api/esign/verify',
    {
      config: { permission: 'partnerships' },
      schema: {
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with the PDF in `file` (at most 10 MB). Answers { matches, ' +
          'documentId, title, completedAt, signers } when its SHA-256 is that of a signed copy ' +
          'we issued, and always `seal`: its PDF signature as a PDF reader checks it.',
        response: { 200: signedPdfVerificationDto },
      },
    },
    async (request) => {
      const { file } = await readUploadForm(request);
      return verifySignedPdf({
        db,
        config,
        data: file.data,
        now: clock.now(),
        untrustedWork: app.untrustedWork,
      });
    },
  );

  app.post(
    '/api/verify-signed-agreement',
    {
      config: { public: true },
      schema: {
        consumes: ['multipart/form-data'],
        description:
          'Public: the check of POST /api/esign/verify for anyone holding the PDF, without our ' +
          `document id. At most ${PUBLIC_VERIFY_REQUESTS_PER_WINDOW} checks per 10 minutes per address.`,
        response: { 200: publicPdfVerificationDto },
      },
    },
    async (request) => {
      const now = clock.now();
      await enforceRateLimit({
        db,
        key: `verify-signed-agreement:${request.ip}`,
        windowMs: PUBLIC_VERIFY_WINDOW_MS,
        limit: PUBLIC_VERIFY_REQUESTS_PER_WINDOW,
        now,
        refusal: (retry) => `You have checked many files in a short time. Please wait ${retry}.`,
      });
      const { file } = await readUploadForm(request);
      const result = await verifySignedPdf({
        db,
        config,
        data: file.data,
        now,
        untrustedWork: app.untrustedWork,
      });
      if (!result.matches) return result;
      const { documentId: _internal, ...publicResult } = result;
      return publicResult;
    },
  );
};
