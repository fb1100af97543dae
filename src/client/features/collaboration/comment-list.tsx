import { useQuery } from '@tanstack/react-query';
import type { CommentDto } from '../../../domain/collaboration/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import { commentsQuery, useSetCommentResolved } from './api.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { CommentThreads } from './comment-threads.tsx';

/** Every conversation of the document, each oldest first, with a reply form per link (ADR 029). */
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
        <CommentThreads
          comments={data}
          renderComment={(comment) => (
            <CommentItem
              comment={comment}
              isUpdating={setResolved.isPending && setResolved.variables?.id === comment.id}
              onToggleResolved={toggle}
            />
          )}
          renderReply={(link, name) => (
            <CommentForm
              documentId={documentId}
              shareLinkId={link.id}
              label={`Reply to ${name}`}
              hint="Posted under your name. This link's recipient and staff see it."
              submitLabel="Send reply"
              pendingLabel="Sending reply..."
              rows={2}
            />
          )}
        />
      )}
    </QueryState>
  );
}
