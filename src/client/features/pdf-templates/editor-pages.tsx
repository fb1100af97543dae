import { useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageBox } from '../../../domain/esign/placed-fields.ts';
import { EditorPage } from './editor-page.tsx';
import { useElementWidth } from '../../components/pdf-pages/use-element-width.ts';
import type { TemplateEditor } from './use-template-editor.ts';

/** Never drawn larger than 1.5 CSS pixels a point: a letter page is then 918 px wide. */
const MAX_SCALE = 1.5;

/** A page's scale to fill the column, in hundredths so a pixel of resize does not redraw it. */
const scaleFor = (page: PageBox, width: number) =>
  Math.floor(Math.min(MAX_SCALE, width / page.width) * 100) / 100;

export interface EditorPagesProps {
  editor: TemplateEditor;
  pages: readonly PageBox[];
  pdf: PDFDocumentProxy | null;
  choiceId: string;
}

/**
 * Every page as wide as the column allows (measured, and measured again as the window or the
 * text size changes), so the editor never scrolls sideways from 320 px up.
 */
export function EditorPages({ editor, pages, pdf, choiceId }: EditorPagesProps) {
  const column = useRef<HTMLDivElement>(null);
  const width = useElementWidth(column);
  return (
    <div ref={column} className="grid min-w-0 gap-8">
      {width > 0
        ? pages.map((page, index) => (
            <EditorPage
              key={index}
              editor={editor}
              pageNumber={index + 1}
              pageCount={pages.length}
              page={page}
              scale={scaleFor(page, width)}
              pdf={pdf}
              choiceId={choiceId}
            />
          ))
        : null}
    </div>
  );
}
