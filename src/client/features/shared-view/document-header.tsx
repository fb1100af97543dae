import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDownloadSharedDocument, type DownloadFormat } from './download-api.ts';
import { formatWhen, useSharedViewCopy } from './shared-view-copy.tsx';

/**
 * Title (the page's one h1), how often the link was opened, who it was opened as, and the
 * downloads when the link allows them (a PDF and the Word file, each stamped by the server with
 * the visitor's address).
 */
export function DocumentHeader({
  token,
  documentId,
  title,
  viewCount,
  expiresAt,
  allowDownload,
  visitorEmail,
  focusTitle,
}: {
  token: string;
  documentId: string;
  title: string;
  viewCount: number;
  expiresAt: string | null;
  allowDownload: boolean;
  visitorEmail: string | null;
  focusTitle: boolean;
}) {
  const download = useDownloadSharedDocument(token, documentId);
  const { locale, words } = useSharedViewCopy();
  const { DOCUMENT_HEADER } = words;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);

  function handleDownload(format: DownloadFormat) {
    download.mutate(
      { title, format, language: locale },
      { onError: () => toast({ variant: 'destructive', ...DOCUMENT_HEADER.downloadFailed }) },
    );
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold wrap-anywhere text-ink focus:outline-none md:text-3xl"
        >
          {title}
        </h1>
        <p className="mt-2 text-ink-muted">{DOCUMENT_HEADER.viewCount(viewCount)}</p>
        {expiresAt ? (
          <p className="mt-1 text-ink-muted">
            {DOCUMENT_HEADER.expiresBefore}{' '}
            <time dateTime={expiresAt}>{formatWhen(locale, expiresAt)}</time>
            {DOCUMENT_HEADER.expiresAfter}
          </p>
        ) : null}
        {visitorEmail ? (
          <p className="mt-1 wrap-anywhere text-ink-muted">
            {DOCUMENT_HEADER.openedAs(visitorEmail)}
          </p>
        ) : null}
        {allowDownload ? null : (
          <p className="mt-1 text-ink-muted">{DOCUMENT_HEADER.downloadsOff}</p>
        )}
      </div>
      {allowDownload ? (
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => handleDownload('word')}
            disabled={download.isPending}
          >
            {DOCUMENT_HEADER.downloadWord}
          </Button>
          <Button
            variant="secondary"
            onClick={() => handleDownload('pdf')}
            disabled={download.isPending}
          >
            {DOCUMENT_HEADER.downloadPdf}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
