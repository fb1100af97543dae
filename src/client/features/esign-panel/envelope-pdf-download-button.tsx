import { useState } from 'react';
import { documentDownloadFilename } from '../../../domain/documents/rules.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { downloadEnvelopePdf } from './api.ts';
import { failureText } from './failure-text.ts';

const WORDING = {
  signed: { label: 'Download signed PDF', failure: 'Failed to download signed PDF' },
  original: { label: 'Download the original', failure: 'Failed to download the original' },
} as const;

export interface EnvelopePdfDownloadButtonProps {
  /** The NDA's id: the envelope's PDFs are read under it, as its signed copy is. */
  documentId: string;
  pdf: { id: string; title: string };
  version: 'signed' | 'original';
}

/** One of the envelope's own PDFs (ADR 050), sealed or as it was sent. */
export function EnvelopePdfDownloadButton({
  documentId,
  pdf,
  version,
}: EnvelopePdfDownloadButtonProps) {
  const [isDownloading, setIsDownloading] = useState(false);
  const wording = WORDING[version];

  async function download() {
    if (isDownloading) return;
    setIsDownloading(true);
    try {
      // The server names the file; this is only for an answer without a name.
      const base = documentDownloadFilename(pdf.title).replace(/\.docx$/, '');
      const fallbackFilename = version === 'original' ? `${base}_original.pdf` : `${base}.pdf`;
      await downloadEnvelopePdf({ documentId, pdfId: pdf.id, version, fallbackFilename });
    } catch (error) {
      toast({ variant: 'destructive', title: wording.failure, description: failureText(error) });
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
    // Named with the PDF's title: each PDF of the envelope has a pair of these buttons.
    <Button
      variant="secondary"
      aria-label={`${isDownloading ? 'Downloading...' : wording.label}: ${pdf.title}`}
      aria-disabled={isDownloading}
      onClick={() => void download()}
    >
      {isDownloading ? 'Downloading...' : wording.label}
    </Button>
  );
}
