import { useId, useRef } from 'react';
import type { PdfTemplateDto } from '../../../domain/esign/pdf-templates.ts';
import { LoadFailed } from '../../ui/query-state.tsx';
import { templatePdfUrl } from './api.ts';
import { EditorPages } from './editor-pages.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { EditorTools } from './editor-tools.tsx';
import { fieldDomId } from './field-geometry.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { SaveProblemsList } from './save-problems-list.tsx';
import { LiveRegion } from './use-announcer.tsx';
import { useTemplatePdf } from './use-template-pdf.ts';
import { useSaveTemplateAction } from './use-save-template.ts';
import { useTemplateEditor } from './use-template-editor.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

/**
 * The editor: the name and Save on top; the tools (which field, whose, the selected field's
 * details) beside the pages from 1280 px and above them on smaller screens; the pages as wide
 * as their column allows.
 */
export function EditorWorkspace({ template }: { template: PdfTemplateDto }) {
  const choiceId = useId();
  const editor = useTemplateEditor(template);
  const { state } = editor;
  const pdf = useTemplatePdf(templatePdfUrl(template.id));
  const problemsBox = useRef<HTMLDivElement>(null);
  const save = useSaveTemplateAction({
    templateId: template.id,
    state,
    dispatch: editor.dispatch,
    onProblems: () => problemsBox.current?.focus(),
  });
  const blocker = useUnsavedChanges(state.isDirty);
  const showField = (id: string) => {
    editor.select(id);
    editor.focusLater(fieldDomId(id));
  };

  return (
    <div className="grid gap-6">
      <EditorToolbar
        title={template.name}
        name={state.name}
        onNameChange={(name) => editor.dispatch({ type: 'rename', name })}
        nameError={save.problems.name}
        isDirty={state.isDirty}
        isSaving={save.isSaving}
        onSave={save.submit}
      />
      <SaveProblemsList ref={problemsBox} problems={save.problems.others} onShowField={showField} />
      <div className="grid gap-8 xl:grid-cols-[20rem_minmax(0,1fr)] xl:items-start">
        <div className="grid gap-6 xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:-m-2 xl:overflow-y-auto xl:p-2">
          <EditorTools editor={editor} pages={template.pages} choiceId={choiceId} />
        </div>
        <div className="grid min-w-0 gap-4">
          {pdf.error ? (
            <LoadFailed
              what="The PDF's pages"
              hint="You can still place fields on the blank pages."
              error={pdf.error}
              onRetry={pdf.retry}
            />
          ) : null}
          <EditorPages editor={editor} pages={template.pages} pdf={pdf.pdf} choiceId={choiceId} />
        </div>
      </div>
      <LiveRegion message={editor.message} />
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
