import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paperRequestDto,
  staffPaperDto,
  staffPapersDto,
} from '../../../domain/family-papers/dtos.ts';
import { PAPER_MIME_TYPES } from '../../../domain/family-papers/papers.ts';
import { askForPaperInput, entryPaperParams } from '../../../domain/family-papers/schemas.ts';
import { idParam } from '../../../domain/common/text-fields.ts';
import { todayItemDto } from '../../../domain/today/today-items.ts';
import type { AppDeps } from '../../deps.ts';
import { staffAction } from '../../http/staff-action.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { askForPaper } from './ask-for-paper.ts';
import { openPaper } from './open-paper.ts';
import { papersToReview } from './papers-to-review.ts';
import { reviewPaper } from './review-paper.ts';
import { listEntryPapers } from './staff-papers.ts';

/**
 * A family's file name may hold any character (a curly apostrophe, an accent, Chinese): the
 * plain `filename` gets an ASCII stand-in, since Node refuses a header outside Latin-1; browsers
 * use the UTF-8 `filename*`, which keeps the family's name.
 */
const paperDisposition = (filename: string) => {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

/**
 * Sent as what its bytes are, as a download, never sniffed into something else. Takes the plain
 * reply: the answer is bytes, which the typed reply's send (built for JSON answers) refuses.
 */
const sendPaper = (
  reply: FastifyReply,
  paper: { filename: string; mimeType: string; data: Uint8Array },
) =>
  reply
    .type(paper.mimeType)
    .header('content-disposition', paperDisposition(paper.filename))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(paper.data.buffer, paper.data.byteOffset, paper.data.byteLength));

/**
 * Staff read the papers on the entry page, with the permission that opens the entry and the
 * student's needs (admissions). Answers hold a child's papers: never cached.
 */
export const staffPapersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, clock, config } = deps;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/family-papers/to-review',
    {
      config: { permission: 'admissions' },
      schema: {
        description:
          'Every paper a family sent that staff have not marked read, oldest first, without ' +
          'the files: the items of the Today page.',
        response: { 200: z.array(todayItemDto) },
      },
    },
    () => papersToReview({ db, now: clock.now(), config }),
  );

  app.get(
    '/api/waiting-list/:id/papers',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        description: 'The papers the family sent, oldest first, without the files.',
        response: { 200: staffPapersDto },
      },
    },
    (request) => listEntryPapers({ db, entryId: request.params.id }),
  );

  app.get(
    '/api/waiting-list/:id/papers/:paperId',
    {
      config: { permission: 'admissions' },
      exposeHeadRoute: false,
      schema: {
        params: entryPaperParams,
        description:
          'The file as the family sent it, as an attachment with its stored type (read from its ' +
          'content). Each opening is in the audit log: who, which entry and paper, its size.',
        response: {
          200: {
            description: 'The paper',
            content: Object.fromEntries(
              PAPER_MIME_TYPES.map((type) => [
                type,
                { schema: z.string().meta({ format: 'binary' }) },
              ]),
            ),
          },
        },
      },
    },
    async (request, reply) => {
      const paper = await openPaper({
        db,
        entryId: request.params.id,
        paperId: request.params.paperId,
        ...staffAction(request, clock),
      });
      return sendPaper(reply, paper);
    },
  );

  app.post(
    '/api/waiting-list/:id/papers/:paperId/review',
    {
      config: { permission: 'admissions' },
      schema: {
        params: entryPaperParams,
        description: 'Marks the paper as read; the family can no longer remove it. Audited.',
        response: { 200: staffPaperDto },
      },
    },
    (request) =>
      reviewPaper({
        db,
        entryId: request.params.id,
        paperId: request.params.paperId,
        ...staffAction(request, clock),
      }),
  );

  app.post(
    '/api/waiting-list/:id/paper-requests',
    {
      config: { permission: 'admissions' },
      schema: {
        params: idParam,
        body: askForPaperInput,
        description:
          'Mails the family, in their language, which paper is needed, with a new private status ' +
          'link (older links stop working). In the entry’s history.',
        response: { 200: paperRequestDto },
      },
    },
    (request) =>
      askForPaper({
        db,
        entryId: request.params.id,
        input: request.body,
        ...staffAction(request, clock),
        publicUrl: config.publicUrl,
        supportEmail: config.site.supportEmail,
        canDeliverMail: canDeliverMail(config.mail),
      }),
  );
};
