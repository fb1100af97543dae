import { Skeleton } from '../../ui/skeleton.tsx';
import { useSharedComments } from './api.ts';
import { ListState } from './list-state.tsx';
import { formatWhen, useSharedViewCopy } from './shared-view-copy.tsx';

const PLACEHOLDER = (
  <div className="grid gap-2">
    <Skeleton className="h-5 w-1/3" />
    <Skeleton className="h-5 w-2/3" />
  </div>
);

/** Author, time and text of each comment, oldest first, as text only. */
export function CommentList({ token, documentId }: { token: string; documentId: string }) {
  const comments = useSharedComments(documentId, token);
  const { locale, words } = useSharedViewCopy();

  return (
    <ListState
      query={comments}
      words={words.COMMENTS}
      skeleton={PLACEHOLDER}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <ul className="mt-4 grid gap-4">
          {data.map((comment) => (
            <li key={comment.id} className="rounded-md border border-line p-4">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-semibold wrap-anywhere text-ink">{comment.authorName}</span>
                <time dateTime={comment.createdAt} className="text-sm text-ink-muted">
                  {formatWhen(locale, comment.createdAt)}
                </time>
              </p>
              <p className="mt-2 wrap-anywhere whitespace-pre-wrap text-ink">{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
