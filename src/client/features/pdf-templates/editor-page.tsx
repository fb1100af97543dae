import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageBox } from '../../../domain/esign/placed-fields.ts';
import { PdfPageCanvas } from '../../components/pdf-pages/pdf-page-canvas.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldLayer } from './field-layer.tsx';
import { addButtonDomId, type TemplateEditor } from './use-template-editor.ts';

export interface EditorPageProps {
  editor: TemplateEditor;
  pageNumber: number;
  pageCount: number;
  page: PageBox;
  scale: number;
  /** Null while pdf.js opens the file (or when it could not): the page is drawn blank. */
  pdf: PDFDocumentProxy | null;
  /** Says which field "Add to page" adds. */
  choiceId: string;
}

/** One page: its heading, its "Add to page" button (the keyboard's way in), and its fields. */
export function EditorPage({
  editor,
  pageNumber,
  pageCount,
  page,
  scale,
  pdf,
  choiceId,
}: EditorPageProps) {
  const headingId = `pdf-page-heading-${pageNumber}`;
  return (
    // As wide as the page drawing, so "Add to page" sits at the page's edge however wide the column.
    <section aria-labelledby={headingId} className="w-fit max-w-full">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Page {pageNumber} of {pageCount}
        </h2>
        <Button
          id={addButtonDomId(pageNumber)}
          variant="secondary"
          aria-describedby={choiceId}
          onClick={() => editor.addField(pageNumber)}
        >
          Add to page {pageNumber}
        </Button>
      </div>
      <PdfPageCanvas
        pdf={pdf}
        pageNumber={pageNumber}
        page={page}
        scale={scale}
        label={`Page ${pageNumber} of ${pageCount} of the PDF`}
      >
        <FieldLayer
          page={page}
          scale={scale}
          fields={editor.fieldsOf(pageNumber)}
          selectedId={editor.selected?.id ?? null}
          onSelect={editor.select}
          onChange={editor.changeField}
          onRemove={editor.removeField}
          onOpenProperties={editor.openProperties}
          onDropKind={(kind, at) => editor.addField(pageNumber, { kind, at })}
          announce={editor.announce}
        />
      </PdfPageCanvas>
    </section>
  );
}
