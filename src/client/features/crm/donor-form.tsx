import { useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { DonorFormFields } from './donor-form-fields.tsx';
import { pickFields, type DonorField, type DonorFormValues } from './donor-values.ts';

export interface DonorFormProps<Schema extends z.ZodType> {
  fields: readonly DonorField[];
  schema: Schema;
  initialValues: DonorFormValues;
  submitLabel: string;
  isPending: boolean;
  /** Called with valid data; call `showFailure` with a failed request's error. */
  onSubmit: (input: z.output<Schema>, showFailure: (error: unknown) => void) => void;
}

/**
 * The donor form inside a dialog: checked with the shared schema before sending, messages beside
 * each field and in a summary that takes focus; the server's field messages land the same way.
 */
export function DonorForm<Schema extends z.ZodType>({
  fields,
  schema,
  initialValues,
  submitLabel,
  isPending,
  onSubmit,
}: DonorFormProps<Schema>) {
  const [values, setValues] = useState(initialValues);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, fieldId, validate, show, showServerErrors, summary } = useFormErrors(fields);

  /** Field messages go beside their fields; anything else (a 409, say) heads the summary. */
  function showFailure(error: unknown) {
    if (showServerErrors(error)) return;
    setFormError(describeFailure(error));
    show({});
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validate(schema, pickFields(values, fields));
    if (input) onSubmit(input, showFailure);
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary
        errors={formError ? [{ message: formError }, ...summary.errors] : summary.errors}
        focusKey={summary.focusKey}
      />
      <DonorFormFields
        fields={fields}
        values={values}
        errors={errors}
        fieldId={fieldId}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
