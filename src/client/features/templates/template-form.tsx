import { useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { templateInput } from '../../../domain/templates/templates.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { PlaceholderHelp } from './placeholder-help.tsx';

const TEMPLATE_FIELDS = ['name', 'content'] as const;

export type TemplateFormValues = { name: string; content: string; isDefault: boolean };
export type ValidTemplate = z.output<typeof templateInput>;

export const EMPTY_TEMPLATE_VALUES: TemplateFormValues = {
  name: '',
  content: '',
  isDefault: false,
};

export interface TemplateFormProps {
  initialValues: TemplateFormValues;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Called with valid data; call `showServerErrors` with a failed request's error. */
  onSubmit: (template: ValidTemplate, showServerErrors: (error: unknown) => boolean) => void;
}

/** Create Template and Edit share this form (admin spec §5 "Template form"). */
export function TemplateForm({
  initialValues,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
}: TemplateFormProps) {
  const [values, setValues] = useState(initialValues);
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(TEMPLATE_FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const template = validate(templateInput, values);
    if (template) onSubmit(template, showServerErrors);
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      <FormField
        id={fieldId('name')}
        label="Template name"
        name="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
      />
      <Field
        id={fieldId('content')}
        label="Template text"
        hint="The agreement as it should read. Use the placeholders below where names and dates go."
        error={errors.content}
      >
        {(control) => (
          <Textarea
            {...control}
            name="content"
            required
            rows={14}
            className="font-mono text-sm leading-relaxed"
            value={values.content}
            onChange={(event) =>
              setValues((current) => ({ ...current, content: event.target.value }))
            }
          />
        )}
      </Field>
      <PlaceholderHelp placement="dialog" />
      <Checkbox
        name="isDefault"
        label="Use as the default template"
        hint="The default template is chosen first when you create an NDA. Only one template can be the default."
        checked={values.isDefault}
        onChange={(event) =>
          setValues((current) => ({ ...current, isDefault: event.target.checked }))
        }
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
