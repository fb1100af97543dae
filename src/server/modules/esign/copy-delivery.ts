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
export type CopyDelivery =
  | {
      attachment: MailAttachment;
      /** The envelope's other sealed PDFs (ADR 050), attached beside the agreement. */
      more: MailAttachment[];
    }
  | { url: string };

/** One sealed PDF of the envelope, as it is attached to a mail. */
export type SignedFile = { filename: string; bytes: Uint8Array };

const pdfAttachment = (file: SignedFile): MailAttachment => ({
  filename: file.filename,
  contentType: 'application/pdf',
  content: file.bytes,
});

/**
 * How one recipient gets the sealed PDFs once everyone has signed (ADR 037). Up to
 * MAIL_ATTACHMENT_MAX_MB in all they are attached to their mail. Bigger, they get a link that opens it for
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
  /** The envelope's other sealed PDFs; together with the agreement they must fit in one mail. */
  moreFiles: readonly SignedFile[];
  now: Date;
}): Promise<CopyDelivery> {
  const { tx, config, recipient, now } = options;
  const isCc = recipient.role === 'cc';
  const total = options.moreFiles.reduce(
    (sum, file) => sum + file.bytes.byteLength,
    options.signedPdf.byteLength,
  );
  const fits = total <= config.mail.attachmentMaxBytes;
  if (fits) {
    if (isCc) {
      await tx
        .update(signatureRecipients)
        .set({ status: 'sent', sentAt: now, updatedAt: now })
        .where(eq(signatureRecipients.id, recipient.id));
    }
    return {
      attachment: pdfAttachment({ filename: options.filename, bytes: options.signedPdf }),
      more: options.moreFiles.map(pdfAttachment),
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
