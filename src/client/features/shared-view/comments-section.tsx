import { Card } from '../../ui/card.tsx';
import { CommentForm, type AuthorDraft } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import { useSharedViewCopy } from './shared-view-copy.tsx';

/** Spec §2: the comments, and the form only for comment and edit links. */
export function CommentsSection({
  token,
  documentId,
  canComment,
  author,
  onAuthorChange,
  nameFieldId,
}: {
  token: string;
  documentId: string;
  canComment: boolean;
  author: AuthorDraft;
  onAuthorChange: (author: AuthorDraft) => void;
  nameFieldId: string;
}) {
  const { COMMENTS } = useSharedViewCopy().words;
  return (
    <Card>
      <section aria-labelledby="shared-comments-heading">
        <h2 id="shared-comments-heading" className="text-xl font-semibold text-ink">
          {COMMENTS.title}
        </h2>
        {/* Each link has its own conversation (ADR 029). */}
        <p className="mt-1 text-ink-muted">{COMMENTS.privacy}</p>
        <CommentList token={token} documentId={documentId} />
        {canComment ? (
          <CommentForm
            token={token}
            documentId={documentId}
            author={author}
            onAuthorChange={onAuthorChange}
            nameFieldId={nameFieldId}
          />
        ) : (
          <p className="mt-6 text-ink-muted">{COMMENTS.notAllowed}</p>
        )}
      </section>
    </Card>
  );
}
