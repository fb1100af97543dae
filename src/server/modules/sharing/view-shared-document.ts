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
import { recordLinkReader, type FirstViewMailSettings } from './record-link-reader.ts';
import { shareLinks, type ShareLink } from './sharing.table.ts';
import { recordLinkView, viewCountColumn } from './share-link-views.ts';
import { toSharedDocumentDto } from './shared-document-dto.ts';
import {
  isProtected,
  openVisitorPass,
  requireLinkVisitor,
  type LinkVisitor,
} from './visitor-passes.ts';

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
 * everyone else waiting between its statements. Only the first view of a sent document also moves
 * its status, and only a verified visitor's view also joins the link's readers (which may mail the
 * link's maker): those and their view row are one transaction, so each happens once.
 *
 * A protected link lets in only a device whose pass (x-visitor-pass) satisfies it (ADR 049); a
 * device without a working pass on an open link is given one in the answer, so every visitor has
 * a row of their own. A signed-in admin checking the link (`isStaffPreview`) sees the same page,
 * but nothing is asked, counted, logged or moved on: an admin looking is not the partner looking.
 */
export async function viewSharedDocument(options: {
  db: Database;
  token: string;
  now: Date;
  visitor: VisitorInfo;
  passToken: string | undefined;
  isStaffPreview: boolean;
  firstViewMail: FirstViewMailSettings;
}): Promise<SharedDocumentDto> {
  const { db, token, now, passToken } = options;
  const [found] = await sharedViews(db, 'shared_view', () => prepareSharedView(db)).execute({
    token,
    now,
  });
  if (!found) throw invalidShareLink();
  const { link, viewCount } = found;
  const answer = (
    document: NdaDocument,
    viewCount: number,
    visitor: { email: string | null; newPass: string | null },
  ) =>
    toSharedDocumentDto({
      document,
      partnerCompanyName: found.partnerCompanyName,
      organisationName: readOrganisationName(found.organisationName),
      agreed: readAgreedSnapshot(found.agreed),
      link: { ...link, viewCount },
      visitorEmail: visitor.email,
      visitorPass: visitor.newPass,
    });
  if (options.isStaffPreview) {
    const preview = answer(found.document, viewCount, { email: null, newPass: null });
    return { ...preview, isStaffPreview: true };
  }

  try {
    const admitted: LinkVisitor =
      isProtected(link) || passToken
        ? await requireLinkVisitor({ db, link, passToken, now })
        : { pass: undefined, email: null };
    const opened = admitted.pass ? undefined : await openVisitorPass({ db, link, now });
    const passId = (admitted.pass ?? opened?.pass)?.id ?? null;
    const { email } = admitted;
    const view: LinkViewOf = {
      documentId: found.document.id,
      actor: { name: null },
      shareToken: token,
      visitor: { ...options.visitor, email, passId },
      now,
    };
    let document = found.document;
    if (document.status === 'sent' || email) {
      document = await recordViewWithChanges({
        db,
        view,
        document,
        reader: email ? { link, email } : null,
        settings: options.firstViewMail,
      });
    } else {
      await recordLinkView(db, view);
    }
    return answer(document, viewCount + 1, { email, newPass: opened?.token ?? null });
  } catch (error) {
    // The document (and with it the link) was deleted between the read and this view's rows:
    // the link no longer works, as the next visit would find.
    if (isForeignKeyViolation(error)) throw invalidShareLink();
    throw error;
  }
}

type LinkViewOf = Parameters<typeof recordLinkView>[1];

/**
 * A view that also changes something, with its view row, in one transaction: the first view of
 * a sent document moves it to viewed (the status condition is in the UPDATE, so it happens
 * once), and a verified visitor joins the link's readers (record-link-reader.ts).
 */
function recordViewWithChanges(options: {
  db: Database;
  view: LinkViewOf;
  document: NdaDocument;
  reader: { link: ShareLink; email: string } | null;
  settings: FirstViewMailSettings;
}): Promise<NdaDocument> {
  const { view, reader } = options;
  return options.db.transaction(async (tx) => {
    let document = options.document;
    if (document.status === 'sent') {
      const [viewed] = await tx
        .update(ndaDocuments)
        .set({ status: 'viewed', viewedAt: view.now, updatedAt: view.now })
        .where(and(eq(ndaDocuments.id, view.documentId), eq(ndaDocuments.status, 'sent')))
        .returning();
      // A view arriving at the same moment moved it on first: answer with what it is now.
      const [current] = viewed
        ? [viewed]
        : await tx.select().from(ndaDocuments).where(eq(ndaDocuments.id, view.documentId));
      document = current ?? document;
    }
    await recordLinkView(tx, view);
    if (reader) {
      await recordLinkReader({
        tx,
        link: reader.link,
        email: reader.email,
        document,
        now: view.now,
        settings: options.settings,
      });
    }
    return document;
  });
}
