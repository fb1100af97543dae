import { desc, eq } from 'drizzle-orm';
import type { ActivityDto } from '../../../domain/sharing-schemas.ts';
import type { Database } from '../../db/client.ts';
import type { DocumentAccess } from './authorize-document-access.ts';
import { collaborationActivity } from './collaboration.table.ts';
import { toActivityDto } from './collaboration-dto.ts';
import { requireDocument } from './require-document.ts';

/** GET /api/documents/:id/activity: newest first. IP addresses and emails never leave here. */
export async function listActivity(options: {
  db: Database;
  documentId: string;
  access: DocumentAccess;
  limit: number;
}): Promise<ActivityDto[]> {
  const { db, documentId, access } = options;
  if (access.kind === 'admin') await requireDocument(db, documentId);
  const rows = await db
    .select()
    .from(collaborationActivity)
    .where(eq(collaborationActivity.documentId, documentId))
    .orderBy(desc(collaborationActivity.createdAt), desc(collaborationActivity.id))
    .limit(options.limit);
  return rows.map(toActivityDto);
}
