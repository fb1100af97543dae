import { useState } from 'react';
import {
  GENERATED_DOCUMENT_DOWNLOADS,
  type GeneratedDocumentDownload,
} from '../../../domain/content/generated-documents.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { toast } from '../../ui/use-toast.ts';

/**
 * All Documents' "download buttons for generated Word documents" (admin spec §2): one per
 * admin-only .docx route. The routes need the admin's Bearer header, so each button fetches the
 * file instead of being a link.
 */
export function GeneratedDocumentsSection() {
  const [downloadingPath, setDownloadingPath] = useState<string | null>(null);

  async function download(entry: GeneratedDocumentDownload) {
    if (downloadingPath === entry.path) return;
    setDownloadingPath(entry.path);
    try {
      await downloadFile(entry.path, entry.filename);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to download document',
        description: describeFailure(error),
      });
    } finally {
      setDownloadingPath((current) => (current === entry.path ? null : current));
    }
  }

  return (
    <Card role="region" aria-labelledby="generated-documents-heading" className="mt-8">
      <h2 id="generated-documents-heading" className="text-xl font-semibold">
        Generated documents
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        Our strategy papers and draft agreements as Word files, made from their current text.
      </p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {GENERATED_DOCUMENT_DOWNLOADS.map((entry) => {
          const isDownloading = downloadingPath === entry.path;
          return (
            <li key={entry.path}>
              <Button
                variant="secondary"
                className="h-full w-full justify-start text-left"
                // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
                aria-disabled={isDownloading}
                onClick={() => void download(entry)}
              >
                {isDownloading ? `Downloading ${entry.label}...` : `Download ${entry.label}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
