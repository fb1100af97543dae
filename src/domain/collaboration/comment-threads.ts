import type { CommentDto, LinkSummaryDto } from './dtos.ts';
import { ORGANIZATION_TYPE_LABELS, type AccessLevel } from '../sharing/sharing.ts';

/**
 * Each outside party has its own conversation: the comments posted through its link and staff's
 * replies to it (ADR 029). Staff see every conversation, each named after its link; a comment in
 * no link's conversation is a note for staff alone.
 */

/** How the admin screens name a link (the collaboration panel's "Revoke access" list). */
export const LINK_LEVEL_NAMES: Record<AccessLevel, string> = {
  view: 'View link',
  comment: 'Comment link',
  edit: 'Edit link',
};

/** "Comment link for Dr. Lee (Hospital)", "Edit link for kim@example.org", "View link". */
export function linkName(
  link: Pick<LinkSummaryDto, 'accessLevel' | 'organizationType' | 'recipient'>,
): string {
  const parts = [LINK_LEVEL_NAMES[link.accessLevel]];
  if (link.recipient) parts.push(`for ${link.recipient}`);
  if (link.organizationType) parts.push(`(${ORGANIZATION_TYPE_LABELS[link.organizationType]})`);
  return parts.join(' ');
}

/** The heading of the conversation no outside party sees. */
export const STAFF_ONLY_THREAD_NAME = 'Staff only';

export interface CommentThread {
  /** The link whose recipient takes part; null for staff-only notes. */
  link: LinkSummaryDto | null;
  comments: CommentDto[];
}

/**
 * The comments of an admin's answer (oldest first) as conversations: one per link, in the order
 * they started, then the staff-only notes. Each keeps its comments oldest first.
 */
export function groupIntoThreads(comments: readonly CommentDto[]): CommentThread[] {
  const byLink = new Map<string, CommentThread>();
  const staffOnly: CommentThread = { link: null, comments: [] };
  for (const comment of comments) {
    if (!comment.link) {
      staffOnly.comments.push(comment);
      continue;
    }
    const thread = byLink.get(comment.link.id) ?? { link: comment.link, comments: [] };
    thread.comments.push(comment);
    byLink.set(comment.link.id, thread);
  }
  const threads = [...byLink.values()];
  return staffOnly.comments.length > 0 ? [...threads, staffOnly] : threads;
}
