import type { RoomDetailDto } from '../../../domain/data-rooms/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { AddDocumentForm } from './add-document-form.tsx';
import { useSetDownloads } from './api.ts';
import { errorText } from './error-text.ts';
import { UploadDocumentForm } from './upload-document-form.tsx';

const KIND_LABELS = { nda: 'NDA', generated: 'Strategy paper', upload: 'Uploaded PDF' } as const;

/** Folders and documents, each with its downloads switch, and the ways to add one. */
export function RoomDocumentsCard({ room }: { room: RoomDetailDto }) {
  const downloads = useSetDownloads(room.id);
  const folderName = (id: string | null) =>
    room.folders.find((folder) => folder.id === id)?.name ?? 'No folder';
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 wrap-anywhere">
      <h2 className="text-xl font-semibold">Documents</h2>
      {room.documents.length === 0 ? <p>No documents yet. Add one below.</p> : null}
      <ul className="flex flex-col gap-3">
        {room.documents.map((document) => (
          <li
            key={document.id}
            className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0"
          >
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{document.title}</span>
              <span className="text-ink-muted">
                {KIND_LABELS[document.kind]} · {folderName(document.folderId)}
                {document.pageCount ? ` · ${document.pageCount} pages` : ''}
              </span>
            </span>
            <Checkbox
              id={`downloads-${document.id}`}
              label="Downloads allowed"
              checked={document.allowDownload}
              disabled={downloads.isPending}
              onChange={(event) =>
                downloads.mutate({ documentId: document.id, allowDownload: event.target.checked })
              }
            />
          </li>
        ))}
      </ul>
      {downloads.isError ? <p role="alert">{errorText(downloads.error)}</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <AddDocumentForm room={room} />
        <UploadDocumentForm room={room} />
      </div>
    </Card>
  );
}
