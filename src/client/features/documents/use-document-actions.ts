import { useState } from 'react';
import { readServerMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/use-toast.ts';
import { downloadDocument } from './api.ts';

interface DocumentRef {
  id: string;
  title: string;
}

const messageOf = (error: unknown) =>
  readServerMessage(error) ?? (error instanceof Error ? error.message : String(error));

/** Download the Word file; a failure says so in a toast instead of failing silently. */
export function useDownloadWithToast() {
  const [downloadingId, setDownloadingId] = useState<string>();
  async function download(document: DocumentRef) {
    setDownloadingId(document.id);
    try {
      await downloadDocument(document.id, document.title);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to download document',
        description: messageOf(error),
      });
    } finally {
      setDownloadingId(undefined);
    }
  }
  return { download, downloadingId };
}
