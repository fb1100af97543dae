import { Link } from 'react-router';
import type { DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import { RECENT_DOCUMENTS_COUNT } from '../../../domain/documents/documents.ts';
import { formatRelative } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useRecentDocuments } from './api.ts';
import { DashboardStatusBadge } from './dashboard-status-badge.tsx';

const PLACEHOLDER_ROWS = 4;

const PLACEHOLDER = (
  <div className="grid gap-4">
    {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
      <div key={index} className="grid gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    ))}
  </div>
);

const EMPTY = (
  <div className="py-6 text-center">
    <p className="font-semibold">No documents found</p>
    <p className="mt-1 text-ink-muted">Create your first NDA to get started</p>
  </div>
);

function RecentDocumentsBody() {
  const documents = useRecentDocuments();
  return (
    <QueryState
      query={documents}
      what="The recent documents"
      loadingLabel="Loading recent documents..."
      skeleton={PLACEHOLDER}
      isEmpty={(data) => data.length === 0}
      empty={EMPTY}
    >
      {(data) => <RecentDocumentList documents={data.slice(0, RECENT_DOCUMENTS_COUNT)} />}
    </QueryState>
  );
}

function RecentDocumentList({ documents }: { documents: readonly DocumentListItemDto[] }) {
  return (
    <ul className="divide-y divide-line">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="grid min-w-0">
            <Link
              to={`/admin/documents/${document.id}`}
              className="inline-block min-h-6 font-medium wrap-anywhere text-brand underline underline-offset-2"
            >
              {document.title}
            </Link>
            <span className="text-sm wrap-anywhere text-ink-muted">
              {document.partner?.companyName ?? 'Unknown Partner'}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <DashboardStatusBadge status={document.status} />
            <span className="text-sm text-ink-muted">{formatRelative(document.createdAt)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The five newest documents (admin spec §2). */
export function RecentDocumentsCard() {
  return (
    <Card>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Recent Documents</h2>
        <Link
          to="/documents"
          className="inline-flex min-h-10 items-center text-brand underline underline-offset-2"
        >
          View all<span className="sr-only"> documents</span>
        </Link>
      </div>
      <RecentDocumentsBody />
    </Card>
  );
}
