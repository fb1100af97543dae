import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMENTING_ACCESS_LEVELS, type AccessLevel } from '../../../domain/sharing.ts';
import {
  COMMENTS_NOT_ALLOWED_MESSAGE,
  type CommentDto,
  type createCommentInput,
} from '../../../domain/sharing-schemas.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { fieldError } from '../../http/app-error.ts';
import type { DocumentAccess } from './authorize-document-access.ts';
import { documentComments } from './collaboration.table.ts';
import { toCommentDto } from './collaboration-dto.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { SHARE_LINK_WRITES } from '../rate-limits/public-rate-limits.ts';
import { recordActivity, type VisitorInfo } from './record-activity.ts';
import { requireDocument } from './require-document.ts';

export const NAME_REQUIRED_MESSAGE = 'Enter your name';

const canComment = (level: AccessLevel) =>
  (COMMENTING_ACCESS_LEVELS as readonly AccessLevel[]).includes(level);

/** GET /api/documents/:id/comments: the conversation in the order it happened. */
export async function listComments(options: {
  db: Database;
  documentId: string;
  access: DocumentAccess;
}): Promise<CommentDto[]> {
  const { db, documentId, access } = options;
  if (access.kind === 'admin') await requireDocument(db, documentId);
  const rows = await db
    .select()
    .from(documentComments)
    .where(eq(documentComments.documentId, documentId))
    .orderBy(asc(documentComments.createdAt), asc(documentComments.id));
  return rows.map((row) => toCommentDto(row, access.kind));
}

/** Who a new comment is from: an admin under their own name, or the name the link holder typed. */
function commentAuthor(access: DocumentAccess, input: z.output<typeof createCommentInput>) {
  if (access.kind === 'admin') return { name: access.user.name, email: access.user.email };
  if (!canComment(access.link.accessLevel)) throw new AppError(403, COMMENTS_NOT_ALLOWED_MESSAGE);
  if (!input.authorName) throw fieldError('authorName', NAME_REQUIRED_MESSAGE);
  return { name: input.authorName, email: input.authorEmail };
}

/**
 * POST /api/documents/:id/comments. Link holders need a comment or edit link and a name; their
 * email is optional and only admins ever see it. Each comment is also an activity entry.
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
  const shareToken = access.kind === 'link' ? access.link.shareToken : null;
  if (access.kind === 'link') {
    await limitPublicRequest(SHARE_LINK_WRITES, {
      db,
      key: `${access.link.id}:${visitor.ipAddress}`,
      now,
    });
  }
  return db.transaction(async (tx) => {
    if (access.kind === 'admin') await requireDocument(tx, documentId);
    const [comment] = await tx
      .insert(documentComments)
      .values({
        documentId,
        shareToken,
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
      shareToken,
      visitor: access.kind === 'link' ? visitor : undefined,
      now,
    });
    return toCommentDto(comment!, access.kind);
  });
}

/** PATCH /api/comments/:id (admins): resolve a comment or reopen it. */
export async function setCommentResolved(options: {
  db: Database;
  id: string;
  isResolved: boolean;
}): Promise<CommentDto> {
  const [comment] = await options.db
    .update(documentComments)
    .set({ isResolved: options.isResolved })
    .where(eq(documentComments.id, options.id))
    .returning();
  if (!comment) throw notFound('Comment');
  return toCommentDto(comment, 'admin');
}
