import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDownloadRoomDocument, useOpenedDocument } from './api.ts';
import { useRoomWords } from './room-copy.tsx';
import { useRoomHeartbeat } from './use-room-heartbeat.ts';

/**
 * One document in the page, as its text: an NDA, a generated paper, or an uploaded PDF's text
 * read when it was uploaded (a scan has none: then its facts). The download button is there only when the
 * document allows downloads; the copy carries the reader's address on every page.
 */
export function OpenedDocument(props: { token: string; documentId: string; onBack: () => void }) {
  const { token, documentId, onBack } = props;
  const { DOCUMENT, LOADING, LOAD_FAILED } = useRoomWords();
  const opened = useOpenedDocument(token, documentId);
  const download = useDownloadRoomDocument(token);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useRoomHeartbeat(token, opened.isSuccess ? documentId : null);
  useEffect(() => {
    if (opened.isSuccess) headingRef.current?.focus();
  }, [opened.isSuccess]);

  return (
    <article className="flex flex-col gap-4">
      <Button variant="ghost" className="self-start" onClick={onBack}>
        {DOCUMENT.back}
      </Button>
      {opened.isPending ? (
        <p className="flex items-center gap-2" role="status">
          <Spinner /> {LOADING}
        </p>
      ) : opened.isError ? (
        <p role="alert">{LOAD_FAILED}</p>
      ) : (
        <>
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
            {opened.data.title}
          </h2>
          {opened.data.allowDownload ? (
            <div className="flex flex-col gap-2">
              <Button
                className="self-start"
                disabled={download.isPending}
                onClick={() => download.mutate({ id: documentId, title: opened.data.title })}
              >
                {download.isPending ? DOCUMENT.downloading : DOCUMENT.download}
              </Button>
              <p className="text-ink-muted">{DOCUMENT.watermark}</p>
              {download.isError ? <p role="alert">{DOCUMENT.downloadFailed}</p> : null}
            </div>
          ) : (
            <p>{DOCUMENT.downloadsOff}</p>
          )}
          <Card className="p-4 sm:p-6">
            {opened.data.text !== null ? (
              <div className="flex flex-col gap-3 whitespace-pre-line">
                {opened.data.text.split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            ) : opened.data.allowDownload ? (
              <p>{DOCUMENT.uploadedPdf(opened.data.pageCount ?? 1)}</p>
            ) : (
              <p>{DOCUMENT.uploadedPdfNoDownload}</p>
            )}
          </Card>
        </>
      )}
    </article>
  );
}
