import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSaveSharedContent } from './api.ts';
import type { AuthorDraft } from './comment-form.tsx';
import { describeSaveFailure } from './refusals.ts';
import { useSharedViewCopy } from './shared-view-copy.tsx';
import { isUsableOptionalEmail, toAuthorFields } from './shared-view-labels.ts';

function EditSection({ children }: { children: ReactNode }) {
  const { EDITOR } = useSharedViewCopy().words;
  return (
    <Card>
      <section aria-labelledby="shared-edit-heading">
        <h2 id="shared-edit-heading" className="text-xl font-semibold text-ink">
          {EDITOR.title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** An edit link whose document went out for signature, was signed, or ran out. */
export function EditingClosed({ status }: { status: string }) {
  const { EDITOR } = useSharedViewCopy().words;
  return (
    <EditSection>
      <p className="mt-3 text-ink">{status === 'expired' ? EDITOR.expired : EDITOR.locked}</p>
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
  const copy = useSharedViewCopy();
  const { EDITOR, FORM_TOASTS } = copy.words;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!author.name.trim()) {
      toast({ title: FORM_TOASTS.required, description: FORM_TOASTS.nameBeforeSaving });
      document.getElementById(nameFieldId)?.focus();
      return;
    }
    if (!content.trim()) {
      toast({ title: FORM_TOASTS.required, description: FORM_TOASTS.textMissing });
      return;
    }
    if (content === savedContent) {
      toast(FORM_TOASTS.noChanges);
      return;
    }
    if (!isUsableOptionalEmail(author.email)) {
      toast({ variant: 'destructive', ...FORM_TOASTS.checkEmail });
      return;
    }
    save.mutate(
      { ...toAuthorFields(author), content },
      {
        onSuccess: (version) =>
          toast({
            title: FORM_TOASTS.saved.title,
            description: FORM_TOASTS.saved.description(version.number),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: FORM_TOASTS.notSaved.title,
            description: describeSaveFailure(error, copy),
          }),
      },
    );
  }

  return (
    <EditSection>
      <p className="mt-3 max-w-prose text-ink-muted">{EDITOR.intro}</p>
      <form noValidate onSubmit={handleSubmit} className="mt-4 grid gap-4">
        <Field label={EDITOR.label} hint={EDITOR.hint}>
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
            {save.isPending ? EDITOR.saving : EDITOR.save}
          </Button>
        </div>
      </form>
    </EditSection>
  );
}
