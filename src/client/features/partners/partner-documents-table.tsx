import { Link } from 'react-router';
import { listStatusLabel, statusTone } from '../../../domain/documents/rules.ts';
import type { PartnerDetailDto } from '../../../domain/partners/dtos.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';

type PartnerDocument = PartnerDetailDto['documents'][number];

const formatTerm = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

const COLUMNS: DataTableColumn<PartnerDocument>[] = [
  {
    id: 'title',
    header: 'Title',
    kind: 'rowHeader',
    minWidth: 'lg',
    cell: (document) => (
      <Link
        to={`/admin/documents/${document.id}`}
        className="inline-block min-h-6 font-medium text-brand underline underline-offset-4 hover:no-underline"
      >
        {document.title}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (document) => (
      <Badge variant={statusTone(document.status)}>{listStatusLabel(document.status)}</Badge>
    ),
  },
  {
    id: 'effective',
    header: 'Effective date',
    priority: 2,
    noWrap: true,
    cell: (document) => formatDate(document.effectiveDate),
  },
  {
    id: 'term',
    header: 'Term',
    priority: 2,
    noWrap: true,
    cell: (document) => formatTerm(document.duration),
  },
  {
    id: 'expiration',
    header: 'Expiration date',
    noWrap: true,
    cell: (document) => (document.expirationDate ? formatDate(document.expirationDate) : 'Not set'),
  },
];

/**
 * The partner's NDAs with their status and term.
 * Statuses read as in All Documents.
 */
export function PartnerDocumentsTable({ documents }: { documents: PartnerDocument[] }) {
  return (
    // No accessible name on the section: the table's scroll region already carries this name.
    <section>
      <h2 className="mb-4 text-xl font-semibold text-ink">NDAs with this partner</h2>
      {documents.length === 0 ? (
        <Card>
          <p className="text-ink">There are no NDAs with this partner yet.</p>
        </Card>
      ) : (
        <DataTable
          caption="NDAs with this partner"
          columns={COLUMNS}
          rows={documents}
          rowKey={(document) => document.id}
        />
      )}
    </section>
  );
}
