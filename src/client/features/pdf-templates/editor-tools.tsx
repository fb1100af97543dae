import type { PageBox } from '../../../domain/esign/placed-fields.ts';
import { fieldDomId } from './field-geometry.ts';
import { kindLabel } from './field-names.ts';
import { FieldPalette } from './field-palette.tsx';
import { FieldProperties } from './field-properties.tsx';
import { signerName } from './signer-look.ts';
import { SignerPicker } from './signer-picker.tsx';
import type { TemplateEditor } from './use-template-editor.ts';

export interface EditorToolsProps {
  editor: TemplateEditor;
  pages: readonly PageBox[];
  /** The id of the line that says what "Add to page" adds. */
  choiceId: string;
}

/** Whose fields come next, which kind, and the selected field's details. */
export function EditorTools({ editor, pages, choiceId }: EditorToolsProps) {
  const { state, selected } = editor;
  return (
    <>
      <SignerPicker
        signerCount={state.signerCount}
        signer={editor.signer}
        onSignerChange={editor.setSigner}
        onAdd={editor.addSigner}
        onRemove={editor.removeSigner}
      />
      <FieldPalette kind={editor.kind} onKindChange={editor.setKind} signer={editor.signer} />
      <p id={choiceId} className="text-sm text-ink-muted">
        “Add to page” adds: {kindLabel(editor.kind)} for {signerName(editor.signer)}.
      </p>
      <FieldProperties
        field={selected}
        page={selected ? (pages[selected.page - 1] ?? null) : null}
        signerCount={state.signerCount}
        onChange={(patch) => selected && editor.changeField(selected.id, patch)}
        onRemove={() => selected && editor.removeField(selected.id)}
        onReturn={() => selected && editor.focusLater(fieldDomId(selected.id))}
      />
    </>
  );
}
