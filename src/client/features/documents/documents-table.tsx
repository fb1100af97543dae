import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DocumentListItemDto } from '../../../domain/document-schemas.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { DocumentRowMenu } from './document-row-menu.tsx';
import type { RowActionContext } from './document-row-actions.ts';
import { termLabel } from './document-labels.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import { SendNdaDialog } from './send-nda-dialog.tsx';
import { useDownloadWithToast } from './use-document-actions.ts';

const COLUMNS = ['Title', 'Partner', 'Status', 'Effective date', 'Term', 'Created', 'Actions'];
const SKELETON_ROWS = 5;

/** What the page adds to each row from other features (sharing, collaboration). */
export interface DocumentRowExtensions {
  /** Rendered in the Actions cell after Download, e.g. the Share menu. */
  renderRowActions?: (document: DocumentListItemDto) => ReactNode;
  openCollaboration?: RowActionContext['openCollaboration'];
}

export interface DocumentsTableProps extends DocumentRowExtensions {
  documents: readonly DocumentListItemDto[] | undefined;
  isLoading: boolean;
}

/** The All Documents table: one row per NDA with Send (drafts), Download and More actions. */
export function DocumentsTable({
  documents,
  isLoading,
  renderRowActions,
  openCollaboration,
}: DocumentsTableProps) {
  const navigate = useNavigate();
  const { download, downloadingId } = useDownloadWithToast();
  const [toSend, setToSend] = useState<DocumentListItemDto | null>(null);
  // Each row's Download button, for focus to land on once its Send button is gone.
  const downloadButtons = useRef(new Map<string, HTMLButtonElement>());
  const context: RowActionContext = {
    openDetails: (document) => void navigate(`/admin/documents/${document.id}`),
    download: (document) => void download(document),
    openCollaboration,
  };

  return (
    <>
      <Table caption="Documents" hideCaption aria-busy={isLoading}>
        <THead>
          <TRow>
            {COLUMNS.map((column) => (
              <TH key={column}>{column}</TH>
            ))}
          </TRow>
        </THead>
        <TBody>
          {isLoading && !documents
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TRow key={row}>
                  {COLUMNS.map((column) => (
                    <TD key={column}>
                      <Skeleton className="h-5 w-24" />
                    </TD>
                  ))}
                </TRow>
              ))
            : documents?.map((document) => (
                <TRow key={document.id}>
                  <TH scope="row" className="min-w-36 font-medium">
                    <Link
                      to={`/admin/documents/${document.id}`}
                      className="inline-block min-h-6 text-brand underline underline-offset-2"
                    >
                      {document.title}
                    </Link>
                  </TH>
                  <TD>{document.partner?.companyName ?? 'Unknown Partner'}</TD>
                  <TD>
                    <DocumentStatusBadge status={document.status} />
                  </TD>
                  <TD className="whitespace-nowrap">{formatDate(document.effectiveDate)}</TD>
                  <TD>{termLabel(document.duration)}</TD>
                  <TD className="whitespace-nowrap">{formatDate(document.createdAt)}</TD>
                  <TD>
                    <div className="flex w-32 flex-col gap-2">
                      {document.status === 'draft' ? (
                        <Button className="px-3" onClick={() => setToSend(document)}>
                          Send
                          <span className="sr-only"> {document.title}</span>
                        </Button>
                      ) : null}
                      <Button
                        ref={(button) => {
                          if (button) downloadButtons.current.set(document.id, button);
                          else downloadButtons.current.delete(document.id);
                        }}
                        variant="secondary"
                        className="px-3"
                        disabled={downloadingId === document.id}
                        onClick={() => void download(document)}
                      >
                        {downloadingId === document.id ? 'Downloading...' : 'Download'}
                        <span className="sr-only"> {document.title}</span>
                      </Button>
                      {renderRowActions?.(document)}
                      <DocumentRowMenu document={document} context={context} />
                    </div>
                  </TD>
                </TRow>
              ))}
        </TBody>
      </Table>
      <SendNdaDialog
        document={toSend}
        onClose={() => setToSend(null)}
        focusAfterSend={(sent) => downloadButtons.current.get(sent.id)}
      />
    </>
  );
}
