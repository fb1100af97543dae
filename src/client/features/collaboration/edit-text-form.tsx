import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSaveContent } from './api.ts';

export interface EditTextFormProps {
  document: { id: string; content: string };
  onDone: () => void;
}

/** Why a save failed, in the server's words when it gave some (the 409s say what to do). */
function failureMessage(error: unknown): string {
  if (readErrorStatus(error) === null) {
    return 'The text could not be sent. Please check your connection and try again.';
  }
  return readServerMessage(error) ?? 'The text could not be saved. Please try again.';
}

/** Mounted on open, so it always starts from the saved text (placeholders as written). */
export function EditTextForm({ document, onDone }: EditTextFormProps) {
  const id = useId();
  const [content, setContent] = useState(document.content);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const save = useSaveContent(document.id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const fail = (message: string) => {
      setError(message);
      window.document.getElementById(id)?.focus();
    };
    if (!content.trim()) return fail('Enter the agreement text');
    if (content === document.content)
      return fail('Change the text before saving, or choose Cancel.');
    setError(undefined);
    save.mutate(content, {
      onSuccess: (version) => {
        toast({ title: 'Text saved', description: `Saved as version ${version.number}.` });
        onDone();
      },
      onError: (failure) => {
        const fieldMessage = readFieldErrors(failure).content;
        if (fieldMessage) fail(fieldMessage);
        else setFormError(failureMessage(failure));
      },
    });
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <div role="alert" className="empty:hidden">
        {formError ? (
          <p className="rounded-md border-2 border-danger bg-danger-soft p-3 text-danger-ink">
            {formError}
          </p>
        ) : null}
      </div>
      <Field
        id={id}
        label="Agreement text"
        hint="Placeholders such as [COMPANY] and [PARTNER] stay as written; they are filled in wherever the NDA is shown or downloaded."
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={16}
            required
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save new version'}
        </Button>
      </div>
    </form>
  );
}
