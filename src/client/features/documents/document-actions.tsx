import { useState } from 'react';
import type { ReactNode } from 'react';
import type { DocumentDto } from '../../../domain/document-schemas.ts';
import { Button } from '../../ui/button.tsx';
import { EditDocumentDialog } from './edit-document-dialog.tsx';
import { useDownloadWithToast, useSendWithToast } from './use-document-actions.ts';

/** Send and Edit for drafts; Download always; then whatever the page adds (`children`). */
export function DocumentActions({
  document,
  children,
}: {
  document: DocumentDto;
  children?: ReactNode;
}) {
  const { send, sendingId } = useSendWithToast();
  const { download, downloadingId } = useDownloadWithToast();
  const [isEditing, setIsEditing] = useState(false);
  const isDraft = document.status === 'draft';

  return (
    <div className="flex flex-wrap gap-3">
      {isDraft ? (
        <Button disabled={sendingId === document.id} onClick={() => send(document)}>
          {sendingId === document.id ? 'Sending...' : 'Send'}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        disabled={downloadingId === document.id}
        onClick={() => void download(document)}
      >
        {downloadingId === document.id ? 'Downloading...' : 'Download'}
      </Button>
      {isDraft ? (
        <>
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            Edit
          </Button>
          <EditDocumentDialog document={document} open={isEditing} onOpenChange={setIsEditing} />
        </>
      ) : null}
      {children}
    </div>
  );
}
