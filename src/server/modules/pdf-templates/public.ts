// What other features may reference of pdf-templates' tables (ADR 044): the template row, which
// an envelope's PDF was copied from (signature_documents.template_id, ADR 050).
export { pdfTemplates, type PdfTemplate } from './pdf-templates.table.ts';
