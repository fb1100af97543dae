import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { signatureRecipients, type SignatureRecipient } from './esign.table.ts';
import type { MailAttachment } from '../mail/mail.service.ts';
import { createSigningToken, hashSigningToken, signingUrlFor } from './signing-token.ts';

/**
 * How a person gets their copy: the sealed PDF attached to the mail, or, when it is bigger than
 * MAIL_ATTACHMENT_MAX_MB, a link made at completion that opens it for SIGNED_COPY_DAYS (ADR 037).
 */
export type CopyDelivery = { attachment: MailAttachment } | { url: string };

/**
 * How one recipient gets the sealed PDF once everyone has signed (ADR 037). Up to
 * MAIL_ATTACHMENT_MAX_MB it is attached to their mail. Bigger, they get a link that opens it for
 * SIGNED_COPY_DAYS: the last signer's own link (its token is in hand), else a new one, since only
 * the SHA-256 of a link is stored; the new link replaces the recipient's old one. A CC recipient
 * is marked as sent either way, so the panel shows that their copy went out.
 */
export async function copyDeliveryFor(options: {
  tx: Transaction;
  config: Pick<Config, 'publicUrl' | 'mail'>;
  recipient: SignatureRecipient;
  lastSigner: { id: string; token: string };
  signedPdf: Uint8Array;
  filename: string;
  now: Date;
}): Promise<CopyDelivery> {
  const { tx, config, recipient, now } = options;
  const isCc = recipient.role === 'cc';
  const fits = options.signedPdf.byteLength <= config.mail.attachmentMaxBytes;
  if (fits) {
    if (isCc) {
      await tx
        .update(signatureRecipients)
        .set({ status: 'sent', sentAt: now, updatedAt: now })
        .where(eq(signatureRecipients.id, recipient.id));
    }
    return {
      attachment: {
        filename: options.filename,
        contentType: 'application/pdf',
        content: options.signedPdf,
      },
    };
  }
  if (recipient.id === options.lastSigner.id) {
    return { url: signingUrlFor(config.publicUrl, options.lastSigner.token) };
  }
  const token = createSigningToken();
  await tx
    .update(signatureRecipients)
    .set({
      tokenHash: hashSigningToken(token),
      ...(isCc ? { status: 'sent' as const, sentAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(signatureRecipients.id, recipient.id));
  return { url: signingUrlFor(config.publicUrl, token) };
}
