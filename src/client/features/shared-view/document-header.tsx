import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useDownloadSharedDocument } from './api.ts';
import { formatWhen, useSharedViewCopy } from './shared-view-copy.tsx';

/** Title (the page's one h1), how often the link was opened, and the Word download. */
export function DocumentHeader({
  token,
  documentId,
  title,
  viewCount,
  expiresAt,
}: {
  token: string;
  documentId: string;
  title: string;
  viewCount: number;
  expiresAt: string | null;
}) {
  const download = useDownloadSharedDocument(token, documentId);
  const { locale, words } = useSharedViewCopy();
  const { DOCUMENT_HEADER } = words;

  function handleDownload() {
    download.mutate(title, {
      onError: () => toast({ variant: 'destructive', ...DOCUMENT_HEADER.downloadFailed }),
    });
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold wrap-anywhere text-ink md:text-3xl">{title}</h1>
        <p className="mt-2 text-ink-muted">{DOCUMENT_HEADER.viewCount(viewCount)}</p>
        {expiresAt ? (
          <p className="mt-1 text-ink-muted">
            {DOCUMENT_HEADER.expiresBefore}{' '}
            <time dateTime={expiresAt}>{formatWhen(locale, expiresAt)}</time>
            {DOCUMENT_HEADER.expiresAfter}
          </p>
        ) : null}
      </div>
      <Button variant="secondary" onClick={handleDownload} disabled={download.isPending}>
        {DOCUMENT_HEADER.download}
      </Button>
    </div>
  );
}
