import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { DOCUMENT_VERSION_SOURCES } from '../documents/documents.ts';
import {
  ACCESS_LEVELS,
  ACTIVITY_TYPES,
  ORGANIZATION_TYPES,
  SHARE_LINK_STATUSES,
} from '../sharing/sharing.ts';

/**
 * The answers of the collaboration routes: comments, the activity feed and the versions of the
 * text. Admins and link holders read the same routes; only admins see email addresses, and only
 * admins see which link a comment or an entry belongs to (a link holder sees their own only).
 */

/** The link a comment's conversation or a feed entry belongs to, as staff know it (ADR 029). */
export const linkSummaryDto = z.object({
  id: uuid,
  accessLevel: z.enum(ACCESS_LEVELS),
  organizationType: z.enum(ORGANIZATION_TYPES).nullable(),
  recipient: z.string().nullable(),
  status: z.enum(SHARE_LINK_STATUSES),
  createdAt: isoDateTime,
});
export type LinkSummaryDto = z.infer<typeof linkSummaryDto>;

export const commentDto = z.object({
  id: uuid,
  documentId: uuid,
  authorName: z.string(),
  /** Only in answers to admins: recipients never see each other's addresses. */
  authorEmail: z.string().nullable().optional(),
  content: z.string(),
  isResolved: z.boolean(),
  createdAt: isoDateTime,
  /**
   * Only in answers to admins: the link whose conversation this is (posted through it, or a staff
   * reply to it); null for a note no outside party sees.
   */
  link: linkSummaryDto.nullable().optional(),
  /** Only in answers to admins: written by staff, not by the link's recipient. */
  isFromStaff: z.boolean().optional(),
  /**
   * Only in the staff list: the newest comment of its conversation, from the outside party and
   * not resolved, so the conversation waits for a staff reply (ADR 053).
   */
  awaitingReply: z.boolean().optional(),
});
export type CommentDto = z.infer<typeof commentDto>;

/** The activity feed's shape (spec §3: userName, action, timestamp). */
export const activityDto = z.object({
  id: uuid,
  userName: z.string(),
  action: z.enum(ACTIVITY_TYPES),
  timestamp: isoDateTime,
  details: z.string().nullable(),
  /**
   * The address a protected link's visitor proved (ADR 049), for staff; always null in a link
   * holder's answer, which never shows addresses.
   */
  visitorEmail: z.string().nullable(),
  /** Only in answers to admins: the link the entry is about, if any. */
  link: linkSummaryDto.nullable().optional(),
});
export type ActivityDto = z.infer<typeof activityDto>;

export const documentVersionDto = z.object({
  id: uuid,
  /** 1, 2, 3... per document. */
  number: z.number().int(),
  authorName: z.string(),
  /** Only in answers to admins. */
  authorEmail: z.string().nullable().optional(),
  source: z.enum(DOCUMENT_VERSION_SOURCES),
  createdAt: isoDateTime,
  content: z.string(),
});
export type DocumentVersionDto = z.infer<typeof documentVersionDto>;
