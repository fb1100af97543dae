import { useState } from 'react';
import { documentDownloadFilename } from '../../../domain/documents/rules.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { downloadSignedCopy } from './api.ts';
import { failureText } from './failure-text.ts';

/** Offered only once the request is completed (admin spec §4). */
export function DownloadSignedCopyButton({
  document,
}: {
  document: { id: string; title: string };
}) {
  const [isDownloading, setIsDownloading] = useState(false);

  async function download() {
    if (isDownloading) return;
    setIsDownloading(true);
    try {
      // The server names the file; this is only for an answer without a name.
      const fallback = documentDownloadFilename(document.title).replace(/\.docx$/, '.pdf');
      await downloadSignedCopy(document.id, fallback);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to download signed copy',
        description: failureText(error),
      });
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
    <Button aria-disabled={isDownloading} onClick={() => void download()}>
      {isDownloading ? 'Downloading...' : 'Download signed copy'}
    </Button>
  );
}
