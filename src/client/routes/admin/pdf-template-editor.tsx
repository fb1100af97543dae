import { TemplateEditor } from '../../features/pdf-templates/template-editor.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/pdf-template-editor';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('PDF template') }];

export default function PdfTemplateEditorPage({ params }: Route.ComponentProps) {
  return <TemplateEditor templateId={params.id} />;
}
