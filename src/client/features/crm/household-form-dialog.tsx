import { useState } from 'react';
import type { FormEvent } from 'react';
import type { HouseholdDto } from '../../../domain/crm/credit-schemas.ts';
import { createHouseholdInput, updateHouseholdInput } from '../../../domain/crm/credit-schemas.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCreateHousehold, useUpdateHousehold } from './credit-api.ts';

const FIELDS = ['name', 'mailingName', 'address', 'city', 'state', 'zipCode'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const LABELS: Record<keyof Values, string> = {
  name: 'Household name (required)',
  mailingName: 'Mailing name',
  address: 'Mailing address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
};
const HINTS: Partial<Record<keyof Values, string>> = {
  mailingName: 'How letters are addressed, such as “Ana and Luis Ortiz”.',
};

export type HouseholdFormTarget =
  | { kind: 'create'; donorId: string; suggestedName: string }
  | { kind: 'edit'; household: HouseholdDto };

const startValues = (target: HouseholdFormTarget): Values =>
  target.kind === 'create'
    ? { name: target.suggestedName, mailingName: '', address: '', city: '', state: '', zipCode: '' }
    : {
        name: target.household.name,
        mailingName: target.household.mailingName ?? '',
        address: target.household.address ?? '',
        city: target.household.city ?? '',
        state: target.household.state ?? '',
        zipCode: target.household.zipCode ?? '',
      };

/** "Create a household" (this donor is its first member) or edit its mailing name and address. */
export function HouseholdFormDialog({ target }: { target: HouseholdFormTarget }) {
  const [isOpen, setIsOpen] = useState(false);
  const title = target.kind === 'create' ? 'Create a household' : 'Edit household';
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant={target.kind === 'create' ? 'primary' : 'secondary'}>{title}</Button>
      </DialogTrigger>
      <DialogContent
        title={title}
        description="People who share a mailing address and give together. Letters go to the mailing name."
      >
        <HouseholdForm target={target} onSaved={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function HouseholdForm({ target, onSaved }: { target: HouseholdFormTarget; onSaved: () => void }) {
  const [values, setValues] = useState(() => startValues(target));
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const create = useCreateHousehold();
  const update = useUpdateHousehold(target.kind === 'edit' ? target.household.id : '');
  const isPending = create.isPending || update.isPending;

  const handlers = {
    onSuccess: () => {
      toast({ title: target.kind === 'create' ? 'Household created' : 'Household saved' });
      onSaved();
    },
    onError: (error: unknown) => {
      if (!showServerErrors(error)) {
        setFormError(describeFailure(error));
        show({});
      }
    },
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (target.kind === 'create') {
      const input = validate(createHouseholdInput, { ...values, donorId: target.donorId });
      if (input) create.mutate(input, handlers);
    } else {
      const input = validate(updateHouseholdInput, values);
      if (input) update.mutate(input, handlers);
    }
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={formError ? [{ message: formError }, ...summary.errors] : summary.errors}
        focusKey={summary.focusKey}
      />
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={fieldId(field)}
          label={LABELS[field]}
          hint={HINTS[field]}
          value={values[field]}
          error={errors[field]}
          onChange={(event) =>
            setValues((current) => ({ ...current, [field]: event.target.value }))
          }
        />
      ))}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isPending}>
          {isPending
            ? 'Saving...'
            : target.kind === 'create'
              ? 'Create household'
              : 'Save household'}
        </Button>
      </div>
    </form>
  );
}
