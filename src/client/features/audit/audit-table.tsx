import { Link } from 'react-router';
import {
  auditEntityLabel,
  describeAuditAction,
  describeAuditDetails,
} from '../../../domain/audit/labels.ts';
import type { AuditEntryDto } from '../../../domain/audit/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';

/** Records with a page of their own; a deleted one answers that page's "not found". */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  document: (id) => `/admin/documents/${id}`,
  partner: (id) => `/admin/partners/${id}`,
  donor: (id) => `/admin/crm/donors/${id}`,
  waiting_list: (id) => `/admin/waiting-list/${id}`,
};

/** Long details (a note's old and new text) are cut here; the CSV keeps them whole. */
const DETAILS_SHOWN = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id short enough for a cell: the first 8 of a UUID's 32 digits tell records apart. */
const shortId = (id: string) => (UUID.test(id) ? `${id.slice(0, 8)}…` : id);

function RecordCell({ entry }: { entry: AuditEntryDto }) {
  const label = auditEntityLabel(entry.entity);
  const pageOf = RECORD_PAGES[entry.entity];
  return (
    <div className="grid">
      {entry.entityId && pageOf ? (
        <Link
          to={pageOf(entry.entityId)}
          className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
        >
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
      {entry.entityId ? (
        <span className="text-sm wrap-anywhere text-ink-muted">ID {shortId(entry.entityId)}</span>
      ) : null}
    </div>
  );
}

function DetailsCell({ entry }: { entry: AuditEntryDto }) {
  const text = describeAuditDetails(entry.details);
  if (!text) return <span className="text-ink-muted">None</span>;
  // Usernames and addresses in the details wrap at their dots and "@", not inside a word.
  if (text.length <= DETAILS_SHOWN) return <BreakableAddress value={text} />;
  return (
    <>
      <BreakableAddress value={text.slice(0, DETAILS_SHOWN)} />…{' '}
      <span className="text-ink-muted">(whole in the CSV)</span>
    </>
  );
}

const COLUMNS: DataTableColumn<AuditEntryDto>[] = [
  { id: 'when', header: 'When', minWidth: 'md', cell: (entry) => formatDateTime(entry.at) },
  { id: 'who', header: 'Who', minWidth: 'md', cell: (entry) => entry.actorName },
  {
    id: 'what',
    header: 'What',
    // The row's name: it heads the card on a phone.
    kind: 'rowHeader',
    minWidth: 'lg',
    cell: (entry) => describeAuditAction(entry.action, entry.entity),
  },
  { id: 'record', header: 'Record', minWidth: 'md', cell: (entry) => <RecordCell entry={entry} /> },
  {
    id: 'details',
    header: 'Details',
    minWidth: 'lg',
    className: 'text-sm wrap-anywhere',
    cell: (entry) => <DetailsCell entry={entry} />,
  },
];

/** One page of the audit log: what happened, when (organisation time), who, to what, details. */
export function AuditTable({ entries, isBusy }: { entries: AuditEntryDto[]; isBusy: boolean }) {
  return (
    <DataTable
      caption="Audit log entries"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      isBusy={isBusy}
    />
  );
}
