import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PdfTemplateSummaryDto } from '../../../domain/esign/pdf-templates.ts';
import { formatDateTime } from '../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { RowActions } from '../../ui/data-table-row-actions.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { pdfTemplatesQuery } from './api.ts';
import { DeletePdfTemplateDialog } from './delete-pdf-template-dialog.tsx';

const count = (value: number) => <span className="tabular-nums">{value}</span>;

const COLUMNS: DataTableColumn<PdfTemplateSummaryDto>[] = [
  {
    id: 'name',
    header: 'Name',
    kind: 'rowHeader',
    minWidth: 'lg',
    cell: (template) => (
      <>
        <Link to={`/admin/pdf-templates/${template.id}`}>{template.name}</Link>
        <span className="block font-normal wrap-anywhere text-ink-muted">{template.filename}</span>
      </>
    ),
  },
  { id: 'pages', header: 'Pages', align: 'end', cell: (template) => count(template.pageCount) },
  { id: 'fields', header: 'Fields', align: 'end', cell: (template) => count(template.fieldCount) },
  {
    id: 'signers',
    header: 'Signers',
    align: 'end',
    cell: (template) => count(template.signerCount),
  },
  {
    id: 'updated',
    header: 'Last changed',
    minWidth: 'md',
    noWrap: true,
    cell: (template) => formatDateTime(template.updatedAt),
  },
  {
    id: 'actions',
    header: 'Actions',
    kind: 'actions',
    align: 'end',
    cell: (template) => (
      <RowActions>
        <DeletePdfTemplateDialog template={template} />
      </RowActions>
    ),
  },
];

/** Every PDF template; the name opens its field editor. */
export function PdfTemplatesTable() {
  const templates = useQuery(pdfTemplatesQuery());
  return (
    <QueryState
      query={templates}
      what="The PDF templates"
      isEmpty={(list) => list.length === 0}
      empty={<p>No PDF templates yet. Upload a PDF with the form to place its fields.</p>}
    >
      {(list) => (
        <DataTable
          caption="PDF templates"
          columns={COLUMNS}
          rows={list}
          rowKey={(template) => template.id}
        />
      )}
    </QueryState>
  );
}
