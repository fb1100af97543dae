import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GENERATED_DOCUMENT_DOWNLOADS,
  PROPOSAL_DOWNLOADS,
} from '../../../domain/content/generated-documents.ts';
import type { AppDeps } from '../../deps.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { generateWordDocument } from './generate-word-document.ts';
import { createProposalFiles } from './proposal-files.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { fileAnswer } from '../../http/response-schemas.ts';

const WORD_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// Takes the plain reply: the route's file answer is bytes, which the typed reply's send (built
// for the serialised JSON answers) would refuse.
const sendWordDocument = (reply: FastifyReply, filename: string, data: Buffer) =>
  reply.type(WORD_MIME_TYPE).header('content-disposition', attachmentHeader(filename)).send(data);
// The proposal changes only with a release; five minutes of caching spares the server.
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * Generated documents (admin spec §2 "Other links", §7). The Word files are admin-only through
 * the global guard; the children's hospital proposal is public, as HTML and as a PDF.
 */
export const generatedDocumentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const { db, config } = deps;

  for (const download of GENERATED_DOCUMENT_DOWNLOADS) {
    app.get(
      download.path,
      {
        config: { permission: 'partnerships' },
        schema: {
          description: `${download.label}, as a Word (.docx) file.`,
          response: { 200: fileAnswer(WORD_MIME_TYPE, `${download.label}, as a Word document`) },
        },
      },
      async (_request, reply) => {
        const { filename, data } = await generateWordDocument({ db, download });
        return sendWordDocument(reply, filename, data);
      },
    );
  }

  const proposal = createProposalFiles({ contactEmail: config.site.supportEmail });

  app.get(
    PROPOSAL_DOWNLOADS.htmlPath,
    {
      config: { public: true },
      schema: {
        description: 'The children’s hospital partnership proposal as sanitized HTML.',
        response: { 200: fileAnswer('text/html', 'The proposal as an HTML page') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', PUBLIC_CACHE)
        .send(proposal.html()),
  );

  app.get(
    PROPOSAL_DOWNLOADS.pdfPath,
    {
      config: { public: true },
      schema: {
        description: 'The children’s hospital partnership proposal as a PDF.',
        response: { 200: fileAnswer('application/pdf', 'The proposal as a PDF') },
      },
    },
    async (_request, reply) =>
      sendPdf(
        reply.header('cache-control', PUBLIC_CACHE),
        PROPOSAL_DOWNLOADS.pdfFilename,
        await proposal.pdf(),
      ),
  );
};
