import type { CsvImportPreviewDto } from '../../../domain/crm-schemas.ts';
import { Badge } from '../../ui/badge.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { NoValue } from './no-value.tsx';

/** Each row of the file with its problems, or the existing donor it duplicates. */
export function ImportPreviewTable({ preview }: { preview: CsvImportPreviewDto }) {
  return (
    <Table caption="Rows in the file" hideCaption>
      <THead>
        <TRow>
          <TH>Line</TH>
          <TH>Name</TH>
          <TH>Email</TH>
          <TH>Check</TH>
        </TRow>
      </THead>
      <TBody>
        {preview.rows.map((row) => (
          <TRow key={row.rowNumber}>
            <TH scope="row" className="tabular-nums">
              {row.rowNumber}
            </TH>
            <TD>{`${row.firstName} ${row.lastName}`.trim() || <NoValue />}</TD>
            <TD className="break-all">{row.email || <NoValue />}</TD>
            <TD>
              {row.errors.length > 0 ? (
                <div className="grid justify-items-start gap-1">
                  <Badge variant="destructive">Problem</Badge>
                  <ul className="list-disc pl-5 text-danger-ink">
                    {row.errors.map((error) => (
                      <li key={`${error.field}-${error.message}`}>
                        {error.field}: {error.message}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : row.duplicateOf ? (
                <div className="grid justify-items-start gap-1">
                  <Badge variant="muted">Duplicate</Badge>
                  {/* Plain text, not a link: leaving now would lose the pasted file. */}
                  <span>Same email as {row.duplicateOf.name}</span>
                </div>
              ) : (
                <Badge variant="success">New donor</Badge>
              )}
            </TD>
          </TRow>
        ))}
      </TBody>
    </Table>
  );
}
