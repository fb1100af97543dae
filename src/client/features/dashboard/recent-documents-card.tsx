import { Link } from 'react-router';
import { RECENT_DOCUMENTS_COUNT } from '../../../domain/documents.ts';
import { formatRelative } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useRecentDocuments } from './api.ts';
import { DashboardStatusBadge } from './dashboard-status-badge.tsx';

const PLACEHOLDER_ROWS = 4;

function RecentDocumentsBody() {
  const documents = useRecentDocuments();

  if (documents.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading recent documents...
        </p>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ))}
      </div>
    );
  }

  if (documents.isError) {
    return (
      <div role="alert">
        <p>The recent documents could not be loaded.</p>
        <Button className="mt-3" variant="secondary" onClick={() => void documents.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const recent = documents.data.slice(0, RECENT_DOCUMENTS_COUNT);
  if (recent.length === 0) {
    return (
      <div className="py-6 text-center">
        <p className="font-semibold">No documents found</p>
        <p className="mt-1 text-ink-muted">Create your first NDA to get started</p>
      </div>
    );
  }

  return (
    <ul className="divide-y divide-line">
      {recent.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="grid min-w-0">
            <Link
              to={`/admin/documents/${document.id}`}
              className="inline-block min-h-6 font-medium break-words text-brand underline underline-offset-2"
            >
              {document.title}
            </Link>
            <span className="text-sm text-ink-muted">
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
