import { useId, useState } from 'react';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary, type FieldErrorItem } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useUpdateDocument } from './api.ts';
import {
  EDIT_FIELDS,
  editValuesOf,
  isEditField,
  toUpdateInput,
  validateEdit,
  withExpiration,
  type EditErrors,
  type EditField,
} from './edit-document-values.ts';
import { NdaContentField, NdaTermsFields } from './nda-fields.tsx';

export interface EditDocumentFormProps {
  document: DocumentDto;
  onDone: () => void;
}

/** Edit a draft (PATCH). A document that is no longer a draft answers 409, shown as said. */
export function EditDocumentForm({ document, onDone }: EditDocumentFormProps) {
  const update = useUpdateDocument(document.id);
  const [values, setValues] = useState(() => editValuesOf(document));
  const [errors, setErrors] = useState<EditErrors>({});
  const [formError, setFormError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const idPrefix = useId();
  const fieldId = (field: EditField) => `${idPrefix}-${field}`;
  const setValue = (field: EditField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function fail(fieldErrors: EditErrors, message?: string) {
    setErrors(fieldErrors);
    setFormError(message);
    setAttempt((count) => count + 1);
  }

  function submit() {
    const input = toUpdateInput(document, values);
    const clientErrors = validateEdit(input);
    if (Object.keys(clientErrors).length > 0) return fail(clientErrors);
    if (Object.keys(input).length === 0) return onDone();
    fail({}, undefined);
    update.mutate(withExpiration(input, values), {
      onSuccess: () => {
        toast({
          title: 'Changes saved',
          description: `"${values.title.trim()}" has been updated.`,
        });
        onDone();
      },
      onError: (error) => {
        const fieldErrors: EditErrors = {};
        for (const [field, message] of Object.entries(readFieldErrors(error))) {
          if (isEditField(field)) fieldErrors[field] = message;
        }
        const message =
          readErrorStatus(error) === null
            ? 'The changes could not be sent. Please check your connection and try again.'
            : (readServerMessage(error) ?? 'The changes could not be saved. Please try again.');
        fail(fieldErrors, Object.keys(fieldErrors).length > 0 ? undefined : message);
      },
    });
  }

  const summary: FieldErrorItem[] = [
    ...(formError ? [{ message: formError }] : []),
    ...EDIT_FIELDS.flatMap((field) =>
      errors[field] ? [{ fieldId: fieldId(field), message: errors[field] }] : [],
    ),
  ];

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ErrorSummary errors={summary} focusKey={attempt} />
      <FormField
        id={fieldId('title')}
        label="Title"
        required
        autoComplete="off"
        value={values.title}
        error={errors.title}
        onChange={(event) => setValue('title', event.target.value)}
      />
      <NdaTermsFields
        values={values}
        errors={errors}
        fieldId={fieldId}
        onChange={setValue}
        requireEffectiveDate
      />
      <NdaContentField
        id={fieldId('content')}
        error={errors.content}
        value={values.content}
        onChange={(content) => setValue('content', content)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
