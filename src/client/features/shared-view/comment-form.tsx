import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { usePostComment } from './api.ts';
import { describeCommentFailure } from './refusals.ts';
import { useSharedViewCopy } from './shared-view-copy.tsx';
import { isUsableOptionalEmail, toAuthorFields } from './shared-view-labels.ts';

export interface AuthorDraft {
  name: string;
  email: string;
}

/**
 * Spec §2, §4, §5 and §8: name, optional email and a 3-row comment. Checked here before sending
 * (noValidate: the spec's toast replaces the browser's bubbles); after a post only the comment
 * clears, so the name and email are ready for the next one.
 */
export function CommentForm({
  token,
  documentId,
  author,
  onAuthorChange,
  nameFieldId,
}: {
  token: string;
  documentId: string;
  author: AuthorDraft;
  onAuthorChange: (author: AuthorDraft) => void;
  nameFieldId: string;
}) {
  const [content, setContent] = useState('');
  const copy = useSharedViewCopy();
  const { FORM_TOASTS, COMMENT_FORM } = copy.words;
  const postComment = usePostComment(documentId, token);
  const emailRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!author.name.trim() || !content.trim()) {
      toast({ title: FORM_TOASTS.required, description: FORM_TOASTS.nameAndComment });
      if (!author.name.trim()) document.getElementById(nameFieldId)?.focus();
      else contentRef.current?.focus();
      return;
    }
    if (!isUsableOptionalEmail(author.email)) {
      toast({ variant: 'destructive', ...FORM_TOASTS.checkEmail });
      emailRef.current?.focus();
      return;
    }
    postComment.mutate(
      { ...toAuthorFields(author), content: content.trim() },
      {
        onSuccess: () => {
          setContent('');
          toast(FORM_TOASTS.commentAdded);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: FORM_TOASTS.commentFailed.title,
            description: describeCommentFailure(error, copy),
          }),
      },
    );
  }

  const isPosting = postComment.isPending;

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 grid gap-4 border-t border-line pt-6">
      <h3 className="text-lg font-semibold text-ink">{COMMENT_FORM.title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={nameFieldId}
          label={COMMENT_FORM.name}
          name="authorName"
          autoComplete="name"
          maxLength={100}
          required
          value={author.name}
          onChange={(event) => onAuthorChange({ ...author, name: event.target.value })}
        />
        <FormField
          ref={emailRef}
          label={COMMENT_FORM.email}
          name="authorEmail"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={author.email}
          onChange={(event) => onAuthorChange({ ...author, email: event.target.value })}
        />
      </div>
      <Field label={COMMENT_FORM.comment}>
        {(control) => (
          <Textarea
            {...control}
            ref={contentRef}
            name="content"
            rows={3}
            maxLength={5000}
            required
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isPosting}>
          {isPosting ? COMMENT_FORM.posting : COMMENT_FORM.post}
        </Button>
      </div>
    </form>
  );
}
