import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocumentDto } from '../../../domain/document-schemas.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocument } from './api.ts';
import { DocumentActions } from './document-actions.tsx';
import { DocumentAuditList } from './document-audit-list.tsx';
import { DocumentMetadata } from './document-metadata.tsx';
import { DocumentTimeline } from './document-timeline.tsx';

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
  /** Sections after the agreement text, from other features (versions, collaboration). */
  renderSections?: (document: DocumentDto) => ReactNode;
}

/**
 * One NDA: details, the agreement text with placeholders filled in, its status timeline and
 * its activity log. The text is rendered as text (never as HTML), keeping its line breaks.
 */
export function DocumentDetail({ documentId, renderActions, renderSections }: DocumentDetailProps) {
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
        <Card role="alert">
          <p>
            {isNotFound
              ? 'There is no document at this address. It may have been deleted.'
              : (readServerMessage(query.error) ?? 'The document could not be loaded.')}
          </p>
          {isNotFound ? null : (
            <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Card>
      </>
    );
  }

  const document = query.data;
  return (
    <>
      <BackLink />
      <PageHeader
        title={document.title}
        description={`NDA with ${document.partner?.companyName ?? 'Unknown Partner'}`}
      />
      <DocumentActions document={document}>{renderActions?.(document)}</DocumentActions>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <DocumentMetadata document={document} />
        <DocumentTimeline document={document} />
      </div>
      <Card className="mt-6">
        <h2 className="text-xl font-semibold">Agreement text</h2>
        <div className="mt-4 max-w-prose leading-relaxed break-words whitespace-pre-wrap">
          {document.mergedContent}
        </div>
      </Card>
      {renderSections ? <div className="mt-6 grid gap-6">{renderSections(document)}</div> : null}
      <div className="mt-6">
        <DocumentAuditList documentId={document.id} />
      </div>
    </>
  );
}
