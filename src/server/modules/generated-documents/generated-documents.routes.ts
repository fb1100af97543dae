import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GENERATED_DOCUMENT_DOWNLOADS,
  PROPOSAL_DOWNLOADS,
} from '../../../domain/content/generated-documents.ts';
import type { AppDeps } from '../../deps.ts';
import { generateWordDocument } from './generate-word-document.ts';
import { createProposalFiles } from './proposal-files.ts';
import { attachmentHeader } from '../../http/attachment.ts';

const WORD_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
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
        schema: { description: `${download.label}, as a Word (.docx) file.` },
      },
      async (_request, reply) => {
        const { filename, data } = await generateWordDocument({ db, download });
        return reply
          .type(WORD_MIME_TYPE)
          .header('content-disposition', attachmentHeader(filename))
          .send(data);
      },
    );
  }

  const proposal = createProposalFiles({ contactEmail: config.site.supportEmail });

  app.get(
    PROPOSAL_DOWNLOADS.htmlPath,
    {
      config: { public: true },
      schema: { description: 'The children’s hospital partnership proposal as sanitized HTML.' },
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
      schema: { description: 'The children’s hospital partnership proposal as a PDF.' },
    },
    async (_request, reply) =>
      reply
        .type('application/pdf')
        .header('cache-control', PUBLIC_CACHE)
        .header('content-disposition', attachmentHeader(PROPOSAL_DOWNLOADS.pdfFilename))
        .send(Buffer.from(await proposal.pdf())),
  );
};
