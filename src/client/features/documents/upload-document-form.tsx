import { useId, useState } from 'react';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../../domain/documents/documents.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { FileInput } from '../../ui/file-input.tsx';
import { usePartners, useUploadDocument } from './api.ts';
import { PartnerSelect } from './nda-fields.tsx';

type UploadField = 'partnerId' | 'title' | 'file';
type UploadErrors = Partial<Record<UploadField, string>>;
const FIELD_ORDER: UploadField[] = ['partnerId', 'title', 'file'];

function checkFile(file: File | null): string | undefined {
  if (!file) return 'Choose a file to upload';
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return 'Choose a Word (.docx), text (.txt) or Markdown (.md) file';
  }
  if (file.size > MAX_UPLOAD_BYTES) return 'The file is larger than 10 MB. Choose a smaller file';
  return undefined;
}

/** The server's reason: its field errors where it names a field, else on the file. */
function serverErrors(error: unknown): UploadErrors {
  if (readErrorStatus(error) === null) {
    return { file: 'The file could not be sent. Please check your connection and try again.' };
  }
  const fields = readFieldErrors(error);
  const result: UploadErrors = {};
  for (const field of FIELD_ORDER) if (fields[field]) result[field] = fields[field];
  if (Object.keys(result).length === 0) {
    result.file = readServerMessage(error) ?? 'The file could not be uploaded. Please try again.';
  }
  return result;
}

export interface UploadDocumentFormProps {
  onUploaded: (document: DocumentDto) => void;
  onCancel: () => void;
}

export function UploadDocumentForm({ onUploaded, onCancel }: UploadDocumentFormProps) {
  const partners = usePartners();
  const upload = useUploadDocument();
  const [partnerId, setPartnerId] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const [attempt, setAttempt] = useState(0);
  const idPrefix = useId();
  const fieldId = (field: UploadField) => `${idPrefix}-${field}`;

  function showErrors(next: UploadErrors) {
    setErrors(next);
    setAttempt((count) => count + 1);
  }

  function submit() {
    const next: UploadErrors = {};
    if (!partnerId) next.partnerId = 'Choose the partner this agreement is with';
    const fileError = checkFile(file);
    if (fileError) next.file = fileError;
    if (!file || Object.keys(next).length > 0) return showErrors(next);
    setErrors({});
    upload.mutate(
      { file, partnerId, title: title.trim() || undefined },
      { onSuccess: onUploaded, onError: (error) => showErrors(serverErrors(error)) },
    );
  }

  const summary = FIELD_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

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
      <PartnerSelect
        id={fieldId('partnerId')}
        label="Partner"
        error={errors.partnerId}
        value={partnerId}
        onChange={setPartnerId}
        partners={partners.data}
        isLoading={partners.isPending}
      />
      <FormField
        id={fieldId('title')}
        label="Title (optional)"
        hint="Leave empty to use the file name."
        autoComplete="off"
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Field
        id={fieldId('file')}
        label="File"
        hint="A Word (.docx), text (.txt) or Markdown (.md) file, up to 10 MB."
        error={errors.file}
      >
        {(control) => (
          <FileInput
            {...control}
            required
            accept={UPLOAD_EXTENSIONS.join(',')}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
