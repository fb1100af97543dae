import { and, eq } from 'drizzle-orm';
import type { SharedDocumentDto } from '../../../domain/sharing-schemas.ts';
import type { Database } from '../../db/client.ts';
import { recordActivity, type VisitorInfo } from '../collaboration/record-activity.ts';
import { ndaDocuments, type NdaDocument } from '../documents/documents.table.ts';
import { partners } from '../partners/partners.table.ts';
import { agreedSnapshotColumn, readAgreedSnapshot } from '../esign/agreed-snapshot.ts';
import { organisationNameColumn, readOrganisationName } from '../settings/settings.service.ts';
import { invalidShareLink, isUsableAt } from './find-usable-share-link.ts';
import { shareLinks } from './sharing.table.ts';
import { viewCountColumn } from './share-link-views.ts';
import { toSharedDocumentDto } from './shared-document-dto.ts';

/**
 * GET /api/shared/:token. A view appends its 'viewed' activity row and updates no link: the count
 * is the number of those rows (share-link-views.ts), so people opening the same link never queue
 * on a row lock (issue 24; the UPDATE of a counter made every view of one link wait for the one
 * before it to commit). The answer counts this view with those committed before it.
 * An ordinary view is one read and one insert, each atomic on its own and neither holding the
 * connection while the other waits: on the embedded database, which answers one statement at a
 * time, a transaction around them kept everyone else waiting between its statements. Only the
 * first view of a sent document also moves its status: that status change and its view row are
 * one transaction, with the status condition in the UPDATE, so it happens once.
 * A signed-in admin checking the link (`isStaffPreview`) sees the same page, but nothing is
 * counted, logged or moved on: an admin looking is not the partner looking (issue 12).
 */
export async function viewSharedDocument(options: {
  db: Database;
  token: string;
  now: Date;
  visitor: VisitorInfo;
  isStaffPreview: boolean;
}): Promise<SharedDocumentDto> {
  const { db, token, now } = options;
  // Document, partner, organisation name and agreed text in one round trip, locking nothing.
  const [found] = await db
    .select({
      link: shareLinks,
      viewCount: viewCountColumn,
      document: ndaDocuments,
      partnerCompanyName: partners.companyName,
      organisationName: organisationNameColumn,
      agreed: agreedSnapshotColumn,
    })
    .from(shareLinks)
    .innerJoin(ndaDocuments, eq(ndaDocuments.id, shareLinks.documentId))
    .leftJoin(partners, eq(partners.id, ndaDocuments.partnerId))
    .where(and(eq(shareLinks.shareToken, token), isUsableAt(now)));
  if (!found) throw invalidShareLink();
  const answer = (document: NdaDocument, viewCount: number) =>
    toSharedDocumentDto({
      document,
      partnerCompanyName: found.partnerCompanyName,
      organisationName: readOrganisationName(found.organisationName),
      agreed: readAgreedSnapshot(found.agreed),
      link: { ...found.link, viewCount },
    });
  if (options.isStaffPreview) {
    return { ...answer(found.document, found.viewCount), isStaffPreview: true };
  }

  const view = {
    documentId: found.document.id,
    type: 'viewed',
    actor: { name: null },
    shareToken: token,
    visitor: options.visitor,
    now,
  } as const;
  if (found.document.status !== 'sent') {
    await recordActivity({ db, ...view });
    return answer(found.document, found.viewCount + 1);
  }
  const document = await db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(ndaDocuments)
      .set({ status: 'viewed', viewedAt: now, updatedAt: now })
      .where(and(eq(ndaDocuments.id, found.document.id), eq(ndaDocuments.status, 'sent')))
      .returning();
    await recordActivity({ db: tx, ...view });
    if (viewed) return viewed;
    // A view arriving at the same moment moved it on first: answer with what it is now.
    const [current] = await tx
      .select()
      .from(ndaDocuments)
      .where(eq(ndaDocuments.id, found.document.id));
    return current ?? found.document;
  });
  return answer(document, found.viewCount + 1);
}
