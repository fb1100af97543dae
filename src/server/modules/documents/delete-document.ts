import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { onlyDrafts } from './document-errors.ts';
import { ndaDocuments } from './documents.table.ts';

/**
 * DELETE /api/documents/:id: only a draft, which nobody outside has been asked to read or sign;
 * its links, comments and versions go with it. Anything else is kept as the record of
 * what was agreed: 409. The status condition sits in the DELETE, so a Send at the same moment
 * wins or loses cleanly. The audit entry keeps the title.
 */
export async function deleteDocument(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
}): Promise<void> {
  const { id, actor, now } = options;
  await options.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(ndaDocuments)
      .where(and(eq(ndaDocuments.id, id), eq(ndaDocuments.status, 'draft')))
      .returning({ title: ndaDocuments.title, partnerId: ndaDocuments.partnerId });
    if (!deleted) {
      const [current] = await tx
        .select({ status: ndaDocuments.status })
        .from(ndaDocuments)
        .where(eq(ndaDocuments.id, id));
      if (!current) throw notFound('NDA');
      throw onlyDrafts('deleted', current.status);
    }
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'document',
      entityId: id,
      details: { title: deleted.title, partnerId: deleted.partnerId },
      at: now,
    });
  });
}
