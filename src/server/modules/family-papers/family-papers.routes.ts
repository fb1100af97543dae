import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyPaperDto, familyPapersDto } from '../../../domain/family-papers/dtos.ts';
import { MAX_PAPER_BYTES } from '../../../domain/family-papers/papers.ts';
import { statusPaperParams } from '../../../domain/family-papers/schemas.ts';
import { statusTokenParam } from '../../../domain/waiting-list/schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { noContent } from '../../http/response-schemas.ts';
import { privateLinkHook } from '../rate-limits/private-link-hook.ts';
import { STATUS_REQUESTS } from '../rate-limits/public-rate-limits.ts';
import { findEntryByToken } from '../waiting-list/find-entry-by-token.ts';
import { listFamilyPapers } from './list-family-papers.ts';
import { paperMessagesFor } from './paper-messages.ts';
import { PAPER_UPLOAD_LIMITS, readPaperUpload } from './paper-upload-form.ts';
import { removePaper } from './remove-paper.ts';
import { staffPapersRoutes } from './staff-papers.routes.ts';
import { uploadPaper } from './upload-paper.ts';

const MEGABYTES = MAX_PAPER_BYTES / (1024 * 1024);

/**
 * The family's papers behind their private status link (public: the token is the only key), as
 * the status page's routes are: never cached or indexed, counted per IP. A wrong link answers
 * the same 404 as the status page. Multipart parsing is registered in this plugin only.
 */
const familyPaperLinkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  await app.register(multipart, { limits: PAPER_UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.addHook('onRequest', privateLinkHook(STATUS_REQUESTS, { db, clock }));

  app.get(
    '/api/waiting-list/status/:token/papers',
    {
      config: { public: true },
      exposeHeadRoute: false,
      schema: {
        params: statusTokenParam,
        description:
          'The papers the family has sent (name, kind, size, when, read by staff or not), ' +
          'whether the application still takes papers, and the room left.',
        response: { 200: familyPapersDto },
      },
    },
    (request) => listFamilyPapers({ db, token: request.params.token }),
  );

  app.post(
    '/api/waiting-list/status/:token/papers',
    {
      config: { public: true },
      schema: {
        params: statusTokenParam,
        consumes: ['multipart/form-data'],
        description:
          `multipart/form-data with \`file\` (PDF, JPEG, PNG, HEIC or Word .docx, decided by its ` +
          `content; at most ${MEGABYTES} MB) and \`kind\`. 415 for another type, 413 past the ` +
          'size or the room left, 409 past the number of files or for a file already sent. ' +
          'Messages are in the language of the application.',
        response: { 201: familyPaperDto },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const entry = await findEntryByToken(db, token);
      const messages = paperMessagesFor(entry.language);
      const upload = await readPaperUpload(request, messages);
      const paper = await uploadPaper({
        db,
        token,
        entry,
        upload,
        messages,
        now: clock.now(),
        untrustedWork: app.untrustedWork,
      });
      return reply.status(201).send(paper);
    },
  );

  app.delete(
    '/api/waiting-list/status/:token/papers/:paperId',
    {
      config: { public: true },
      schema: {
        params: statusPaperParams,
        description:
          'The family removes a paper staff have not read yet (409 once read). A paper of ' +
          'another application answers 404.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removePaper({
        db,
        token: request.params.token,
        paperId: request.params.paperId,
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
};

/** The family's routes (public, by status link) and the staff's (admissions). */
export const familyPapersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  await app.register(familyPaperLinkRoutes, { deps });
  await app.register(staffPapersRoutes, { deps });
};
