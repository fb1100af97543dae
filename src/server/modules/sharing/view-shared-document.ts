import { and, eq, sql } from 'drizzle-orm';
import type { SharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/database-errors.ts';
import { preparedStatementCache } from '../../db/prepared-statements.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { ndaDocuments, type NdaDocument } from '../documents/public.ts';
import { partners } from '../partners/public.ts';
import { agreedSnapshotColumn, readAgreedSnapshot } from '../documents/agreed-snapshot.ts';
import { organisationNameColumn, readOrganisationName } from '../settings/settings.service.ts';
import { invalidShareLink, isUsableAt } from './find-usable-share-link.ts';
import { shareLinks } from './sharing.table.ts';
import { recordLinkView, viewCountColumn } from './share-link-views.ts';
import { toSharedDocumentDto } from './shared-document-dto.ts';

/**
 * Document, partner, organisation name, agreed text and view count in one round trip, locking
 * nothing; built and planned once per database (the busiest public read).
 */
function prepareSharedView(db: Database) {
  const param = sql.placeholder;
  return db
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
    .where(and(eq(shareLinks.shareToken, param('token')), isUsableAt(param('now'))))
    .prepare('shared_view');
}

const sharedViews = preparedStatementCache<ReturnType<typeof prepareSharedView>>();

/**
 * GET /api/shared/:token. A view appends its 'viewed' activity row and updates no link
 * (share-link-views.ts), so people opening the same link never queue on a row lock (ADR 041; the
 * UPDATE of a counter made every view of one link wait for the one before it to commit). The
 * answer counts this view with those committed before it. An ordinary view is one read and one
 * insert, each atomic on its own and neither holding the connection while the other waits: on the
 * embedded database, which answers one statement at a time, a transaction around them kept
 * everyone else waiting between its statements. Only the
 * first view of a sent document also moves its status: that status change and its view row are
 * one transaction, with the status condition in the UPDATE, so it happens once.
 * A signed-in admin checking the link (`isStaffPreview`) sees the same page, but nothing is
 * counted, logged or moved on: an admin looking is not the partner looking.
 */
export async function viewSharedDocument(options: {
  db: Database;
  token: string;
  now: Date;
  visitor: VisitorInfo;
  isStaffPreview: boolean;
}): Promise<SharedDocumentDto> {
  const { db, token, now } = options;
  const [found] = await sharedViews(db, 'shared_view', () => prepareSharedView(db)).execute({
    token,
    now,
  });
  if (!found) throw invalidShareLink();
  const { viewCount } = found;
  const answer = (document: NdaDocument, viewCount: number) =>
    toSharedDocumentDto({
      document,
      partnerCompanyName: found.partnerCompanyName,
      organisationName: readOrganisationName(found.organisationName),
      agreed: readAgreedSnapshot(found.agreed),
      link: { ...found.link, viewCount },
    });
  if (options.isStaffPreview) {
    return { ...answer(found.document, viewCount), isStaffPreview: true };
  }

  const view = {
    documentId: found.document.id,
    actor: { name: null },
    shareToken: token,
    visitor: options.visitor,
    now,
  };
  try {
    let document = found.document;
    if (document.status === 'sent') document = await recordFirstView(db, view, document);
    else await recordLinkView(db, view);
    return answer(document, viewCount + 1);
  } catch (error) {
    // The document (and with it the link) was deleted between the read and this view's rows:
    // the link no longer works, as the next visit would find.
    if (isForeignKeyViolation(error)) throw invalidShareLink();
    throw error;
  }
}

/** The view that moves a sent document to viewed, with its view rows, in one transaction. */
function recordFirstView(
  db: Database,
  view: Parameters<typeof recordLinkView>[1],
  document: NdaDocument,
): Promise<NdaDocument> {
  return db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(ndaDocuments)
      .set({ status: 'viewed', viewedAt: view.now, updatedAt: view.now })
      .where(and(eq(ndaDocuments.id, view.documentId), eq(ndaDocuments.status, 'sent')))
      .returning();
    await recordLinkView(tx, view);
    if (viewed) return viewed;
    // A view arriving at the same moment moved it on first: answer with what it is now.
    const [current] = await tx
      .select()
      .from(ndaDocuments)
      .where(eq(ndaDocuments.id, view.documentId));
    return current ?? document;
  });
}
