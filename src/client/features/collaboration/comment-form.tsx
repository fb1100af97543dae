import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useAddComment } from './api.ts';

const BLANK_MESSAGE = 'Enter a comment';

export interface CommentFormProps {
  documentId: string;
  /** The link whose conversation the comment joins; null for a staff-only note (ADR 029). */
  shareLinkId: string | null;
  label: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  rows?: number;
  /** Fields above the comment box (the choice of who reads a new comment). */
  children?: ReactNode;
}

/** One comment box, so its error sits beside it with no summary. Posted under the admin's name. */
export function CommentForm({
  documentId,
  shareLinkId,
  label,
  hint,
  submitLabel,
  pendingLabel,
  rows = 3,
  children,
}: CommentFormProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const addComment = useAddComment(documentId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(BLANK_MESSAGE);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    addComment.mutate(
      { content: text, shareLinkId },
      {
        onSuccess: () => {
          setContent('');
          toast({
            title: 'Comment Added',
            description: 'Your comment is at the end of its conversation.',
          });
        },
        onError: (failure) => {
          const fields = readFieldErrors(failure);
          setError(fields.content ?? fields.shareLinkId);
          toast({
            variant: 'destructive',
            title: 'Failed to add comment',
            description: describeFailure(failure),
          });
        },
      },
    );
  }

  return (
    <form noValidate className="grid gap-3" onSubmit={handleSubmit}>
      {children}
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={rows}
            required
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={addComment.isPending}>
          {addComment.isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
