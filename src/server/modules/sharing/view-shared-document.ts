import { and, eq } from 'drizzle-orm';
import type { SharedDocumentDto } from '../../../domain/sharing-schemas.ts';
import type { Database } from '../../db/client.ts';
import { recordActivity, type VisitorInfo } from '../collaboration/record-activity.ts';
import { ndaDocuments } from '../documents/documents.table.ts';
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
 * before it to commit). The answer counts this view with those committed before it. The first
 * view of a sent document marks it viewed; the status condition sits in that UPDATE, so it
 * happens once.
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
  return db.transaction(async (tx) => {
    // Document, partner, organisation name and agreed text in one round trip, locking nothing.
    const [found] = await tx
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
    let { document } = found;
    if (options.isStaffPreview) {
      const preview = toSharedDocumentDto({
        document,
        partnerCompanyName: found.partnerCompanyName,
        organisationName: readOrganisationName(found.organisationName),
        agreed: readAgreedSnapshot(found.agreed),
        link: { ...found.link, viewCount: found.viewCount },
      });
      return { ...preview, isStaffPreview: true };
    }

    if (document.status === 'sent') {
      const [viewed] = await tx
        .update(ndaDocuments)
        .set({ status: 'viewed', viewedAt: now, updatedAt: now })
        .where(and(eq(ndaDocuments.id, document.id), eq(ndaDocuments.status, 'sent')))
        .returning();
      if (viewed) document = viewed;
      else {
        // A view arriving at the same moment moved it on first: answer with what it is now.
        const [current] = await tx
          .select()
          .from(ndaDocuments)
          .where(eq(ndaDocuments.id, document.id));
        if (current) document = current;
      }
    }

    await recordActivity({
      db: tx,
      documentId: document.id,
      type: 'viewed',
      actor: { name: null },
      shareToken: token,
      visitor: options.visitor,
      now,
    });
    return toSharedDocumentDto({
      document,
      partnerCompanyName: found.partnerCompanyName,
      organisationName: readOrganisationName(found.organisationName),
      agreed: readAgreedSnapshot(found.agreed),
      link: { ...found.link, viewCount: found.viewCount + 1 },
    });
  });
}
