import { eq } from 'drizzle-orm';
import { SIGNATURE_EVENT_TYPES, type SignatureEventType } from '../../../domain/esign.ts';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import type { AgreementSnapshot } from './agreement-snapshot.ts';
import {
  signatureRecipients,
  signatureRequests,
  type SignatureRecipient,
  type SignatureRequest,
} from './esign.table.ts';
import { recipientPartyOf } from './pdf-document.ts';
import type { SealCredentials } from './seal/seal-pdf.ts';
import { decodeSignatureImage } from './signature-image.ts';
import { signersOf } from './signature-recipients.ts';
import { listRequestEvents } from './signature-requests.ts';
import { buildSignedPdf, type SignedPdfSigner } from './signed-pdf.ts';
import {
  completedCopyMail,
  signedCopyMail,
  signedNoticeMail,
  type CopyLink,
} from './signing-mail.ts';
import {
  adminDocumentUrlFor,
  createSigningToken,
  hashSigningToken,
  signingUrlFor,
  verifyUrlFor,
} from './signing-token.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';
import { sha256Hex } from './sha256.ts';

type CompleteConfig = Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;

const isEventType = (type: string): type is SignatureEventType =>
  (SIGNATURE_EVENT_TYPES as readonly string[]).includes(type);

/** Each signer as the signed PDF draws them: their mark, their party and their own events. */
async function pdfSignersOf(options: {
  tx: Transaction;
  request: SignatureRequest;
  recipients: SignatureRecipient[];
  agreement: AgreementSnapshot;
}): Promise<SignedPdfSigner[]> {
  const { tx, request, agreement } = options;
  const signers: SignedPdfSigner[] = [];
  for (const signer of signersOf(options.recipients)) {
    const events = await listRequestEvents(tx, request.id, signer.id);
    signers.push({
      email: signer.email,
      party: recipientPartyOf(agreement, signer),
      signature: {
        fullName: signer.signatureName ?? signer.name,
        title: signer.signatureTitle,
        type: signer.signatureImage ? 'drawn' : 'typed',
        imagePng: signer.signatureImage ? decodeSignatureImage(signer.signatureImage) : null,
      },
      signedAt: signer.signedAt!,
      // Every signer is shown the snapshot that was sent; its hash is the request's.
      contentHash: request.contentHash,
      events: events
        .filter((event) => isEventType(event.type))
        .map((event) => ({
          type: event.type as SignatureEventType,
          at: event.at,
          ipAddress: event.ipAddress,
          userAgent: event.userAgent,
        })),
    });
  }
  return signers;
}

/**
 * The last signature is in: draws the signed PDF once, with every signer's block and their part
 * of the certificate, seals it, completes the request and the document, gives each CC recipient a
 * link to the copy and mails every signer, every CC recipient and the sender. Runs in the
 * signing transaction, with the request locked.
 */
export async function completeEnvelope(options: {
  tx: Transaction;
  config: CompleteConfig;
  request: SignatureRequest;
  recipients: SignatureRecipient[];
  agreement: AgreementSnapshot;
  /** The signer who signed last, and the raw token of their link. */
  lastSigner: { id: string; token: string };
  seal: SealCredentials;
  now: Date;
}): Promise<SignatureRequest> {
  const { tx, config, request, recipients, agreement, now } = options;
  const verifyUrl = verifyUrlFor(config.publicUrl);
  const signedPdf = await buildSignedPdf({
    requestId: request.id,
    agreement,
    signers: await pdfSignersOf({ tx, request, recipients, agreement }),
    contentHash: request.contentHash,
    completedAt: now,
    timeZone: config.organisation.timeZone,
    seal: options.seal,
    verifyUrl,
  });
  const [completed] = await tx
    .update(signatureRequests)
    .set({
      status: 'completed',
      deliveredAt: request.deliveredAt ?? now,
      completedAt: now,
      signedPdf,
      signedPdfHash: sha256Hex(signedPdf),
      updatedAt: now,
    })
    .where(eq(signatureRequests.id, request.id))
    .returning();
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
    if (recipient.role === 'cc') {
      const token = createSigningToken();
      await tx
        .update(signatureRecipients)
        .set({ tokenHash: hashSigningToken(token), status: 'sent', sentAt: now, updatedAt: now })
        .where(eq(signatureRecipients.id, recipient.id));
      const copy = { url: signingUrlFor(config.publicUrl, token) };
      const mail = completedCopyMail({ ...context, signer: person, copy });
      await enqueueMail({ db: tx, mail, now, canDeliver });
      continue;
    }
    const copy: CopyLink =
      recipient.id === options.lastSigner.id
        ? { url: signingUrlFor(config.publicUrl, options.lastSigner.token) }
        : {
            firstMessage: { sentAt: recipient.sentAt ?? request.sentAt, subject: request.subject },
          };
    await enqueueMail({
      db: tx,
      mail: signedCopyMail({ ...context, signer: person, copy }),
      now,
      canDeliver,
    });
  }
  if (agreement.sender.email) {
    const last = recipients.find((recipient) => recipient.id === options.lastSigner.id)!;
    const senderMail = signedNoticeMail({
      ...context,
      signer: { name: last.signatureName ?? last.name, email: last.email },
      senderEmail: agreement.sender.email,
      documentUrl: adminDocumentUrlFor(config.publicUrl, request.documentId),
    });
    await enqueueMail({ db: tx, mail: senderMail, now, canDeliver });
  }
  return completed!;
}
