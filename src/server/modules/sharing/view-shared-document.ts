import { and, eq, sql } from 'drizzle-orm';
import type { SharedDocumentDto } from '../../../domain/sharing-schemas.ts';
import type { Database } from '../../db/client.ts';
import { recordActivity, type VisitorInfo } from '../collaboration/record-activity.ts';
import { ndaDocuments } from '../documents/documents.table.ts';
import { partners } from '../partners/partners.table.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { invalidShareLink, isUsableAt } from './find-usable-share-link.ts';
import { shareLinks } from './sharing.table.ts';
import { toSharedDocumentDto } from './shared-document-dto.ts';

/**
 * GET /api/shared/:token. The usability check and the view count are one UPDATE, so concurrent
 * views never lose a count and a link deactivated a moment ago is not counted. The first view of
 * a sent document marks it viewed; the status condition sits in that UPDATE, so it happens once.
 */
export async function viewSharedDocument(options: {
  db: Database;
  token: string;
  now: Date;
  visitor: VisitorInfo;
}): Promise<SharedDocumentDto> {
  const { db, token, now } = options;
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(shareLinks)
      .set({ viewCount: sql`${shareLinks.viewCount} + 1` })
      .where(and(eq(shareLinks.shareToken, token), isUsableAt(now)))
      .returning();
    if (!link) throw invalidShareLink();

    await tx
      .update(ndaDocuments)
      .set({ status: 'viewed', viewedAt: now, updatedAt: now })
      .where(and(eq(ndaDocuments.id, link.documentId), eq(ndaDocuments.status, 'sent')));
    const [row] = await tx
      .select({ document: ndaDocuments, partnerCompanyName: partners.companyName })
      .from(ndaDocuments)
      .leftJoin(partners, eq(partners.id, ndaDocuments.partnerId))
      .where(eq(ndaDocuments.id, link.documentId));
    if (!row) throw invalidShareLink();

    await recordActivity({
      db: tx,
      documentId: link.documentId,
      type: 'viewed',
      actor: { name: null },
      shareToken: link.shareToken,
      visitor: options.visitor,
      now,
    });
    return toSharedDocumentDto({
      document: row.document,
      partnerCompanyName: row.partnerCompanyName,
      organisationName: await getOrganisationName(tx),
      link,
    });
  });
}
