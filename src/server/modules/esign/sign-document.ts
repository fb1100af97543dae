import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CLOSED_SIGNING_MESSAGES,
  ELECTRONIC_SIGNATURE_CONSENT,
  SIGNATURE_EVENT_TYPES,
  type SignatureEventType,
} from '../../../domain/esign.ts';
import {
  SIGNATURE_IMAGE_MESSAGE,
  type SigningViewDto,
  type signDocumentInput,
} from '../../../domain/esign-schemas.ts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import type { AgreementSnapshot } from './agreement-snapshot.ts';
import type { CertificateEvent } from './certificate-page.ts';
import { updateDocumentSignatureStatus } from './document-signature-status.ts';
import { signatureRequests, type SignatureRequest } from './esign.table.ts';
import { requireSigningRequest } from './find-signing-request.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { decodeSignatureImage } from './signature-image.ts';
import { sealCredentials } from './seal/seal-credentials.ts';
import { listRequestEvents, readSentAgreement } from './signature-requests.ts';
import { buildSignedPdf } from './signed-pdf.ts';
import { signedCopyMail, signedNoticeMail } from './signing-mail.ts';
import { adminDocumentUrlFor, signingUrlFor, verifyUrlFor } from './signing-token.ts';
import { closedSigningReason, toSigningViewDto } from './signing-view.ts';
import { sha256Hex } from './sha256.ts';

type SignData = z.output<typeof signDocumentInput>;

const isEventType = (type: string): type is SignatureEventType =>
  (SIGNATURE_EVENT_TYPES as readonly string[]).includes(type);

/** Every step so far plus the signing itself (and the opening, for a link signed unopened). */
async function certificateEvents(options: {
  tx: Transaction;
  request: SignatureRequest;
  visitor: VisitorInfo;
  now: Date;
}): Promise<CertificateEvent[]> {
  const { tx, request, visitor, now } = options;
  const stored = await listRequestEvents(tx, request.id);
  const here = { at: now, ipAddress: visitor.ipAddress, userAgent: visitor.userAgent ?? null };
  return [
    ...stored
      .filter((event) => isEventType(event.type))
      .map((event) => ({
        type: event.type as SignatureEventType,
        at: event.at,
        ipAddress: event.ipAddress,
        userAgent: event.userAgent,
      })),
    ...(request.deliveredAt ? [] : [{ type: 'delivered' as const, ...here }]),
    { type: 'completed', ...here },
  ];
}

async function buildPdf(options: Parameters<typeof buildSignedPdf>[0]): Promise<Uint8Array> {
  try {
    return await buildSignedPdf(options);
  } catch (error) {
    // pdf-lib rejects a PNG it cannot read; that is the signer's drawing, not our fault.
    if (options.signers.some((signer) => signer.signature.imagePng)) {
      throw fieldError('signatureImage', SIGNATURE_IMAGE_MESSAGE);
    }
    throw error;
  }
}

async function queueSignedMail(options: {
  tx: Transaction;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  request: SignatureRequest;
  agreement: AgreementSnapshot;
  token: string;
  now: Date;
}) {
  const { tx, config, request, agreement, now } = options;
  const canDeliver = canDeliverMail(config.mail);
  const context = {
    requestId: request.id,
    title: agreement.title,
    organisationName: agreement.organisationName,
    sender: agreement.sender,
    signer: { name: request.signatureName ?? request.signerName, email: request.signerEmail },
    completedAt: now,
    timeZone: config.organisation.timeZone,
  };
  const signerMail = signedCopyMail({
    ...context,
    signingUrl: signingUrlFor(config.publicUrl, options.token),
    verifyUrl: verifyUrlFor(config.publicUrl),
  });
  await enqueueMail({ db: tx, mail: signerMail, now, canDeliver });
  if (agreement.sender.email) {
    const senderMail = signedNoticeMail({
      ...context,
      senderEmail: agreement.sender.email,
      documentUrl: adminDocumentUrlFor(config.publicUrl, request.documentId),
    });
    await enqueueMail({ db: tx, mail: senderMail, now, canDeliver });
  }
}

/**
 * POST /api/sign/:token (public): signs with the typed name or the drawn image, after explicit
 * consent to sign electronically. One transaction holds the request row while it draws the signed
 * PDF, so the certificate lists every event there is and a void or a second tab cannot slip in
 * between; then the request, the 'completed' event, the document and the two mails commit together.
 */
export async function signDocument(options: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation' | 'esignSeal'>;
  token: string;
  input: SignData;
  visitor: VisitorInfo;
  now: Date;
}): Promise<SigningViewDto> {
  const { db, config, token, input, visitor, now } = options;
  const imagePng =
    input.signatureType === 'drawn' && input.signatureImage
      ? decodeSignatureImage(input.signatureImage)
      : null;

  // Outside the signing transaction: a first seal is made once and kept whatever happens here.
  const seal = await sealCredentials({ db, config, now });
  return db.transaction(async (tx) => {
    const request = await requireSigningRequest({ db: tx, token, forUpdate: true });
    const closed = closedSigningReason(request, now);
    if (closed) throw new AppError(409, CLOSED_SIGNING_MESSAGES[closed]);
    const agreement = await readSentAgreement(tx, request.id);
    const events = await certificateEvents({ tx, request, visitor, now });
    const signedPdf = await buildPdf({
      requestId: request.id,
      agreement,
      signers: [
        {
          email: request.signerEmail,
          signature: {
            fullName: input.fullName,
            title: input.title,
            type: input.signatureType,
            imagePng,
          },
          signedAt: now,
          // The signing page shows the snapshot that was sent; its hash is the request's.
          contentHash: request.contentHash,
          events,
        },
      ],
      contentHash: request.contentHash,
      completedAt: now,
      timeZone: config.organisation.timeZone,
      seal,
      verifyUrl: verifyUrlFor(config.publicUrl),
    });

    if (!request.deliveredAt) {
      await recordSignatureEvent({
        tx,
        requestId: request.id,
        type: 'delivered',
        at: now,
        visitor,
      });
    }
    const [signed] = await tx
      .update(signatureRequests)
      .set({
        status: 'completed',
        deliveredAt: request.deliveredAt ?? now,
        completedAt: now,
        signedPdf,
        signedPdfHash: sha256Hex(signedPdf),
        signatureName: input.fullName,
        signatureTitle: input.title,
        signatureImage: imagePng ? input.signatureImage : null,
        nextReminderAt: null,
        updatedAt: now,
      })
      .where(eq(signatureRequests.id, request.id))
      .returning();
    await recordSignatureEvent({
      tx,
      requestId: request.id,
      type: 'completed',
      at: now,
      visitor,
      details: {
        fullName: input.fullName,
        title: input.title,
        signatureType: input.signatureType,
        consent: ELECTRONIC_SIGNATURE_CONSENT,
      },
    });
    await updateDocumentSignatureStatus({
      tx,
      documentId: request.documentId,
      status: 'completed',
      at: now,
      now,
    });
    await queueSignedMail({ tx, config, request: signed!, agreement, token, now });
    await recordAudit({
      db: tx,
      actor: { id: null, name: `${input.fullName} (signer)` },
      action: 'sign',
      entity: 'document',
      entityId: request.documentId,
      details: { requestId: request.id, signerEmail: request.signerEmail, ip: visitor.ipAddress },
      at: now,
    });
    return toSigningViewDto({ request: signed!, agreement, now });
  });
}
