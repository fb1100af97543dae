import type { FastifyReply } from 'fastify';
import { SHARED_DOWNLOADS } from '../rate-limits/public-rate-limits.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { networkOf } from '../rate-limits/network-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import { shareTokenParam } from '../../../domain/sharing/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { sharedDownloadQuery } from '../../../domain/sharing/shared-download.ts';
import { downloadSharedDocument, downloadSharedPdf } from './download-shared-document.ts';
import { isStaffVisit } from './is-staff-visit.ts';
import { linkGateRoutes } from './link-gate.routes.ts';
import { readVisitorPass } from './visitor-passes.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { viewSharedDocument } from './view-shared-document.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { fileAnswer } from '../../http/response-schemas.ts';
import { sendPdf } from '../../http/pdf-reply.ts';

const WORD_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// Takes the plain reply: the route's file answer is bytes, which the typed reply's send (built
// for the serialised JSON answers) would refuse.
const sendWordDocument = (reply: FastifyReply, filename: string, data: Buffer) =>
  reply.type(WORD_MIME_TYPE).header('content-disposition', attachmentHeader(filename)).send(data);

/**
 * The public shared view (admin spec §2 "/shared/{shareToken}"): the token is the only key.
 * Answers, errors included, are neither cached nor indexed: a link can be deactivated any time.
 * A signed-in admin's visit is a preview, not the partner's (see is-staff-visit.ts).
 */
export const sharedViewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock, config } = deps;
  const firstViewMail = {
    publicUrl: config.publicUrl,
    timeZone: config.organisation.timeZone,
    canDeliverMail: canDeliverMail(config.mail),
  };
  const visitorOf = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const isStaffPreview = (request: { headers: { authorization?: string } }) =>
    isStaffVisit({ db, authorization: request.headers.authorization, now: clock.now() });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });

  app.get(
    '/api/shared/:token',
    // No HEAD twin: a HEAD request would otherwise count as a view or a download.
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: { params: shareTokenParam, response: { 200: sharedDocumentDto } },
    },
    async (request) =>
      viewSharedDocument({
        db,
        token: request.params.token,
        now: clock.now(),
        visitor: visitorOf(request),
        passToken: readVisitorPass(request.headers),
        isStaffPreview: await isStaffPreview(request),
        firstViewMail,
      }),
  );

  // The file carries who downloaded it, when and through which link (ADR 049).
  const downloadOf = async (request: {
    ip: string;
    headers: Record<string, string | string[] | undefined> & {
      'user-agent'?: string;
      authorization?: string;
    };
    params: { token: string };
    query: { language: 'en' | 'es' };
  }) => {
    await limitPublicRequest(SHARED_DOWNLOADS, {
      db,
      key: networkOf(request.ip),
      now: clock.now(),
    });
    return {
      db,
      token: request.params.token,
      now: clock.now(),
      visitor: visitorOf(request),
      passToken: readVisitorPass(request.headers),
      isStaffPreview: await isStaffPreview(request),
      timeZone: config.organisation.timeZone,
      language: request.query.language,
    };
  };

  app.get(
    '/api/shared/:token/download',
    // No HEAD twin: a HEAD request would otherwise count as a view or a download.
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: shareTokenParam,
        querystring: sharedDownloadQuery,
        response: { 200: fileAnswer(WORD_MIME_TYPE, 'The NDA as a Word document, stamped') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await downloadSharedDocument(await downloadOf(request));
      return sendWordDocument(reply, filename, data);
    },
  );

  app.get(
    '/api/shared/:token/download.pdf',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: shareTokenParam,
        querystring: sharedDownloadQuery,
        response: { 200: fileAnswer('application/pdf', 'The NDA as a PDF, stamped on every page') },
      },
    },
    async (request, reply) => {
      const { filename, data } = await downloadSharedPdf(await downloadOf(request));
      return sendPdf(reply, filename, data);
    },
  );

  await app.register(linkGateRoutes, { deps });
};
