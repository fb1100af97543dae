import { and, eq, gt, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDateTime } from '../../../domain/common/date-format.ts';
import { todayItemKey, type TodayItemDto } from '../../../domain/today/today-items.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ndaDocuments } from '../documents/public.ts';
import { documentComments } from './collaboration.table.ts';

/** How much of the comment the Today page quotes. */
export const QUOTED_COMMENT_LENGTH = 140;

const laterComment = alias(documentComments, 'later_comment');

/**
 * A conversation waits for a staff reply (ADR 029, ADR 053) when its newest comment (by time,
 * then id, the order the panel lists them in) was posted through the outside party's link and
 * is not resolved. The condition picks that newest comment; staff-only notes have no
 * conversation and never match. The staff comment list and the Today page both use it.
 */
export function awaitingReplyWhere(db: Database | Transaction): SQL {
  return and(
    isNotNull(documentComments.shareLinkId),
    // Posted through the link, not a staff reply to it (toStaffCommentDto's isFromStaff).
    isNotNull(documentComments.shareToken),
    eq(documentComments.isResolved, false),
    notExists(
      db
        .select({ one: sql`1` })
        .from(laterComment)
        .where(
          and(
            eq(laterComment.shareLinkId, documentComments.shareLinkId),
            or(
              gt(laterComment.createdAt, documentComments.createdAt),
              and(
                eq(laterComment.createdAt, documentComments.createdAt),
                gt(laterComment.id, documentComments.id),
              ),
            ),
          ),
        ),
    ),
  )!;
}

/** The ids of one document's comments its conversations wait on, for the staff list. */
export async function commentIdsAwaitingReply(
  db: Database | Transaction,
  documentId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: documentComments.id })
    .from(documentComments)
    .where(and(eq(documentComments.documentId, documentId), awaitingReplyWhere(db)));
  return new Set(rows.map((row) => row.id));
}

const quoted = (content: string) => {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > QUOTED_COMMENT_LENGTH
    ? `"${text.slice(0, QUOTED_COMMENT_LENGTH - 1).trimEnd()}…"`
    : `"${text}"`;
};

/**
 * "Comments waiting for a reply" (ADR 053): one item per outside party's conversation whose
 * newest comment is theirs and open, oldest first. GET /api/comments/awaiting-reply answers it.
 */
export async function commentsAwaitingReply(options: {
  db: Database;
  now: Date;
}): Promise<TodayItemDto[]> {
  const { db } = options;
  const rows = await db
    .select({ comment: documentComments, documentTitle: ndaDocuments.title })
    .from(documentComments)
    .innerJoin(ndaDocuments, eq(ndaDocuments.id, documentComments.documentId))
    .where(awaitingReplyWhere(db))
    .orderBy(documentComments.createdAt, documentComments.id);
  return rows.map(({ comment, documentTitle }): TodayItemDto => {
    const shareLinkId = comment.shareLinkId!;
    return {
      key: todayItemKey('comment-awaiting-reply', shareLinkId, comment.id),
      kind: 'comment-awaiting-reply',
      targetId: comment.id,
      title: `${comment.authorName} — ${documentTitle}`,
      detail: `${quoted(comment.content)}, ${formatDateTime(comment.createdAt)}`,
      since: comment.createdAt.toISOString(),
      href: `/admin/documents/${comment.documentId}/comments`,
      reply: { documentId: comment.documentId, shareLinkId },
    };
  });
}
