import { useState, type FormEvent } from 'react';
import { askForPaperInput } from '../../../domain/family-papers/schemas.ts';
import {
  MAX_PAPER_REQUEST_NOTE_LENGTH,
  PAPER_KIND_LABELS,
  PAPER_KINDS,
} from '../../../domain/family-papers/papers.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useAskForPaper } from './papers-api.ts';

const FIELDS = ['kind', 'note'] as const;

/**
 * "Ask for a paper": the family is mailed, in their language, which paper is needed and a new
 * private link to send it from; their older links stop working.
 */
export function AskForPaperForm({ entryId }: { entryId: string }) {
  const [kind, setKind] = useState('');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const ask = useAskForPaper(entryId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validate(askForPaperInput, { kind, note });
    if (!input) return;
    ask.mutate(input, {
      onSuccess: (result) => {
        setKind('');
        setNote('');
        toast({
          title: 'Paper asked for',
          description:
            result.delivery === 'queued'
              ? `A mail with a new private link is on its way to ${result.to}.`
              : 'No mail server is set up: the mail waits in Settings › Outbox.',
        });
      },
      onError: (error) => {
        if (!showServerErrors(error)) {
          setFormError(describeFailure(error));
          show({});
        }
      },
    });
  }

  return (
    <form noValidate className="mt-6 grid gap-4 border-t border-line pt-6" onSubmit={handleSubmit}>
      <h3 className="text-lg font-semibold">Ask for a paper</h3>
      <p className="text-ink-muted">
        The family gets a mail in their language with a new private link. Their older links stop
        working.
      </p>
      <ErrorSummary
        errors={formError ? [...summary.errors, { message: formError }] : summary.errors}
        focusKey={summary.focusKey}
      />
      <Field id={fieldId('kind')} label="Paper" error={errors.kind}>
        {(control) => (
          <Select {...control} value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">Choose a paper</option>
            {PAPER_KINDS.map((value) => (
              <option key={value} value={value}>
                {PAPER_KIND_LABELS.en[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={fieldId('note')}
        label="Note to the family (optional)"
        hint={`Sent in the mail as written. At most ${MAX_PAPER_REQUEST_NOTE_LENGTH} characters.`}
        error={errors.note}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? 'Sending...' : 'Ask for the paper'}
        </Button>
      </div>
    </form>
  );
}
