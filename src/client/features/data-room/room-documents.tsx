import { useState } from 'react';
import type { RoomContentsDto, VisitorDocumentDto } from '../../../domain/data-rooms/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRoomContents } from './api.ts';
import { OpenedDocument } from './opened-document.tsx';
import { useRoomWords } from './room-copy.tsx';

type Group = { id: string | null; name: string; documents: VisitorDocumentDto[] };

function groupsOf(contents: RoomContentsDto, otherName: string): Group[] {
  const groups: Group[] = contents.folders.map((folder) => ({
    ...folder,
    documents: contents.documents.filter((document) => document.folderId === folder.id),
  }));
  const loose = contents.documents.filter((document) => document.folderId === null);
  return [
    ...(loose.length > 0 ? [{ id: null, name: otherName, documents: loose }] : []),
    ...groups,
  ].filter((group) => group.documents.length > 0);
}

/** The room once open: its documents by folder; one opens in the page. */
export function RoomDocuments({ token }: { token: string }) {
  const words = useRoomWords();
  const contents = useRoomContents(token, true);
  const [openId, setOpenId] = useState<string | null>(null);

  if (contents.isPending) {
    return (
      <p className="flex items-center gap-2" role="status">
        <Spinner /> {words.LOADING}
      </p>
    );
  }
  if (contents.isError) {
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p>{words.LOAD_FAILED}</p>
        <Button variant="secondary" className="self-start" onClick={() => void contents.refetch()}>
          {words.TRY_AGAIN}
        </Button>
      </div>
    );
  }
  if (openId) {
    return <OpenedDocument token={token} documentId={openId} onBack={() => setOpenId(null)} />;
  }
  const groups = groupsOf(contents.data, words.ROOM.noFolder);
  return (
    <section aria-labelledby="room-documents" className="flex flex-col gap-4">
      <p>{words.ROOM.signedInAs(contents.data.verifiedEmail)}</p>
      <h2 id="room-documents" className="text-xl font-semibold">
        {words.ROOM.documents}
      </h2>
      {groups.length === 0 ? <p>{words.ROOM.empty}</p> : null}
      {groups.map((group) => (
        <Card key={group.id ?? 'loose'} className="flex flex-col gap-3 p-4">
          <h3 className="text-lg font-semibold">{group.name}</h3>
          <ul className="flex flex-col gap-3">
            {group.documents.map((document) => (
              <li
                key={document.id}
                className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 first:border-t-0 first:pt-0"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{document.title}</span>
                  <span className="text-ink-muted">
                    {[
                      document.pageCount ? words.ROOM.pages(document.pageCount) : null,
                      document.allowDownload ? null : words.ROOM.downloadsOff,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={`${words.ROOM.open}: ${document.title}`}
                  onClick={() => setOpenId(document.id)}
                >
                  {words.ROOM.open}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </section>
  );
}
