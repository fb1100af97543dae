import type {
  ActivityDto,
  CommentDto,
  DocumentVersionDto,
  LinkSummaryDto,
} from '../../../domain/collaboration/dtos.ts';
import { shareLinkStatus } from '../sharing/share-link-dto.ts';
import type { ShareLink } from '../sharing/public.ts';
import type {
  CollaborationActivity,
  DocumentComment,
  DocumentVersion,
} from './collaboration.table.ts';

/** Who is reading: admins see email addresses, link holders never see anyone's. */
export type Audience = 'admin' | 'link';

/** The feed names whoever acted; anonymous link holders are "Someone". */
export const ANONYMOUS_ACTOR_NAME = 'Someone';

/** How staff tell links apart (ADR 029); never in a link holder's answer. */
export const toLinkSummaryDto = (link: ShareLink, now: Date): LinkSummaryDto => ({
  id: link.id,
  accessLevel: link.accessLevel,
  organizationType: link.organizationType,
  recipient: link.recipient,
  status: shareLinkStatus(link, now),
  createdAt: link.createdAt.toISOString(),
});

/** A feed entry as a link holder reads it: never anyone's address. */
export const toActivityDto = (row: CollaborationActivity): ActivityDto => ({
  id: row.id,
  userName: row.actorName ?? ANONYMOUS_ACTOR_NAME,
  action: row.activityType,
  timestamp: row.createdAt.toISOString(),
  details: row.details,
  visitorEmail: null,
});

/** A feed entry for staff, with the link it is about and the address its visitor proved. */
export const toStaffActivityDto = (
  row: CollaborationActivity,
  link: ShareLink | null,
  now: Date,
): ActivityDto => ({
  ...toActivityDto(row),
  visitorEmail: row.visitorEmail,
  link: link ? toLinkSummaryDto(link, now) : null,
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

/**
 * A comment for staff: with its conversation's link (null: a staff-only note) and whether staff
 * wrote it. Staff comments are the ones not posted through a link.
 */
export const toStaffCommentDto = (
  row: DocumentComment,
  link: ShareLink | null,
  now: Date,
): CommentDto => ({
  ...toCommentDto(row, 'admin'),
  link: link ? toLinkSummaryDto(link, now) : null,
  isFromStaff: row.shareToken === null,
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
