import type { PdfTemplateDto, PdfTemplateSummaryDto } from '../../../domain/esign/pdf-templates.ts';
import { pdfTemplates, type PdfTemplate } from './pdf-templates.table.ts';

/** The columns the editor opens a template with: everything but the PDF's bytes. */
export type TemplateFacts = Omit<PdfTemplate, 'pdf' | 'createdByUserId' | 'createdAt'>;

export const templateFacts = {
  id: pdfTemplates.id,
  name: pdfTemplates.name,
  filename: pdfTemplates.filename,
  sha256: pdfTemplates.sha256,
  size: pdfTemplates.size,
  pages: pdfTemplates.pages,
  fields: pdfTemplates.fields,
  signerCount: pdfTemplates.signerCount,
  updatedAt: pdfTemplates.updatedAt,
};

export const toPdfTemplateSummaryDto = (
  row: Pick<TemplateFacts, 'id' | 'name' | 'filename' | 'signerCount' | 'updatedAt'> & {
    pageCount: number;
    fieldCount: number;
  },
): PdfTemplateSummaryDto => ({
  id: row.id,
  name: row.name,
  filename: row.filename,
  pageCount: row.pageCount,
  fieldCount: row.fieldCount,
  signerCount: row.signerCount,
  updatedAt: row.updatedAt.toISOString(),
});

export const toPdfTemplateDto = (row: TemplateFacts): PdfTemplateDto => ({
  ...toPdfTemplateSummaryDto({
    ...row,
    pageCount: row.pages.length,
    fieldCount: row.fields.length,
  }),
  sha256: row.sha256,
  size: row.size,
  pages: row.pages,
  fields: row.fields,
});
