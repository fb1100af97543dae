import type {
  ActivityDto,
  CommentDto,
  DocumentVersionDto,
} from '../../../domain/sharing-schemas.ts';
import type {
  CollaborationActivity,
  DocumentComment,
  DocumentVersion,
} from './collaboration.table.ts';

/** Who is reading: admins see email addresses, link holders never see anyone's. */
export type Audience = 'admin' | 'link';

/** The feed names whoever acted; anonymous link holders are "Someone". */
export const ANONYMOUS_ACTOR_NAME = 'Someone';

export const toActivityDto = (row: CollaborationActivity): ActivityDto => ({
  id: row.id,
  userName: row.actorName ?? ANONYMOUS_ACTOR_NAME,
  action: row.activityType,
  timestamp: row.createdAt.toISOString(),
  details: row.details,
});

export const toCommentDto = (row: DocumentComment, audience: Audience): CommentDto => ({
  id: row.id,
  documentId: row.documentId,
  authorName: row.authorName,
  ...(audience === 'admin' ? { authorEmail: row.authorEmail } : {}),
  content: row.content,
  isResolved: row.isResolved,
  createdAt: row.createdAt.toISOString(),
});

export const toDocumentVersionDto = (
  row: DocumentVersion,
  audience: Audience,
): DocumentVersionDto => ({
  id: row.id,
  number: row.number,
  authorName: row.authorName,
  ...(audience === 'admin' ? { authorEmail: row.authorEmail } : {}),
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  content: row.content,
});
