import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * pdf.js, loaded only on the pages that show a PDF (the field editor and the signing page), with
 * its worker served from our own origin (the CSP allows scripts from 'self' only) and without
 * eval (the CSP forbids it). pdfjs-dist stays on 5.6, as unpdf's: 5.7 and later need Node 22.
 */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/**
 * Opens a PDF from our API (the browser's own session or link travels with the fetch). The caller
 * destroys the proxy when the page goes away.
 */
export async function openPdf(url: string, init?: RequestInit): Promise<PDFDocumentProxy> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const data = new Uint8Array(await response.arrayBuffer());
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}

/**
 * Draws page `pageNumber` (1-based) into the canvas at `scale` CSS pixels per point, sharp on
 * high-density screens. Returns a cancel function for when the page is drawn again or unmounted.
 */
export function renderPdfPage(options: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  canvas: HTMLCanvasElement;
  scale: number;
}): () => void {
  const { pdf, pageNumber, canvas, scale } = options;
  let cancelled = false;
  let cancelRender = () => {};
  void pdf.getPage(pageNumber).then((page) => {
    if (cancelled) return;
    const density = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * density });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const task = page.render({ canvas, viewport });
    cancelRender = () => task.cancel();
    task.promise.catch(() => {
      // Cancelled by a newer render or an unmount: nothing to show.
    });
  });
  return () => {
    cancelled = true;
    cancelRender();
  };
}
