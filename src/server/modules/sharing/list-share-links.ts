import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { Database } from '../../db/client.ts';
import { requireDocument } from '../documents/require-document.ts';
import { shareLinks } from './sharing.table.ts';
import { toShareLinkDto } from './share-link-dto.ts';
import { viewCountColumn } from './share-link-views.ts';

/** GET /api/documents/:id/shares: every link of the document, newest first, with its status. */
export async function listShareLinks(options: {
  db: Database;
  documentId: string;
  now: Date;
  publicUrl: string;
}): Promise<ShareLinkDto[]> {
  const { db, documentId, now, publicUrl } = options;
  await requireDocument(db, documentId);
  const links = await db
    .select({ ...getTableColumns(shareLinks), viewCount: viewCountColumn })
    .from(shareLinks)
    .where(eq(shareLinks.documentId, documentId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return links.map((link) => toShareLinkDto(link, { publicUrl, now }));
}
