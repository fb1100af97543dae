import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocument } from './api.ts';
import { DocumentActions } from './document-actions.tsx';
import { DocumentStatusBadge } from './document-status-badge.tsx';

function BackLink() {
  return (
    <Link
      to="/admin/documents"
      className="mb-4 inline-flex min-h-6 items-center text-brand underline underline-offset-2"
    >
      Back to All Documents
    </Link>
  );
}

export interface DocumentDetailProps {
  documentId: string;
  /** More buttons beside Send, Download and Edit, from other features (Share, Edit text). */
  renderActions?: (document: DocumentDto) => ReactNode;
  /** Everything under the header: the page's tabs and the chosen one. */
  renderBody: (document: DocumentDto) => ReactNode;
}

/**
 * One NDA: its title, partner, status and actions on every tab, then the part the address
 * names. The loading and missing states stand in for the whole page.
 */
export function DocumentDetail({ documentId, renderActions, renderBody }: DocumentDetailProps) {
  const query = useDocument(documentId);

  if (query.isPending) {
    return (
      <>
        <BackLink />
        <PageHeader title="Document" />
        <Spinner label="Loading document..." showLabel />
      </>
    );
  }

  if (query.isError) {
    const isNotFound = readErrorStatus(query.error) === 404;
    return (
      <>
        <BackLink />
        <PageHeader title={isNotFound ? 'Document not found' : 'Document'} />
        {isNotFound ? (
          <Card role="alert">
            <p>There is no document at this address. It may have been deleted.</p>
          </Card>
        ) : (
          <LoadFailed
            what="The document"
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            presentation="card"
          />
        )}
      </>
    );
  }

  const document = query.data;
  return (
    <>
      <BackLink />
      <PageHeader
        title={document.title}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>NDA with {document.partner?.companyName ?? 'Unknown Partner'}</span>
            <DocumentStatusBadge status={document.status} />
          </span>
        }
      />
      <DocumentActions document={document}>{renderActions?.(document)}</DocumentActions>
      <div className="mt-8">{renderBody(document)}</div>
    </>
  );
}
