import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useAddComment } from './api.ts';

const BLANK_MESSAGE = 'Enter a comment';

/** One field, so its error sits beside it with no summary. Posted under the admin's own name. */
export function CommentForm({ documentId }: { documentId: string }) {
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
    addComment.mutate(text, {
      onSuccess: () => {
        setContent('');
        toast({ title: 'Comment Added', description: 'Your comment is at the end of the list.' });
      },
      onError: (failure) => {
        setError(readFieldErrors(failure).content);
        toast({
          variant: 'destructive',
          title: 'Failed to add comment',
          description: describeFailure(failure),
        });
      },
    });
  }

  return (
    <form noValidate className="grid gap-3" onSubmit={handleSubmit}>
      <Field id={id} label="Comment" hint="Posted under your name." error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            required
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={addComment.isPending}>
          {addComment.isPending ? 'Adding comment...' : 'Add comment'}
        </Button>
      </div>
    </form>
  );
}
