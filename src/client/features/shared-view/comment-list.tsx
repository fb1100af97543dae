import { formatDateTime } from '../../lib/format.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSharedComments } from './api.ts';

/** Author, time ("MMM d, yyyy at h:mm a") and text of each comment, oldest first, as text only. */
export function CommentList({ token, documentId }: { token: string; documentId: string }) {
  const comments = useSharedComments(documentId, token);

  if (comments.isPending) {
    return (
      <div className="mt-4 grid gap-2" aria-busy="true">
        <span className="sr-only">Loading comments...</span>
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }
  if (comments.isError) {
    return (
      <p role="alert" className="mt-4 text-danger">
        The comments could not be loaded. Please reload the page.
      </p>
    );
  }
  if (comments.data.length === 0) {
    return <p className="mt-4 text-ink-muted">No comments yet.</p>;
  }
  return (
    <ul className="mt-4 grid gap-4">
      {comments.data.map((comment) => (
        <li key={comment.id} className="rounded-md border border-line p-4">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold break-words text-ink">{comment.authorName}</span>
            <time dateTime={comment.createdAt} className="text-sm text-ink-muted">
              {formatDateTime(comment.createdAt)}
            </time>
          </p>
          <p className="mt-2 break-words whitespace-pre-wrap text-ink">{comment.content}</p>
        </li>
      ))}
    </ul>
  );
}
