import type { PdfTemplateDto } from '../../../domain/esign/pdf-templates.ts';
import type { PlacedField } from '../../../domain/esign/placed-fields.ts';
import { EditorPage } from './editor-page.tsx';
import { EditorTools } from './editor-tools.tsx';
import { FieldLayer } from './field-layer.tsx';
import { LiveRegion } from './use-announcer.tsx';
import { addButtonDomId, useTemplateEditor } from './use-template-editor.ts';

// The editor's tests share this harness: a template as the server sends it, and the editor's
// own state hook driving the real field layer, page and tools, without pdf.js (no PDF is
// opened: the page is drawn blank, as while pdf.js loads).

const LETTER = { width: 612, height: 792 };

export const field = (overrides: Partial<PlacedField> & Pick<PlacedField, 'id'>): PlacedField => ({
  kind: 'signature',
  signer: 1,
  page: 1,
  x: 36,
  y: 36,
  width: 180,
  height: 40,
  required: true,
  label: null,
  ...overrides,
});

export function template(fields: PlacedField[], signerCount = 1): PdfTemplateDto {
  return {
    id: '00000000-0000-4000-8000-000000000050',
    name: 'Business associate agreement',
    filename: 'baa.pdf',
    pageCount: 2,
    fieldCount: fields.length,
    signerCount,
    updatedAt: '2026-12-05T12:00:00.000Z',
    sha256: 'a'.repeat(64),
    size: 1234,
    pages: [LETTER, LETTER],
    fields,
  };
}

/** The field layer of page 1 alone, over a plain box, with the editor's state behind it. */
export function FieldLayerHarness({ from }: { from: PdfTemplateDto }) {
  const editor = useTemplateEditor(from);
  return (
    <>
      <button type="button" id={addButtonDomId(1)}>
        Add to page 1
      </button>
      <div style={{ position: 'relative', width: 612, height: 792 }}>
        <FieldLayer
          page={LETTER}
          scale={1}
          fields={editor.fieldsOf(1)}
          selectedId={editor.selected?.id ?? null}
          onSelect={editor.select}
          onChange={editor.changeField}
          onRemove={editor.removeField}
          onOpenProperties={editor.openProperties}
          onDropKind={(kind, at) => editor.addField(1, { kind, at })}
          announce={editor.announce}
        />
      </div>
      <LiveRegion message={editor.message} />
    </>
  );
}

/** The tools and the first page as the editor draws them, without a PDF behind the page. */
export function EditorHarness({ from }: { from: PdfTemplateDto }) {
  const editor = useTemplateEditor(from);
  return (
    <>
      <EditorTools editor={editor} pages={from.pages} choiceId="choice" />
      <EditorPage
        editor={editor}
        pageNumber={1}
        pageCount={from.pages.length}
        page={from.pages[0]!}
        scale={1}
        pdf={null}
        choiceId="choice"
      />
      <LiveRegion message={editor.message} />
    </>
  );
}
