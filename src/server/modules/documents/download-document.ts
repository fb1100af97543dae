import { documentDownloadFilename } from '../../../domain/document-rules.ts';
import type { Database } from '../../db/client.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { getDocument } from './get-document.ts';
import { buildWordDocument } from './word-document.ts';

/** GET /api/documents/:id/download: the NDA as a .docx and the name to save it under. */
export async function downloadDocument(options: {
  db: Database;
  id: string;
  now: Date;
}): Promise<{ filename: string; data: Buffer }> {
  const document = await getDocument(options);
  const organisationName = await getOrganisationName(options.db);
  return {
    filename: documentDownloadFilename(document.title),
    data: await buildWordDocument({ document, organisationName }),
  };
}
