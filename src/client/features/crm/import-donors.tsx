import { useId, useState } from 'react';
import {
  IMPORT_DUPLICATE_ACTIONS,
  type ImportDuplicateAction,
} from '../../../domain/crm/schemas.ts';
import { donorImportPreviewInput } from '../../../domain/crm/donor-schemas.ts';
import type { CsvImportPreviewDto } from '../../../domain/crm/import-dtos.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useImportDonors, usePreviewImport } from './import-api.ts';
import { ImportPreviewSummary } from './import-preview-summary.tsx';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { ImportSource } from './import-source.tsx';

const FIELDS = ['csv'] as const;

const DUPLICATE_LABELS: Record<ImportDuplicateAction, string> = {
  skip: 'Skip them: keep the existing donors as they are',
  update: 'Update the existing donors with the values in the file',
};

/**
 * Import donors: check the file first, see each row's problems and duplicates
 * (matched by email), choose what happens to duplicates, then import all rows in one go.
 */
/** "Unable to connect to server" (a toast title elsewhere) needs its full stop here. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function ImportDonors() {
  const [csv, setCsv] = useState('');
  const [onDuplicate, setOnDuplicate] = useState<ImportDuplicateAction>('skip');
  const [preview, setPreview] = useState<CsvImportPreviewDto | null>(null);
  const { errors, fieldId, validate, show, summary } = useFormErrors(FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const check = usePreviewImport();
  const importDonors = useImportDonors();
  const duplicatesId = useId();

  function handleCsvChange(text: string) {
    setCsv(text);
    // A changed file needs a fresh check: the old preview no longer describes it.
    setPreview(null);
    importDonors.reset();
  }

  function handleCheck() {
    setFormError(null);
    const input = validate(donorImportPreviewInput, { csv });
    if (!input) return;
    check.mutate(input.csv, {
      onSuccess: setPreview,
      onError: (error) => {
        const fields = readFieldErrors(error);
        if (!fields.csv) setFormError(describeFailure(error));
        show(fields);
      },
    });
  }

  function handleImport() {
    importDonors.mutate(
      { csv, onDuplicate },
      {
        onSuccess: (result) =>
          toast({
            title: 'Donors imported',
            description: `${result.created} added, ${result.updated} updated, ${result.skipped} skipped.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to import donors',
            description: `${asSentence(describeFailure(error))} Nothing was imported.`,
          }),
      },
    );
  }

  const canImport = preview !== null && preview.errorRows === 0 && preview.totalRows > 0;
  const result = importDonors.data;

  return (
    <section
      aria-labelledby="import-title"
      className="rounded-lg border border-line bg-surface p-5"
    >
      <h2 id="import-title" className="text-xl font-semibold text-ink">
        Import donors
      </h2>
      <p className="mt-1 max-w-prose text-ink-muted">
        Check the file first: nothing is saved until you press Import, and then every row is saved
        or, if any row has a problem, none is.
      </p>
      <div className="mt-4 grid gap-5">
        <ErrorSummary
          errors={formError ? [{ message: formError }, ...summary.errors] : summary.errors}
          focusKey={summary.focusKey}
        />
        <ImportSource
          csv={csv}
          error={errors.csv}
          textId={fieldId('csv')}
          onChange={handleCsvChange}
        />
        <div>
          <Button variant="secondary" disabled={check.isPending} onClick={handleCheck}>
            {check.isPending ? 'Checking...' : 'Check the file'}
          </Button>
        </div>
        {preview ? (
          <>
            <ImportPreviewSummary preview={preview} />
            <ImportPreviewTable preview={preview} />
            {preview.duplicateRows > 0 ? (
              <fieldset aria-describedby={duplicatesId}>
                <legend className="font-semibold text-ink">Donors already in the CRM</legend>
                <p id={duplicatesId} className="text-sm text-ink-muted">
                  {preview.duplicateRows} {preview.duplicateRows === 1 ? 'row has' : 'rows have'}{' '}
                  the email address of an existing donor.
                </p>
                <div className="mt-2 grid gap-2">
                  {IMPORT_DUPLICATE_ACTIONS.map((action) => (
                    <label key={action} className="flex min-h-6 items-center gap-3 text-ink">
                      <input
                        type="radio"
                        name="on-duplicate"
                        value={action}
                        checked={onDuplicate === action}
                        onChange={() => setOnDuplicate(action)}
                        className="size-6 accent-brand"
                      />
                      {DUPLICATE_LABELS[action]}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <div>
              <Button disabled={!canImport || importDonors.isPending} onClick={handleImport}>
                {importDonors.isPending ? 'Importing...' : `Import ${preview.totalRows} rows`}
              </Button>
            </div>
          </>
        ) : null}
        <div role="status" className="empty:hidden">
          {result ? (
            <p className="rounded-md border-2 border-green-700 bg-green-100 p-3 font-medium text-green-900">
              Import finished: {result.created} added, {result.updated} updated, {result.skipped}{' '}
              skipped.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
