import type { CsvImportPreviewDto } from '../../../domain/crm/import-dtos.ts';
import { Badge } from '../../ui/badge.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { NoValue } from './no-value.tsx';

type PreviewRow = CsvImportPreviewDto['rows'][number];

function CheckResult({ row }: { row: PreviewRow }) {
  if (row.errors.length > 0) {
    return (
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
    );
  }
  if (row.duplicateOf) {
    return (
      <div className="grid justify-items-start gap-1">
        <Badge variant="muted">Duplicate</Badge>
        {/* Plain text, not a link: leaving now would lose the pasted file. */}
        <span>Same email as {row.duplicateOf.name}</span>
      </div>
    );
  }
  return <Badge variant="success">New donor</Badge>;
}

const COLUMNS: DataTableColumn<PreviewRow>[] = [
  {
    id: 'line',
    header: 'Line',
    kind: 'rowHeader',
    cell: (row) => (
      <span className="tabular-nums">
        {/* A card has no column header in sight: its title says what the number is. */}
        <span aria-hidden="true" className="hidden @max-[40rem]/dt:inline">
          Line{' '}
        </span>
        {row.rowNumber}
      </span>
    ),
  },
  {
    id: 'name',
    header: 'Name',
    minWidth: 'sm',
    cell: (row) => `${row.firstName} ${row.lastName}`.trim() || <NoValue />,
  },
  {
    id: 'email',
    header: 'Email',
    priority: 2,
    minWidth: 'lg',
    cell: (row) => (row.email ? <BreakableAddress value={row.email} /> : <NoValue />),
  },
  { id: 'check', header: 'Check', minWidth: 'md', cell: (row) => <CheckResult row={row} /> },
];

/** Each row of the file with its problems, or the existing donor it duplicates. */
export function ImportPreviewTable({ preview }: { preview: CsvImportPreviewDto }) {
  return (
    <DataTable
      caption="Rows in the file"
      columns={COLUMNS}
      rows={preview.rows}
      rowKey={(row) => String(row.rowNumber)}
    />
  );
}
