import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { DeleteDraftDialog } from './delete-draft-dialog.tsx';
import { EditDocumentDialog } from './edit-document-dialog.tsx';
import { SendNdaDialog } from './send-nda-dialog.tsx';
import { useDownloadWithToast } from './use-document-actions.ts';

/** Send, Edit and Delete for drafts; Download always; then whatever the page adds (`children`). */
export function DocumentActions({
  document,
  children,
}: {
  document: DocumentDto;
  children?: ReactNode;
}) {
  const { download, downloadingId } = useDownloadWithToast();
  const [isEditing, setIsEditing] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const isDraft = document.status === 'draft';

  return (
    <div className="flex flex-wrap gap-3">
      {isDraft ? <Button onClick={() => setIsSending(true)}>Send</Button> : null}
      <SendNdaDialog
        document={isSending ? document : null}
        onClose={() => setIsSending(false)}
        focusAfterSend={() => downloadButton.current}
      />
      <Button
        ref={downloadButton}
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
          <DeleteDraftDialog document={document} />
        </>
      ) : null}
      {children}
    </div>
  );
}
