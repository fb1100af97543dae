import { eq } from 'drizzle-orm';
import {
  TEMPLATE_NOT_FOUND_MESSAGE,
  type PdfTemplateDto,
} from '../../../domain/esign/pdf-templates.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pdfTemplates } from './pdf-templates.table.ts';
import { templateFacts, toPdfTemplateDto } from './template-dto.ts';

export const templateNotFound = () => new AppError(404, TEMPLATE_NOT_FOUND_MESSAGE);

/** GET /api/pdf-templates/:id: the template as the editor opens it, without its bytes. */
export async function getTemplate(db: Database, id: string): Promise<PdfTemplateDto> {
  const [row] = await db.select(templateFacts).from(pdfTemplates).where(eq(pdfTemplates.id, id));
  if (!row) throw templateNotFound();
  return toPdfTemplateDto(row);
}

/** GET /api/pdf-templates/:id/pdf: the PDF exactly as uploaded, for pdf.js in the editor. */
export async function getTemplatePdf(
  db: Database,
  id: string,
): Promise<{ filename: string; data: Uint8Array }> {
  const [row] = await db
    .select({ filename: pdfTemplates.filename, data: pdfTemplates.pdf })
    .from(pdfTemplates)
    .where(eq(pdfTemplates.id, id));
  if (!row) throw templateNotFound();
  return row;
}
