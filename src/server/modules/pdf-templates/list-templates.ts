import { desc, sql } from 'drizzle-orm';
import type { PdfTemplateSummaryDto } from '../../../domain/esign/pdf-templates.ts';
import type { Database } from '../../db/client.ts';
import { pdfTemplates } from './pdf-templates.table.ts';
import { toPdfTemplateSummaryDto } from './template-dto.ts';

/** GET /api/pdf-templates: every template, the most recently changed first, without its PDF. */
export async function listTemplates(db: Database): Promise<PdfTemplateSummaryDto[]> {
  const rows = await db
    .select({
      id: pdfTemplates.id,
      name: pdfTemplates.name,
      filename: pdfTemplates.filename,
      signerCount: pdfTemplates.signerCount,
      updatedAt: pdfTemplates.updatedAt,
      pageCount: sql<number>`jsonb_array_length(${pdfTemplates.pages})`,
      fieldCount: sql<number>`jsonb_array_length(${pdfTemplates.fields})`,
    })
    .from(pdfTemplates)
    .orderBy(desc(pdfTemplates.updatedAt), desc(pdfTemplates.id));
  return rows.map(toPdfTemplateSummaryDto);
}
