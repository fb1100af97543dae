import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../ui/query-state.tsx';
import { pdfTemplateQuery } from './api.ts';
import { EditorWorkspace } from './editor-workspace.tsx';

/** The field editor of one PDF template (ADR 050), once the template has arrived. */
export function TemplateEditor({ templateId }: { templateId: string }) {
  const template = useQuery(pdfTemplateQuery(templateId));
  return (
    <QueryState query={template} what="The PDF template">
      {(loaded) => <EditorWorkspace key={loaded.id} template={loaded} />}
    </QueryState>
  );
}
