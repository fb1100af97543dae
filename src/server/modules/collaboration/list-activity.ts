import { and, desc, eq, inArray } from 'drizzle-orm';
import { PARTNER_ACTIVITY_TYPES } from '../../../domain/sharing/sharing.ts';
import type { ActivityDto } from '../../../domain/collaboration/dtos.ts';
import type { Database } from '../../db/client.ts';
import { shareLinks } from '../sharing/public.ts';
import type { DocumentAccess } from './authorize-document-access.ts';
import { collaborationActivity } from './collaboration.table.ts';
import { toActivityDto, toStaffActivityDto } from './collaboration-dto.ts';
import { requireDocument } from '../documents/require-document.ts';

const newestFirst = [desc(collaborationActivity.createdAt), desc(collaborationActivity.id)];

/**
 * GET /api/documents/:id/activity: newest first. IP addresses and emails never leave here. A link
 * holder sees what was done through their own link (views, comments, edits, downloads) and staff's
 * replies to its conversation; never another link's entries, whose names are another party's
 * (ADR 029), nor staff actions such as a revoked link. The filter is in the query, so `limit`
 * counts only what they may see. Staff see every entry with the link it is about.
 */
export async function listActivity(options: {
  db: Database;
  documentId: string;
  access: DocumentAccess;
  limit: number;
  now: Date;
}): Promise<ActivityDto[]> {
  const { db, documentId, access, limit } = options;
  if (access.kind === 'link') {
    const rows = await db
      .select()
      .from(collaborationActivity)
      .where(
        and(
          eq(collaborationActivity.documentId, documentId),
          eq(collaborationActivity.shareToken, access.link.shareToken),
          inArray(collaborationActivity.activityType, [...PARTNER_ACTIVITY_TYPES]),
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map(toActivityDto);
  }
  await requireDocument(db, documentId);
  const rows = await db
    .select({ entry: collaborationActivity, link: shareLinks })
    .from(collaborationActivity)
    .leftJoin(shareLinks, eq(shareLinks.shareToken, collaborationActivity.shareToken))
    .where(eq(collaborationActivity.documentId, documentId))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(({ entry, link }) => toStaffActivityDto(entry, link, options.now));
}
