import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { templateNotFound } from './get-template.ts';
import { pdfTemplates } from './pdf-templates.table.ts';

/**
 * DELETE /api/pdf-templates/:id. Envelopes already sent keep their own copy of the PDF and its
 * fields (signature_documents); their link to the template is cleared by the foreign key.
 */
export async function deleteTemplate(options: {
  db: Database;
  id: string;
  admin: AdminUser;
  now: Date;
}): Promise<void> {
  const { db, id, admin, now } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(pdfTemplates)
      .where(eq(pdfTemplates.id, id))
      .returning({ sha256: pdfTemplates.sha256 });
    if (!row) throw templateNotFound();
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'delete',
      entity: 'pdf_template',
      entityId: id,
      details: { sha256: row.sha256 },
      at: now,
    });
  });
}
