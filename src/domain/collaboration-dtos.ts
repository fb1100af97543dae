import { z } from 'zod';
import { isoDateTime, uuid } from './dto-fields.ts';
import { DOCUMENT_VERSION_SOURCES } from './documents.ts';
import { ACTIVITY_TYPES } from './sharing.ts';

/**
 * The answers of the collaboration routes: comments, the activity feed and the versions of the
 * text. Admins and link holders read the same routes; only admins see email addresses.
 */

export const commentDto = z.object({
  id: uuid,
  documentId: uuid,
  authorName: z.string(),
  /** Only in answers to admins: recipients never see each other's addresses. */
  authorEmail: z.string().nullable().optional(),
  content: z.string(),
  isResolved: z.boolean(),
  createdAt: isoDateTime,
});
export type CommentDto = z.infer<typeof commentDto>;

/** The activity feed's shape (spec §3: userName, action, timestamp). */
export const activityDto = z.object({
  id: uuid,
  userName: z.string(),
  action: z.enum(ACTIVITY_TYPES),
  timestamp: isoDateTime,
  details: z.string().nullable(),
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
