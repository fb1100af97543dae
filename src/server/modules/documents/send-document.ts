import { and, eq } from 'drizzle-orm';
import type { DocumentDto } from '../../../domain/document-schemas.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { onlyDrafts } from './document-errors.ts';
import { ndaDocuments } from './documents.table.ts';
import { getDocument } from './get-document.ts';

/**
 * POST /api/documents/:id/send: draft → sent (admin spec §4). The status condition sits in the
 * UPDATE itself, so two admins pressing Send at once send it once and the second gets a 409.
 */
export async function sendDocument(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
}): Promise<DocumentDto> {
  const { db, id, actor, now } = options;
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .update(ndaDocuments)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(and(eq(ndaDocuments.id, id), eq(ndaDocuments.status, 'draft')))
      .returning({ id: ndaDocuments.id });
    if (!sent) {
      const [current] = await tx
        .select({ status: ndaDocuments.status })
        .from(ndaDocuments)
        .where(eq(ndaDocuments.id, id));
      if (!current) throw notFound('NDA');
      throw onlyDrafts('sent', current.status);
    }
    await recordAudit({
      db: tx,
      actor,
      action: 'send',
      entity: 'document',
      entityId: id,
      details: { from: 'draft', to: 'sent' },
      at: now,
    });
    return getDocument({ db: tx, id, now });
  });
}
