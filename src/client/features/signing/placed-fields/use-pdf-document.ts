import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openPdf } from '../../../components/pdf-pages/pdf-document.ts';

export type PdfState =
  { status: 'loading' } | { status: 'ready'; pdf: PDFDocumentProxy } | { status: 'failed' };

/**
 * Opens the PDF at `url` with pdf.js, and closes it when the page goes away. A failure (no
 * connection, a browser pdf.js cannot run in) only costs the images: the fields stay usable.
 */
export function usePdfDocument(url: string): PdfState {
  // Tagged with its URL, so a new URL reads as loading until its own answer comes.
  const [state, setState] = useState<PdfState & { url: string | null }>({
    status: 'loading',
    url: null,
  });
  useEffect(() => {
    let isCurrent = true;
    let opened: PDFDocumentProxy | null = null;
    openPdf(url).then(
      (pdf) => {
        if (!isCurrent) {
          void pdf.loadingTask.destroy();
          return;
        }
        opened = pdf;
        setState({ status: 'ready', pdf, url });
      },
      () => {
        if (isCurrent) setState({ status: 'failed', url });
      },
    );
    return () => {
      isCurrent = false;
      void opened?.loadingTask.destroy();
    };
  }, [url]);
  return state.url === url ? state : { status: 'loading' };
}
