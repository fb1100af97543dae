import { and, eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import {
  DEFAULT_SEND_MESSAGES,
  NO_PARTNER_EMAIL_MESSAGE,
  type SendDocumentData,
} from '../../../domain/sharing/link-delivery.ts';
import type { SentDocumentDto } from '../../../domain/documents/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { partners } from '../partners/public.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { insertShareLink } from '../sharing/insert-share-link.ts';
import { linkExpiryFrom } from '../sharing/link-expiry.ts';
import { queueLinkMail } from '../mail/queue-link-mail.ts';
import { recordDocumentSend } from '../sharing/record-document-send.ts';
import { sentNdaMail } from '../sharing/sent-nda-mail.ts';
import { shareUrlIn } from '../sharing/share-mail.ts';
import { shareUrlFor } from '../sharing/share-token.ts';
import { onlyDrafts } from './document-errors.ts';
import { ndaDocuments } from './documents.table.ts';
import { getDocument } from './get-document.ts';

/** Moves a draft to sent; two admins pressing Send at once send it once, the second gets a 409. */
async function markSent(tx: Transaction, id: string, now: Date) {
  const [sent] = await tx
    .update(ndaDocuments)
    .set({ status: 'sent', sentAt: now, updatedAt: now })
    .where(and(eq(ndaDocuments.id, id), eq(ndaDocuments.status, 'draft')))
    .returning();
  if (sent) return sent;
  const [current] = await tx
    .select({ status: ndaDocuments.status })
    .from(ndaDocuments)
    .where(eq(ndaDocuments.id, id));
  if (!current) throw notFound('NDA');
  throw onlyDrafts('sent', current.status);
}

/** The address the admin typed, or else the partner's contact email. */
async function findRecipient(tx: Transaction, partnerId: string, typed: string | null) {
  if (typed) return typed;
  const [partner] = await tx
    .select({ email: partners.email })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner?.email) throw fieldError('recipientEmail', NO_PARTNER_EMAIL_MESSAGE);
  return partner.email;
}

/**
 * POST /api/documents/:id/send: "Send" tells the partner. The document becomes sent,
 * a share link (comment level and no expiry unless chosen) is made for the recipient, and a mail
 * with the link and the admin's message is queued and recorded as a send, all in one transaction: the NDA is never Sent without its
 * mail, nor mailed without being Sent. The mail, and the page its link opens, are in the language
 * staff chose for the recipient. Without a mail server the mail is only kept in the outbox,
 * and the answer's `delivery` hands back the link for the admin to pass on.
 */
export async function sendDocument(options: {
  db: Database;
  id: string;
  input: SendDocumentData;
  admin: AdminUser;
  now: Date;
  publicUrl: string;
  canDeliverMail: boolean;
  /** The organisation's time zone, for the link's end in the mail. */
  timeZone?: string;
}): Promise<SentDocumentDto> {
  const { db, id, input, admin, now } = options;
  const expiresAt = linkExpiryFrom(input.expiresAt, now);
  return db.transaction(async (tx) => {
    const document = await markSent(tx, id, now);
    const to = await findRecipient(tx, document.partnerId, input.recipientEmail);
    const link = await insertShareLink({
      tx,
      documentId: id,
      accessLevel: input.accessLevel,
      expiresAt,
      recipient: to,
      recipientEmail: to,
      admin,
      now,
    });
    const shareUrl = shareUrlIn(shareUrlFor(options.publicUrl, link.shareToken), input.language);
    const message = input.message ?? DEFAULT_SEND_MESSAGES[input.language];
    const mail = sentNdaMail({
      to,
      linkId: link.id,
      documentTitle: document.title,
      organisationName: await getOrganisationName(tx),
      senderName: admin.name,
      message,
      accessLevel: link.accessLevel,
      expiresAt: link.expiresAt,
      shareUrl,
      language: input.language,
      timeZone: options.timeZone,
    });
    const delivery = await queueLinkMail({
      tx,
      mail,
      link: shareUrl,
      now,
      canDeliverMail: options.canDeliverMail,
    });
    await recordDocumentSend({ tx, kind: 'send', link, recipientEmail: to, message, admin, now });
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'send',
      entity: 'document',
      entityId: id,
      details: {
        from: 'draft',
        to: 'sent',
        recipient: to,
        shareLinkId: link.id,
        accessLevel: link.accessLevel,
        expiresAt: link.expiresAt?.toISOString() ?? null,
        delivery: delivery.status,
      },
      at: now,
    });
    return { ...(await getDocument({ db: tx, id, now })), delivery };
  });
}
