import { useRef } from 'react';
import type { FormEvent } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../domain/documents/documents.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field } from '../../ui/form-field.tsx';
import { FileInput } from '../../ui/file-input.tsx';
import { ReadyFieldset } from '../../ui/ready-fieldset.tsx';
import { useVerifyAgreement } from './api.ts';
import { describeCheckFailure } from './check-failure.ts';
import { VerificationResult } from './verification-result.tsx';
import type { VerifyCopy, VerifyWords } from './verify-copy.ts';

const FIELDS = ['file'] as const;

function checkFile(file: File | null, problems: VerifyWords['FILE_PROBLEMS']): string | undefined {
  if (!file) return problems.missing;
  if (!file.name.toLowerCase().endsWith('.pdf') && file.type !== 'application/pdf') {
    return problems.notPdf;
  }
  if (file.size > MAX_UPLOAD_BYTES) return problems.tooLarge;
  return undefined;
}

/** Choose a signed PDF, check it, read the answer; another file can be checked right after. */
export function VerifyAgreementForm({ copy }: { copy: VerifyCopy }) {
  const { VERIFY_FORM, FILE_PROBLEMS } = copy.words;
  const input = useRef<HTMLInputElement>(null);
  const verify = useVerifyAgreement();
  const { errors, fieldId, show, summary } = useFormErrors(FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the control, not from state: a file chosen before the scripts ran is there too.
    const file = input.current?.files?.[0] ?? null;
    const problem = checkFile(file, FILE_PROBLEMS);
    if (problem || !file) return show({ file: problem ?? '' });
    show({});
    verify.mutate(file, {
      onError: (error) => show({ file: describeCheckFailure(error, copy) }),
    });
  }

  return (
    <div className="grid gap-6">
      <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
        <ErrorSummary {...summary} title={VERIFY_FORM.errorSummaryTitle} />
        {/* Prerendered: until the scripts run, Check would send the form as a plain page load. */}
        <ReadyFieldset>
          <Field
            id={fieldId('file')}
            label={VERIFY_FORM.label}
            hint={VERIFY_FORM.hint}
            error={errors.file}
          >
            {(control) => (
              <FileInput
                {...control}
                ref={input}
                required
                accept=".pdf,application/pdf"
                onChange={() => verify.reset()}
              />
            )}
          </Field>
          <div>
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? VERIFY_FORM.checking : VERIFY_FORM.submit}
            </Button>
          </div>
        </ReadyFieldset>
      </form>
      {verify.isSuccess ? (
        <VerificationResult copy={copy} fileName={verify.variables.name} result={verify.data} />
      ) : null}
    </div>
  );
}
