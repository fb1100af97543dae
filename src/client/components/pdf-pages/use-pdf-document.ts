import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openPdf } from './pdf-document.ts';

/**
 * The PDF at `url`, opened with pdf.js for drawing and destroyed when the page goes away;
 * `headers` go with the request (a staff token; a signing link needs none). A failure (no
 * connection, a browser pdf.js cannot run in) costs only the page images: the callers keep
 * their fields usable. `retry` opens it again.
 */
export function usePdfDocument(url: string, headers?: Record<string, string>) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // Compared by value: a caller's new object each render must not reopen the PDF.
  const headerKey = JSON.stringify(headers ?? {});
  useEffect(() => {
    let opened: PDFDocumentProxy | null = null;
    let isCurrent = true;
    // Destroying the loading task ends the document and its worker.
    openPdf(url, { headers: JSON.parse(headerKey) as Record<string, string> }).then(
      (document) => {
        if (!isCurrent) {
          void document.loadingTask.destroy();
          return;
        }
        opened = document;
        setPdf(document);
      },
      (reason: unknown) => {
        if (isCurrent) setError(reason);
      },
    );
    return () => {
      isCurrent = false;
      setPdf(null);
      setError(null);
      void opened?.loadingTask.destroy();
    };
  }, [url, headerKey, attempt]);
  const retry = () => {
    setError(null);
    setAttempt((count) => count + 1);
  };
  return { pdf, error, isLoading: !pdf && !error, retry };
}
