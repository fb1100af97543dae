import { Fragment, useId } from 'react';
import type { ReactNode } from 'react';
import {
  groupIntoThreads,
  linkName,
  STAFF_ONLY_THREAD_NAME,
  type CommentThread,
} from '../../../domain/collaboration/comment-threads.ts';
import type { CommentDto, LinkSummaryDto } from '../../../domain/collaboration/dtos.ts';
import { formatDate } from '../../lib/format.ts';

export interface CommentThreadsProps {
  comments: CommentDto[];
  /** One comment as an <li>. */
  renderComment: (comment: CommentDto) => ReactNode;
  /** The reply form of a link's conversation; offered while the link still works. */
  renderReply: (link: LinkSummaryDto, name: string) => ReactNode;
}

/** Who reads a conversation, in a sentence under its heading. */
function audienceOf(link: LinkSummaryDto | null): string {
  if (!link) return 'No outside party sees these comments.';
  const created = `Link created ${formatDate(link.createdAt)}.`;
  return link.status === 'active'
    ? `${created} Only this link's recipient and staff see this conversation.`
    : `${created} This link no longer works, so its recipient cannot read this conversation now.`;
}

/**
 * Staff's view of the comments (ADR 029): one conversation per link, named after it, with a
 * reply that goes to that link's recipient only; then the staff-only notes. Headings are h4:
 * the panel's "Comments" is an h3.
 */
export function CommentThreads({ comments, renderComment, renderReply }: CommentThreadsProps) {
  return (
    <div className="grid gap-6">
      {groupIntoThreads(comments).map((thread) => (
        <ThreadSection
          key={thread.link?.id ?? 'staff-only'}
          thread={thread}
          renderComment={renderComment}
          renderReply={renderReply}
        />
      ))}
    </div>
  );
}

function ThreadSection({
  thread,
  renderComment,
  renderReply,
}: Omit<CommentThreadsProps, 'comments'> & { thread: CommentThread }) {
  const headingId = useId();
  const { link } = thread;
  const name = link ? linkName(link) : STAFF_ONLY_THREAD_NAME;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0"
    >
      <div>
        <h4 id={headingId} className="font-semibold wrap-anywhere">
          {name}
        </h4>
        <p className="text-sm text-ink-muted">{audienceOf(link)}</p>
      </div>
      <ul className="grid gap-3">
        {thread.comments.map((comment) => (
          <Fragment key={comment.id}>{renderComment(comment)}</Fragment>
        ))}
      </ul>
      {link && link.status === 'active' ? renderReply(link, name) : null}
    </section>
  );
}
