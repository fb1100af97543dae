import { useState } from 'react';
import type { FormEvent } from 'react';
import { createInteractionInput } from '../../../domain/crm/donor-schemas.ts';
import { INTERACTION_TYPES } from '../../../domain/crm/donors.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/use-toast.ts';
import { INTERACTION_TYPE_LABELS } from './crm-labels.ts';
import { useCreateInteraction } from './gift-api.ts';

const FIELDS = [
  'type',
  'interactionDate',
  'subject',
  'contactedBy',
  'description',
  'outcome',
  'followUpDate',
  'attachments',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const emptyValues = (): Values => ({
  type: 'call',
  interactionDate: todayIsoDate(new Date()),
  subject: '',
  contactedBy: '',
  description: '',
  outcome: '',
  followUpDate: '',
  attachments: '',
});

/** Record a call, meeting, letter... The follow-up date also becomes the donor's next follow-up. */
export function AddInteractionDialog({ donorId }: { donorId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Add interaction</Button>
      </DialogTrigger>
      <DialogContent
        title="Add interaction"
        description="A call, email, meeting or other contact with this donor. Only the kind of contact is required."
        className="max-w-2xl"
      >
        <InteractionForm donorId={donorId} onSaved={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function InteractionForm({ donorId, onSaved }: { donorId: string; onSaved: () => void }) {
  const [values, setValues] = useState(emptyValues);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const create = useCreateInteraction();
  const set = (field: keyof Values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validate(createInteractionInput, {
      ...values,
      donorId,
      attachments: values.attachments
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
    if (!input) return;
    create.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Interaction added', description: 'It is now in the timeline.' });
        onSaved();
      },
      onError: (error) => {
        if (!showServerErrors(error)) {
          setFormError(describeFailure(error));
          show({});
        }
        toast({
          variant: 'destructive',
          title: 'Failed to add interaction',
          description: describeFailure(error),
        });
      },
    });
  }

  const text = (field: keyof Values, label: string, type = 'text', hint?: string) => (
    <FormField
      id={fieldId(field)}
      label={label}
      type={type}
      hint={hint}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const area = (field: keyof Values, label: string, hint?: string) => (
    <Field id={fieldId(field)} label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={formError ? [{ message: formError }, ...summary.errors] : summary.errors}
        focusKey={summary.focusKey}
      />
      <Field id={fieldId('type')} label="Kind of contact (required)" error={errors.type}>
        {(control) => (
          <Select {...control} value={values.type} onChange={(e) => set('type', e.target.value)}>
            {INTERACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {INTERACTION_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {text('interactionDate', 'Date', 'date')}
      {text('subject', 'Subject')}
      {text('contactedBy', 'Contacted by', 'text', 'The staff member who made the contact.')}
      {area('description', 'What was said')}
      {area('outcome', 'Outcome')}
      {text(
        'followUpDate',
        'Follow up on',
        'date',
        "Also becomes the donor's next follow-up date.",
      )}
      {area('attachments', 'Attachments', 'File names or links, one per line.')}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Save interaction'}
        </Button>
      </div>
    </form>
  );
}
