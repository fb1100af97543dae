import { and, asc, eq } from 'drizzle-orm';
import type { CommentDto } from '../../../domain/collaboration/dtos.ts';
import type { Database } from '../../db/client.ts';
import { shareLinks } from '../sharing/public.ts';
import type { DocumentAccess } from './authorize-document-access.ts';
import { documentComments } from './collaboration.table.ts';
import { toCommentDto, toStaffCommentDto } from './collaboration-dto.ts';
import { commentIdsAwaitingReply } from './comments-awaiting-reply.ts';
import { requireDocument } from '../documents/require-document.ts';

const oldestFirst = [asc(documentComments.createdAt), asc(documentComments.id)];

/**
 * GET /api/documents/:id/comments, oldest first. A link holder reads their own link's
 * conversation: what was posted through it and staff's replies to it, never another party's
 * comments or names (ADR 029). Staff read every conversation, each with its link, and see which
 * comment a conversation waits on for their reply (comments-awaiting-reply.ts, ADR 053).
 */
export async function listComments(options: {
  db: Database;
  documentId: string;
  access: DocumentAccess;
  now: Date;
}): Promise<CommentDto[]> {
  const { db, documentId, access } = options;
  if (access.kind === 'link') {
    const rows = await db
      .select()
      .from(documentComments)
      .where(
        and(
          eq(documentComments.documentId, documentId),
          eq(documentComments.shareLinkId, access.link.id),
        ),
      )
      .orderBy(...oldestFirst);
    return rows.map((row) => toCommentDto(row, 'link'));
  }
  await requireDocument(db, documentId);
  const rows = await db
    .select({ comment: documentComments, link: shareLinks })
    .from(documentComments)
    .leftJoin(shareLinks, eq(shareLinks.id, documentComments.shareLinkId))
    .where(eq(documentComments.documentId, documentId))
    .orderBy(...oldestFirst);
  const awaiting = await commentIdsAwaitingReply(db, documentId);
  return rows.map(({ comment, link }) => ({
    ...toStaffCommentDto(comment, link, options.now),
    awaitingReply: awaiting.has(comment.id),
  }));
}
