import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { recordActivity } from '../collaboration/record-activity.ts';
import { ACCESS_LEVEL_LINK_NAMES } from './insert-share-link.ts';
import { shareLinks } from './sharing.table.ts';

/**
 * DELETE /api/shares/:id (and /api/share-links/:id): the link stops working at once. The row is
 * kept, so the activity feed and the audit log can still name it. A second deactivation changes
 * nothing and records nothing.
 */
export async function deactivateShareLink(options: {
  db: Database;
  id: string;
  admin: AdminUser;
  now: Date;
}): Promise<void> {
  const { db, id, admin, now } = options;
  await db.transaction(async (tx) => {
    const [link] = await tx.select().from(shareLinks).where(eq(shareLinks.id, id)).for('update');
    if (!link) throw notFound('Share link');
    if (!link.isActive) return;
    await tx.update(shareLinks).set({ isActive: false }).where(eq(shareLinks.id, id));
    await recordActivity({
      db: tx,
      documentId: link.documentId,
      type: 'revoked',
      actor: { name: admin.name, email: admin.email },
      details: `Deactivated ${ACCESS_LEVEL_LINK_NAMES[link.accessLevel]}`,
      shareToken: link.shareToken,
      now,
    });
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'deactivate-share',
      entity: 'document',
      entityId: link.documentId,
      details: { shareLinkId: link.id },
      at: now,
    });
  });
}
