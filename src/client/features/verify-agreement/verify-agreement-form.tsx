import { useState } from 'react';
import type { FormEvent } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../domain/documents/documents.ts';
import { readServerMessage } from '../../lib/api-error.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { FileInput } from '../../ui/file-input.tsx';
import { useVerifyAgreement } from './api.ts';
import { VerificationResult } from './verification-result.tsx';

const FIELDS = ['file'] as const;

function checkFile(file: File | null): string | undefined {
  if (!file) return 'Choose the signed agreement (a PDF file)';
  if (!file.name.toLowerCase().endsWith('.pdf') && file.type !== 'application/pdf') {
    return 'Choose a PDF file (.pdf), exactly as it was downloaded';
  }
  if (file.size > MAX_UPLOAD_BYTES) return 'The file is larger than 10 MB. Choose the signed PDF';
  return undefined;
}

/** Choose a signed PDF, check it, read the answer; another file can be checked right after. */
export function VerifyAgreementForm() {
  const [file, setFile] = useState<File | null>(null);
  const verify = useVerifyAgreement();
  const { errors, fieldId, show, summary } = useFormErrors(FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkFile(file);
    if (problem || !file) return show({ file: problem ?? '' });
    show({});
    verify.mutate(file, {
      onError: (error) => show({ file: readServerMessage(error) ?? describeFailure(error) }),
    });
  }

  return (
    <div className="grid gap-6">
      <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
        <ErrorSummary {...summary} />
        <Field
          id={fieldId('file')}
          label="Signed agreement (PDF)"
          hint="The PDF from the mail sent when the agreement was signed, up to 10 MB. It is checked and not kept."
          error={errors.file}
        >
          {(control) => (
            <FileInput
              {...control}
              required
              accept=".pdf,application/pdf"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                verify.reset();
              }}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? 'Checking...' : 'Check this PDF'}
          </Button>
        </div>
      </form>
      {verify.isSuccess && file ? (
        <VerificationResult fileName={file.name} result={verify.data} />
      ) : null}
    </div>
  );
}
