import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { z } from 'zod';
import type { PdfTemplateDto, saveTemplateInput } from '../../../domain/esign/pdf-templates.ts';
import { fieldProblems } from '../../../domain/esign/placed-fields.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { templateNotFound } from './get-template.ts';
import { pdfTemplates } from './pdf-templates.table.ts';
import { templateFacts, toPdfTemplateDto } from './template-dto.ts';

/**
 * PUT /api/pdf-templates/:id: the name, the number of signers and every field, replaced whole.
 * Each field must lie on a page the PDF has (the pages measured at upload); the answer names
 * every field that does not, under `fields`, for the editor to point at.
 */
export async function saveTemplate(options: {
  db: Database;
  id: string;
  input: z.output<typeof saveTemplateInput>;
  admin: AdminUser;
  now: Date;
}): Promise<PdfTemplateDto> {
  const { db, id, input, admin, now } = options;
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select({ pages: pdfTemplates.pages })
      .from(pdfTemplates)
      .where(eq(pdfTemplates.id, id))
      .for('update');
    if (!template) throw templateNotFound();
    const problems = [...new Set(fieldProblems(input.fields, template.pages))];
    if (problems.length > 0) {
      throw new AppError(400, problems.join(' '), { fieldErrors: { fields: problems } });
    }
    const [row] = await tx
      .update(pdfTemplates)
      .set({
        name: input.name,
        signerCount: input.signerCount,
        fields: input.fields,
        updatedAt: now,
      })
      .where(eq(pdfTemplates.id, id))
      .returning(templateFacts);
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'update',
      entity: 'pdf_template',
      entityId: id,
      details: { fieldCount: input.fields.length, signerCount: input.signerCount },
      at: now,
    });
    return toPdfTemplateDto(row!);
  });
}
