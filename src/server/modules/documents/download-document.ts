import { documentDownloadFilename } from '../../../domain/documents/rules.ts';
import type { Database } from '../../db/client.ts';
import { getDocumentAgreement } from './get-document.ts';
import { buildWordDocument } from './word-document.ts';

/**
 * GET /api/documents/:id/download: the NDA as a .docx and the name to save it under, with
 * `footerLines` at the foot of every page when given (a shared download's stamp).
 */
export async function downloadDocument(options: {
  db: Database;
  id: string;
  now: Date;
  footerLines?: readonly string[];
}): Promise<{ filename: string; data: Buffer }> {
  const agreement = await getDocumentAgreement(options);
  return {
    filename: documentDownloadFilename(agreement.title),
    data: await buildWordDocument({ agreement, footerLines: options.footerLines }),
  };
}
