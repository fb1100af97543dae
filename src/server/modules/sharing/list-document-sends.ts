import { desc, eq } from 'drizzle-orm';
import type { DocumentSendDto } from '../../../domain/documents/sends.ts';
import type { Database } from '../../db/client.ts';
import { requireDocument } from '../documents/require-document.ts';
import { findMailStatuses } from '../mail/find-mail-statuses.ts';
import { shareLinkStatus } from './share-link-dto.ts';
import { documentSends, shareLinks } from './sharing.table.ts';

/** GET /api/documents/:id/sends: what was sent about the NDA and to whom, newest first. */
export async function listDocumentSends(options: {
  db: Database;
  documentId: string;
  now: Date;
}): Promise<DocumentSendDto[]> {
  const { db, documentId, now } = options;
  await requireDocument(db, documentId);
  const rows = await db
    .select({ send: documentSends, link: shareLinks })
    .from(documentSends)
    .innerJoin(shareLinks, eq(shareLinks.id, documentSends.shareLinkId))
    .where(eq(documentSends.documentId, documentId))
    .orderBy(desc(documentSends.sentAt), desc(documentSends.id));
  const mailStatuses = await findMailStatuses({
    db,
    relatedEntity: 'share_link',
    relatedIds: rows.map(({ link }) => link.id),
  });
  return rows.map(({ send, link }) => ({
    id: send.id,
    kind: send.kind,
    recipientEmail: send.recipientEmail,
    accessLevel: send.accessLevel,
    expiresAt: send.expiresAt ? send.expiresAt.toISOString() : null,
    message: send.message,
    sentByName: send.sentByName,
    sentAt: send.sentAt.toISOString(),
    shareLinkId: link.id,
    linkStatus: shareLinkStatus(link, now),
    mailStatus: mailStatuses.get(link.id) ?? null,
  }));
}
