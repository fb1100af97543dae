import { desc, eq } from 'drizzle-orm';
import type { DocumentVersionDto } from '../../../domain/collaboration/dtos.ts';
import type { Database } from '../../db/client.ts';
import { documentVersions } from './collaboration.table.ts';
import { toDocumentVersionDto } from './collaboration-dto.ts';
import { requireDocument } from '../documents/require-document.ts';

/**
 * GET /api/documents/:id/versions: every saved text, newest first, content included so the client
 * can show a redline between any two. Empty until the first edit (which also stores version 1).
 */
export async function listDocumentVersions(options: {
  db: Database;
  documentId: string;
}): Promise<DocumentVersionDto[]> {
  const { db, documentId } = options;
  await requireDocument(db, documentId);
  const rows = await db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.number));
  return rows.map((row) => toDocumentVersionDto(row, 'admin'));
}
