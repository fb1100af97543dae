import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { DocumentSendKind } from '../../../domain/documents/sends.ts';
import type { Transaction } from '../../db/client.ts';
import { documentSends, type ShareLink } from './sharing.table.ts';

/** Keeps what a mail with a link said, in the transaction that queues the mail. */
export async function recordDocumentSend(options: {
  tx: Transaction;
  kind: DocumentSendKind;
  link: ShareLink;
  recipientEmail: string;
  message: string | null;
  admin: AdminUser;
  now: Date;
}): Promise<void> {
  const { tx, link } = options;
  await tx.insert(documentSends).values({
    documentId: link.documentId,
    shareLinkId: link.id,
    kind: options.kind,
    recipientEmail: options.recipientEmail,
    accessLevel: link.accessLevel,
    expiresAt: link.expiresAt,
    message: options.message,
    sentByName: options.admin.name,
    sentAt: options.now,
  });
}
