import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import type { SealedEnvelopePdf } from './draw-envelope-pdfs.ts';
import {
  signatureDocuments,
  signatureRequests,
  type SignatureRecipient,
  type SignatureRequest,
} from './esign.table.ts';
import { signedPdfFilename } from './download-signed-pdf.ts';
import { signersOf } from './signature-recipients.ts';
import { copyDeliveryFor } from './copy-delivery.ts';
import { completedCopyMail, signedCopyMail, signedNoticeMail } from './signing-mail.ts';
import { adminPageUrlFor, verifyUrlFor } from './signing-token.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';

type CompleteConfig = Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;

/**
 * The last signature is in: stores the sealed PDF drawn before the transaction (ADR 043),
 * completes the request and the document, and mails every signer and every CC recipient their
 * copy (attached, or a fresh link when it is too large: ADR 037) and the sender a notice. Runs in
 * the signing transaction, with the request locked; only database work and mail text happen here.
 */
export async function completeEnvelope(options: {
  tx: Transaction;
  config: CompleteConfig;
  request: SignatureRequest;
  recipients: SignatureRecipient[];
  agreement: AgreementSnapshot;
  /** The signer who signed last, and the raw token of their link. */
  lastSigner: { id: string; token: string };
  /**
   * The sealed PDFs, checked to be drawn from the envelope as it stands under the lock: the
   * agreement's, and the envelope's other PDFs with their fields drawn in (ADR 050).
   */
  signedPdf: { bytes: Uint8Array; sha256: string; documents: readonly SealedEnvelopePdf[] };
  now: Date;
}): Promise<SignatureRequest> {
  const { tx, config, request, recipients, agreement, now } = options;
  const verifyUrl = verifyUrlFor(config.publicUrl);
  const signedPdf = options.signedPdf.bytes;
  const [completed] = await tx
    .update(signatureRequests)
    .set({
      status: 'completed',
      deliveredAt: request.deliveredAt ?? now,
      completedAt: now,
      signedPdf,
      signedPdfHash: options.signedPdf.sha256,
      updatedAt: now,
    })
    .where(eq(signatureRequests.id, request.id))
    .returning();
  for (const document of options.signedPdf.documents) {
    await tx
      .update(signatureDocuments)
      .set({ signedPdf: document.bytes, signedPdfHash: document.sha256 })
      .where(eq(signatureDocuments.id, document.documentId));
  }
  await updateDocumentSignatureStatus({
    tx,
    documentId: request.documentId,
    status: 'completed',
    at: now,
    now,
  });

  const canDeliver = canDeliverMail(config.mail);
  const signerNames = signersOf(recipients).map((signer) => signer.signatureName ?? signer.name);
  const context = {
    requestId: request.id,
    title: agreement.title,
    organisationName: agreement.organisationName,
    sender: agreement.sender,
    completedAt: now,
    signerNames,
    verifyUrl,
    timeZone: config.organisation.timeZone,
  };
  for (const recipient of recipients) {
    const person = { name: recipient.signatureName ?? recipient.name, email: recipient.email };
    const copy = await copyDeliveryFor({
      tx,
      config,
      recipient,
      lastSigner: options.lastSigner,
      signedPdf,
      filename: signedPdfFilename(agreement.title),
      moreFiles: options.signedPdf.documents.map(({ filename, bytes }) => ({ filename, bytes })),
      now,
    });
    // Each person's copy comes in their own language; the notice to staff stays English.
    const mine = {
      ...context,
      signer: person,
      language: recipient.language,
      verifyUrl: verifyUrlFor(config.publicUrl, recipient.language),
      copy,
    };
    const mail = recipient.role === 'cc' ? completedCopyMail(mine) : signedCopyMail(mine);
    await enqueueMail({ db: tx, mail, now, canDeliver });
  }
  if (agreement.sender.email) {
    const last = recipients.find((recipient) => recipient.id === options.lastSigner.id)!;
    const senderMail = signedNoticeMail({
      ...context,
      signer: { name: last.signatureName ?? last.name, email: last.email },
      senderEmail: agreement.sender.email,
      documentUrl: adminPageUrlFor(config.publicUrl, request),
    });
    await enqueueMail({ db: tx, mail: senderMail, now, canDeliver });
  }
  return completed!;
}
