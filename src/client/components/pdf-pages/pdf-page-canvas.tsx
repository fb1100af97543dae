import { useEffect, useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageBox } from '../../../domain/esign/placed-fields.ts';
import { renderPdfPage } from './pdf-document.ts';

/**
 * One PDF page drawn at `scale` CSS pixels per point, as an image with a text alternative; the
 * fields are drawn over it by the caller (children, positioned in points × scale).
 */
export function PdfPageCanvas(props: {
  pdf: PDFDocumentProxy | null;
  pageNumber: number;
  page: PageBox;
  scale: number;
  /** "Page 2 of 3", in the reader's language. */
  label: string;
  children?: React.ReactNode;
}) {
  const { pdf, pageNumber, page, scale } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!pdf || !canvas.current) return;
    return renderPdfPage({ pdf, pageNumber, canvas: canvas.current, scale });
  }, [pdf, pageNumber, scale]);
  return (
    <div
      className="relative border border-line bg-white shadow-sm"
      style={{ width: page.width * scale, height: page.height * scale }}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={props.label}
        className="absolute inset-0 h-full w-full"
      />
      {props.children}
    </div>
  );
}
