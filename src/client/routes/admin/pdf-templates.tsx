import { PdfTemplatesTable } from '../../features/pdf-templates/pdf-templates-table.tsx';
import { UploadPdfTemplateForm } from '../../features/pdf-templates/upload-pdf-template-form.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/pdf-templates';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('PDF templates') }];

/** A partner's own PDFs with the fields each signer fills (ADR 050), kept to send again. */
export default function PdfTemplatesPage() {
  return (
    <>
      <PageHeader
        title="PDF templates"
        description="A partner's own paperwork, such as a business associate agreement, with the fields each signer fills in. Upload a PDF, place its fields, then add it to an envelope."
      />
      <div className="grid gap-8">
        <PdfTemplatesTable />
        <div className="max-w-xl">
          <UploadPdfTemplateForm />
        </div>
      </div>
    </>
  );
}
