import { and, desc, eq, inArray } from 'drizzle-orm';
import { PARTNER_ACTIVITY_TYPES } from '../../../domain/sharing.ts';
import type { ActivityDto } from '../../../domain/sharing-schemas.ts';
import type { Database } from '../../db/client.ts';
import type { DocumentAccess } from './authorize-document-access.ts';
import { collaborationActivity } from './collaboration.table.ts';
import { toActivityDto } from './collaboration-dto.ts';
import { requireDocument } from './require-document.ts';

/**
 * GET /api/documents/:id/activity: newest first. IP addresses and emails never leave here. A link
 * holder sees only what partners did (views, comments, edits, downloads), never staff actions
 * such as a revoked link; the filter is in the query, so `limit` counts only what they may see.
 */
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
    .where(
      and(
        eq(collaborationActivity.documentId, documentId),
        access.kind === 'link'
          ? inArray(collaborationActivity.activityType, [...PARTNER_ACTIVITY_TYPES])
          : undefined,
      ),
    )
    .orderBy(desc(collaborationActivity.createdAt), desc(collaborationActivity.id))
    .limit(options.limit);
  return rows.map(toActivityDto);
}
