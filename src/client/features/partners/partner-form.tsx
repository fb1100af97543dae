import { useState } from 'react';
import type { FormEvent } from 'react';
import { partnerInput } from '../../../domain/partners/partners.ts';
import type { z } from 'zod';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { PARTNER_FIELDS, PartnerFormFields } from './partner-form-fields.tsx';
import type { PartnerFormValues } from './partner-form-fields.tsx';

export type ValidPartner = z.output<typeof partnerInput>;

export interface PartnerFormProps {
  initialValues: PartnerFormValues;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Called with valid data; call `showServerErrors` with a failed request's error. */
  onSubmit: (partner: ValidPartner, showServerErrors: (error: unknown) => boolean) => void;
}

/**
 * The partner form inside a dialog: checked with the shared partnerInput schema before sending,
 * messages beside each field and in a summary that takes focus.
 */
export function PartnerForm({
  initialValues,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
}: PartnerFormProps) {
  const [values, setValues] = useState(initialValues);
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(PARTNER_FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const partner = validate(partnerInput, values);
    if (partner) onSubmit(partner, showServerErrors);
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      <PartnerFormFields
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
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
