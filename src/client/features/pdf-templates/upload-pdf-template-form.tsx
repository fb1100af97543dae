import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  MAX_TEMPLATE_PAGES,
  MAX_TEMPLATE_UPLOAD_BYTES,
  MAX_TEMPLATE_UPLOAD_MB,
  TEMPLATE_TOO_LARGE_MESSAGE,
} from '../../../domain/esign/pdf-templates.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FileInput } from '../../ui/file-input.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { useUploadTemplate } from './api.ts';

const CHOOSE_A_FILE_MESSAGE = 'Choose a PDF file to upload.';

interface UploadErrors {
  file?: string;
  name?: string;
}

/**
 * Where the server's answer goes: its field messages beside their fields; any other refusal
 * (not a PDF, too large, locked) is about the file, so it goes beside the file.
 */
function uploadErrors(error: unknown): UploadErrors {
  const fields = readFieldErrors(error);
  if (fields.file || fields.name) return { file: fields.file, name: fields.name };
  const message = readErrorStatus(error) === null ? null : readServerMessage(error);
  return { file: message ?? describeFailure(error) };
}

/** Uploads a partner's PDF; the server reads it in the untrusted-work pool, then the editor opens. */
export function UploadPdfTemplateForm() {
  const id = useId();
  const navigate = useNavigate();
  const upload = useUploadTemplate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<UploadErrors>({});

  /** Shows the messages and, once they are drawn, focuses the first field they name. */
  const fail = (found: UploadErrors) => {
    setErrors(found);
    const target = `${id}-${found.file ? 'file' : 'name'}`;
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return fail({ file: CHOOSE_A_FILE_MESSAGE });
    if (file.size > MAX_TEMPLATE_UPLOAD_BYTES) return fail({ file: TEMPLATE_TOO_LARGE_MESSAGE });
    setErrors({});
    const form = new FormData();
    if (name.trim()) form.append('name', name.trim());
    form.append('file', file);
    upload.mutate(form, {
      onSuccess: (template) => void navigate(`/admin/pdf-templates/${template.id}`),
      onError: (error) => fail(uploadErrors(error)),
    });
  };

  return (
    <Card className="p-4">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <h2 className="text-lg font-semibold">Upload a PDF</h2>
        <Field
          id={`${id}-file`}
          label="PDF file"
          hint={`At most ${MAX_TEMPLATE_UPLOAD_MB} MB and ${MAX_TEMPLATE_PAGES} pages, not locked with a password.`}
          error={errors.file}
        >
          {(control) => <FileInput {...control} ref={fileInput} accept="application/pdf,.pdf" />}
        </Field>
        <FormField
          id={`${id}-name`}
          label="Name"
          hint="Leave empty to use the file name."
          value={name}
          maxLength={200}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload PDF'}
        </Button>
      </form>
    </Card>
  );
}
