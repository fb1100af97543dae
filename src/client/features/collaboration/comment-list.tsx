import { useQuery } from '@tanstack/react-query';
import type { CommentDto } from '../../../domain/sharing-schemas.ts';
import { formatDateTime } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import { commentsQuery, useSetCommentResolved } from './api.ts';

/** The conversation, oldest first. Text is rendered as text, never as HTML. */
export function CommentList({ documentId }: { documentId: string }) {
  const comments = useQuery(commentsQuery(documentId));
  const setResolved = useSetCommentResolved(documentId);

  function toggle(comment: CommentDto) {
    const isResolved = !comment.isResolved;
    setResolved.mutate(
      { id: comment.id, isResolved },
      {
        onSuccess: () =>
          toast({
            title: isResolved ? 'Comment resolved' : 'Comment reopened',
            description: `The comment from ${comment.authorName} is marked ${isResolved ? 'resolved' : 'open'}.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update comment',
            description: describeFailure(error),
          }),
      },
    );
  }

  return (
    <QueryState
      query={comments}
      what="The comments"
      loadingLabel="Loading comments..."
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-ink-muted">No comments yet.</p>}
    >
      {(data) => (
        <ul className="grid gap-3">
          {data.map((comment) => {
            const isUpdating = setResolved.isPending && setResolved.variables?.id === comment.id;
            return (
              <li key={comment.id} className="rounded-md border border-line p-3">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-semibold">{comment.authorName}</span>
                  {comment.authorEmail ? (
                    <span className="text-sm break-all text-ink-muted">{comment.authorEmail}</span>
                  ) : null}
                  <span className="text-sm text-ink-muted">
                    {formatDateTime(comment.createdAt)}
                  </span>
                  {comment.isResolved ? <Badge variant="muted">Resolved</Badge> : null}
                </div>
                <p className="mt-2 break-words whitespace-pre-wrap">{comment.content}</p>
                <Button
                  variant="secondary"
                  className="mt-2 min-h-8 px-3 py-1 text-sm"
                  aria-disabled={isUpdating}
                  onClick={() => (isUpdating ? undefined : toggle(comment))}
                >
                  {comment.isResolved ? 'Reopen' : 'Resolve'}
                  <span className="sr-only">
                    {' '}
                    comment from {comment.authorName}, {formatDateTime(comment.createdAt)}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
