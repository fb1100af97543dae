import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { readServerMessage } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSaveSharedContent } from './api.ts';
import type { AuthorDraft } from './comment-form.tsx';
import { isUsableOptionalEmail, toAuthorFields } from './shared-view-labels.ts';

function EditSection({ children }: { children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby="shared-edit-heading">
        <h2 id="shared-edit-heading" className="text-xl font-semibold text-ink">
          Edit the agreement
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** An edit link whose document went out for signature, was signed, or ran out. */
export function EditingClosed({ status }: { status: string }) {
  return (
    <EditSection>
      <p className="mt-3 text-ink">
        {status === 'expired'
          ? 'This agreement has expired, so its text can no longer change.'
          : 'This agreement is out for signature or signed, so its text can no longer change.'}
      </p>
    </EditSection>
  );
}

/**
 * "Edit also allows recipients to edit" (spec §6). The text keeps its [COMPANY] and [PARTNER]
 * placeholders; each save becomes a new version under the name typed in the comment form.
 */
export function AgreementEditor({
  token,
  documentId,
  savedContent,
  author,
  nameFieldId,
}: {
  token: string;
  documentId: string;
  savedContent: string;
  author: AuthorDraft;
  nameFieldId: string;
}) {
  const [content, setContent] = useState(savedContent);
  // When the view reloads with new saved text, the box starts from it. Reset during render, not
  // by remounting: a remount would drop the save's own callbacks (and its "Changes saved" toast).
  const [baseline, setBaseline] = useState(savedContent);
  if (baseline !== savedContent) {
    setBaseline(savedContent);
    setContent(savedContent);
  }
  const save = useSaveSharedContent(documentId, token);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!author.name.trim()) {
      toast({ title: 'Required fields', description: 'Please enter your name before saving' });
      document.getElementById(nameFieldId)?.focus();
      return;
    }
    if (!content.trim()) {
      toast({ title: 'Required fields', description: 'Please enter the agreement text' });
      return;
    }
    if (content === savedContent) {
      toast({ title: 'No changes', description: 'Change the text before saving.' });
      return;
    }
    if (!isUsableOptionalEmail(author.email)) {
      toast({
        variant: 'destructive',
        title: 'Check your email',
        description: 'Enter a valid email address, or leave the email empty.',
      });
      return;
    }
    save.mutate(
      { ...toAuthorFields(author), content },
      {
        onSuccess: (version) =>
          toast({ title: 'Changes saved', description: `Saved as version ${version.number}.` }),
        // 409 (now out for signature, or a save at the same moment) and 403 carry their reason.
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Changes not saved',
            description:
              readServerMessage(error) ?? 'Your changes could not be saved. Please try again.',
          }),
      },
    );
  }

  return (
    <EditSection>
      <p className="mt-3 max-w-prose text-ink-muted">
        This link lets you change the text of the agreement. Each save is kept as a new version
        under the name you give in the comment form below.
      </p>
      <form noValidate onSubmit={handleSubmit} className="mt-4 grid gap-4">
        <Field
          label="Agreement text"
          hint="Words in brackets, like [COMPANY], [PARTNER] and [EFFECTIVE_DATE], are filled in for readers; leave them as they are."
        >
          {(control) => (
            <Textarea
              {...control}
              name="content"
              rows={16}
              required
              value={content}
              onChange={(event) => setContent(event.target.value)}
              className="font-mono text-sm leading-relaxed"
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </EditSection>
  );
}
