import type { GeneratedDocumentDownload } from '../../../domain/content/generated-documents.ts';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import type { Database } from '../../db/client.ts';
import { ORGANISATION_NAME_KEY, readSetting } from '../settings/settings.service.ts';
import { AUTHORED_DOCUMENTS } from './authored-documents.ts';
import { buildAuthoredWordDocument } from './authored-word-document.ts';

/**
 * The name at the top of the letterhead: the one set in Settings, as on the NDAs. Until one is
 * set, the organisation's public name, not the NDA placeholder "Your Company", which would look
 * wrong at the top of a strategy paper or a draft for counsel.
 */
async function readLetterheadName(db: Database): Promise<string> {
  return (await readSetting<string>(db, ORGANISATION_NAME_KEY)) ?? ORGANISATION_NAME;
}

/** GET /api/generate/... and /api/download/...: one generated document as a .docx. */
export async function generateWordDocument(options: {
  db: Database;
  download: GeneratedDocumentDownload;
}): Promise<{ filename: string; data: Buffer }> {
  const { download } = options;
  const letterheadName = download.hasLetterhead ? await readLetterheadName(options.db) : undefined;
  const data = await buildAuthoredWordDocument({
    document: AUTHORED_DOCUMENTS[download.documentId],
    letterheadName,
    creator: letterheadName ?? ORGANISATION_NAME,
  });
  return { filename: download.filename, data };
}
