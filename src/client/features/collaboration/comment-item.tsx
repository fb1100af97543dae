import type { CommentDto } from '../../../domain/collaboration/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';

export interface CommentItemProps {
  comment: CommentDto;
  isUpdating: boolean;
  onToggleResolved: (comment: CommentDto) => void;
}

/** One comment with Resolve / Reopen. Text is rendered as text, never as HTML. */
export function CommentItem({ comment, isUpdating, onToggleResolved }: CommentItemProps) {
  return (
    <li className="rounded-md border border-line p-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{comment.authorName}</span>
        {comment.authorEmail ? (
          <span className="text-sm text-ink-muted">
            <BreakableAddress value={comment.authorEmail} />
          </span>
        ) : null}
        <span className="text-sm text-ink-muted">{formatDateTime(comment.createdAt)}</span>
        {comment.isFromStaff && comment.link ? <Badge variant="muted">Staff reply</Badge> : null}
        {comment.isResolved ? <Badge variant="muted">Resolved</Badge> : null}
      </div>
      <p className="mt-2 wrap-anywhere whitespace-pre-wrap">{comment.content}</p>
      <Button
        variant="secondary"
        className="mt-2 min-h-8 px-3 py-1 text-sm"
        aria-disabled={isUpdating}
        onClick={() => (isUpdating ? undefined : onToggleResolved(comment))}
      >
        {comment.isResolved ? 'Reopen' : 'Resolve'}
        <span className="sr-only">
          {' '}
          comment from {comment.authorName}, {formatDateTime(comment.createdAt)}
        </span>
      </Button>
    </li>
  );
}
