import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { RowActions } from '../../ui/data-table-row-actions.tsx';
import { menuActionsFor, type RowActionContext } from './document-row-actions.ts';
import { termLabel } from './document-labels.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import { SendNdaDialog } from './send-nda-dialog.tsx';
import { useDownloadWithToast } from './use-document-actions.ts';

/** What the page adds to each row from other features (sharing, collaboration). */
export interface DocumentRowExtensions {
  /** Rendered in view beside the row's menu, e.g. the Share menu. */
  renderRowActions?: (document: DocumentListItemDto) => ReactNode;
  openCollaboration?: RowActionContext['openCollaboration'];
}

export interface DocumentsTableProps extends DocumentRowExtensions {
  documents: readonly DocumentListItemDto[] | undefined;
  isLoading: boolean;
}

/**
 * The All Documents table: one row per NDA. In view: Send (drafts) and the Share menu; Download,
 * Open details and the Collaboration Center are in the row's "⋯" menu.
 */
export function DocumentsTable({
  documents,
  isLoading,
  renderRowActions,
  openCollaboration,
}: DocumentsTableProps) {
  const navigate = useNavigate();
  const { download } = useDownloadWithToast();
  const [toSend, setToSend] = useState<DocumentListItemDto | null>(null);
  // Each row's "⋯" button, for focus to land on once its Send button is gone.
  const menuButtons = useRef(new Map<string, HTMLButtonElement>());
  const context: RowActionContext = {
    openDetails: (document) => void navigate(`/admin/documents/${document.id}`),
    download: (document) => void download(document),
    openCollaboration,
  };

  const columns: DataTableColumn<DocumentListItemDto>[] = [
    {
      id: 'title',
      header: 'Title',
      kind: 'rowHeader',
      minWidth: 'lg',
      cell: (document) => (
        <Link
          to={`/admin/documents/${document.id}`}
          className="inline-block min-h-6 text-brand underline underline-offset-2"
        >
          {document.title}
        </Link>
      ),
    },
    {
      id: 'partner',
      header: 'Partner',
      minWidth: 'sm',
      cell: (document) => document.partner?.companyName ?? 'Unknown Partner',
    },
    {
      id: 'status',
      header: 'Status',
      minWidth: 'sm',
      cell: (document) => <DocumentStatusBadge status={document.status} />,
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
      priority: 3,
      noWrap: true,
      cell: (document) => termLabel(document.duration),
    },
    {
      id: 'created',
      header: 'Created',
      priority: 3,
      noWrap: true,
      cell: (document) => formatDate(document.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      align: 'end',
      cell: (document) => (
        <RowActions
          rowName={document.title}
          actions={menuActionsFor(document, context)}
          triggerRef={(button) => {
            if (button) menuButtons.current.set(document.id, button);
            else menuButtons.current.delete(document.id);
          }}
        >
          {document.status === 'draft' ? (
            <Button className="px-3" onClick={() => setToSend(document)}>
              Send
              <span className="sr-only"> {document.title}</span>
            </Button>
          ) : null}
          {renderRowActions?.(document)}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Documents"
        columns={columns}
        rows={isLoading && !documents ? undefined : (documents ?? [])}
        rowKey={(document) => document.id}
        isBusy={isLoading}
      />
      <SendNdaDialog
        document={toSend}
        onClose={() => setToSend(null)}
        focusAfterSend={(sent) => menuButtons.current.get(sent.id)}
      />
    </>
  );
}
