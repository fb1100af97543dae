import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMENTING_ACCESS_LEVELS, type AccessLevel } from '../../../domain/sharing/sharing.ts';
import {
  COMMENTS_NOT_ALLOWED_MESSAGE,
  type createCommentInput,
} from '../../../domain/sharing/schemas.ts';
import type { CommentDto } from '../../../domain/collaboration/dtos.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { fieldError } from '../../http/app-error.ts';
import type { DocumentAccess } from './authorize-document-access.ts';
import { documentComments } from './collaboration.table.ts';
import { findLink, findReplyThread } from './comment-thread.ts';
import { toCommentDto, toStaffCommentDto } from './collaboration-dto.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { SHARE_LINK_WRITES } from '../rate-limits/public-rate-limits.ts';
import { recordActivity, type VisitorInfo } from './record-activity.ts';
import { requireDocument } from '../documents/require-document.ts';

export const NAME_REQUIRED_MESSAGE = 'Enter your name';

const canComment = (level: AccessLevel) =>
  (COMMENTING_ACCESS_LEVELS as readonly AccessLevel[]).includes(level);

/**
 * Who a new comment is from: an admin under their own name, or the name the link holder typed,
 * with the address their pass proved (ADR 049) over any they typed.
 */
function commentAuthor(access: DocumentAccess, input: z.output<typeof createCommentInput>) {
  if (access.kind === 'admin') return { name: access.user.name, email: access.user.email };
  if (!canComment(access.link.accessLevel)) throw new AppError(403, COMMENTS_NOT_ALLOWED_MESSAGE);
  if (!input.authorName) throw fieldError('authorName', NAME_REQUIRED_MESSAGE);
  return { name: input.authorName, email: access.visitor.email ?? input.authorEmail };
}

/**
 * POST /api/documents/:id/comments. Link holders need a comment or edit link and a name; their
 * email is optional and only admins ever see it. A link holder's comment joins their link's
 * conversation; a staff comment joins the one it replies to, or is a staff-only note (ADR 029).
 * Each comment is also an activity entry of that same link, so it shows in that link's feed only.
 */
export async function addComment(options: {
  db: Database;
  documentId: string;
  access: DocumentAccess;
  input: z.output<typeof createCommentInput>;
  now: Date;
  visitor: VisitorInfo;
}): Promise<CommentDto> {
  const { db, documentId, access, now, visitor } = options;
  const author = commentAuthor(access, options.input);
  if (access.kind === 'link') {
    await limitPublicRequest(SHARE_LINK_WRITES, {
      db,
      key: `${access.link.id}:${visitor.ipAddress}`,
      now,
    });
  }
  return db.transaction(async (tx) => {
    if (access.kind === 'admin') await requireDocument(tx, documentId);
    const thread =
      access.kind === 'link'
        ? access.link
        : await findReplyThread({
            db: tx,
            documentId,
            shareLinkId: options.input.shareLinkId,
            now,
          });
    const [comment] = await tx
      .insert(documentComments)
      .values({
        documentId,
        shareToken: access.kind === 'link' ? access.link.shareToken : null,
        shareLinkId: thread?.id ?? null,
        authorName: author.name,
        authorEmail: author.email,
        content: options.input.content,
        createdAt: now,
      })
      .returning();
    await recordActivity({
      db: tx,
      documentId,
      type: 'commented',
      actor: author,
      shareToken: thread?.shareToken ?? null,
      visitor:
        access.kind === 'link'
          ? { ...visitor, email: access.visitor.email, passId: access.visitor.pass?.id ?? null }
          : undefined,
      now,
    });
    return access.kind === 'link'
      ? toCommentDto(comment!, 'link')
      : toStaffCommentDto(comment!, thread, now);
  });
}

/** PATCH /api/comments/:id (admins): resolve a comment or reopen it. */
export async function setCommentResolved(options: {
  db: Database;
  id: string;
  isResolved: boolean;
  now: Date;
}): Promise<CommentDto> {
  const [comment] = await options.db
    .update(documentComments)
    .set({ isResolved: options.isResolved })
    .where(eq(documentComments.id, options.id))
    .returning();
  if (!comment) throw notFound('Comment');
  const link = await findLink(options.db, comment.shareLinkId);
  return toStaffCommentDto(comment, link, options.now);
}
