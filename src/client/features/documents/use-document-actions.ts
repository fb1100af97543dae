import { useState } from 'react';
import { readServerMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/use-toast.ts';
import { downloadDocument, useSendDocument } from './api.ts';

interface DocumentRef {
  id: string;
  title: string;
}

const messageOf = (error: unknown) =>
  readServerMessage(error) ?? (error instanceof Error ? error.message : String(error));

/** Send with the toasts of spec §8: "Document Sent" / "Failed to send document". */
export function useSendWithToast() {
  const mutation = useSendDocument();
  function send(document: DocumentRef) {
    mutation.mutate(document.id, {
      onSuccess: () =>
        toast({ title: 'Document Sent', description: `"${document.title}" has been sent.` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to send document',
          description: messageOf(error),
        }),
    });
  }
  const sendingId = mutation.isPending ? mutation.variables : undefined;
  return { send, sendingId };
}

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
