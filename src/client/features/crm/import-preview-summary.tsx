import type { CsvImportPreviewDto } from '../../../domain/crm/import-dtos.ts';

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/** What the check found, in words, read out once when it appears. */
export function ImportPreviewSummary({ preview }: { preview: CsvImportPreviewDto }) {
  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-line-strong bg-muted p-4 text-ink"
    >
      <p className="font-semibold">
        {rows(preview.totalRows)} in the file: {preview.validRows} without problems,{' '}
        {preview.errorRows} with problems, {preview.duplicateRows} with the email of an existing
        donor.
      </p>
      {preview.missingColumns.length > 0 ? (
        <p className="font-medium text-danger-ink">
          Missing columns: {preview.missingColumns.join(', ')}. Add them to the first line.
        </p>
      ) : null}
      {preview.unknownColumns.length > 0 ? (
        <p>
          Columns that are not donor fields and will be ignored: {preview.unknownColumns.join(', ')}
          .
        </p>
      ) : null}
      {preview.errorRows > 0 ? (
        <p className="font-medium text-danger-ink">
          Fix the rows with problems and check the file again: nothing is imported while any row has
          a problem.
        </p>
      ) : null}
    </div>
  );
}
