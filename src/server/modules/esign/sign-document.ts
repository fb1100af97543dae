import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CLOSED_SIGNING_MESSAGES, ELECTRONIC_SIGNATURE_CONSENT } from '../../../domain/esign.ts';
import {
  NOT_YOUR_TURN_MESSAGE,
  envelopeStatusOf,
  isSignersTurn,
} from '../../../domain/esign-recipients.ts';
import type { SigningViewDto, signDocumentInput } from '../../../domain/esign-schemas.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { untrustedTask } from '../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { completeEnvelope } from './complete-envelope.ts';
import { signatureRecipients } from './esign.table.ts';
import { markEnvelopeDelivered } from './mark-envelope-delivered.ts';
import { openDueSigningLinks } from './open-signing-links.ts';
import { sealCredentials } from './seal/seal-credentials.ts';
import { recordSignatureEvent } from './signature-events.ts';
import type readSignaturePng from './read-signature-png.task.ts';
import { requireSigningLink } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { closedSigningReason, toSigningViewDto } from './signing-view.ts';

type SignData = z.output<typeof signDocumentInput>;

const READ_SIGNATURE_PNG = untrustedTask<typeof readSignaturePng>(
  import.meta.url,
  './read-signature-png.task',
  (passed) => {
    const message = `The drawn signature needs ${passed} to read. Clear it and draw again.`;
    return new AppError(422, message, { fieldErrors: { signatureImage: [message] } });
  },
);

/**
 * The drawn signature's PNG, checked now as the signed PDF will embed it: the PDF may be drawn
 * only when a later signer signs, and their signing must not fail on this signer's drawing.
 */
async function readDrawnSignature(
  input: SignData,
  untrustedWork: UntrustedWorkPool | undefined,
): Promise<Uint8Array | null> {
  if (input.signatureType !== 'drawn' || !input.signatureImage) return null;
  if (!untrustedWork) throw new Error('A drawn signature is read in the untrusted-work pool.');
  return untrustedWork.run(READ_SIGNATURE_PNG, input.signatureImage);
}

/**
 * POST /api/sign/:token (public): one signer signs with the typed name or the drawn image, after
 * explicit consent to sign electronically, and only when it is their turn. One transaction holds
 * the envelope: it records the signature and its events, then either sends the links of the
 * signers whose turn has now come or, after the last signature, completes the envelope (the
 * sealed PDF, the document and the mails). A void or a second tab cannot slip in between.
 */
export async function signDocument(options: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation' | 'esignSeal'>;
  token: string;
  input: SignData;
  visitor: VisitorInfo;
  now: Date;
  /** Reads a drawn signature (ADR 030); only typed signatures may go without it (demo data). */
  untrustedWork?: UntrustedWorkPool;
}): Promise<SigningViewDto> {
  const { db, config, token, input, visitor, now } = options;
  const imagePng = await readDrawnSignature(input, options.untrustedWork);

  // Outside the signing transaction: a first seal is made once and kept whatever happens here.
  const seal = await sealCredentials({ db, config, now });
  return db.transaction(async (tx) => {
    const link = await requireSigningLink({ db: tx, token, forUpdate: true });
    const { request, recipient } = link;
    const closed = closedSigningReason(link, now);
    if (closed) throw new AppError(409, CLOSED_SIGNING_MESSAGES[closed]);
    if (!isSignersTurn(recipient, link.recipients, request.signingOrder)) {
      throw new AppError(409, NOT_YOUR_TURN_MESSAGE);
    }
    const agreement = await readSentAgreement(tx, request.id);

    if (recipient.status !== 'viewed') {
      // Signed without the page's first load being recorded (a link signed unopened).
      await recordSignatureEvent({
        tx,
        requestId: request.id,
        recipientId: recipient.id,
        type: 'delivered',
        at: now,
        visitor,
      });
    }
    const [signed] = await tx
      .update(signatureRecipients)
      .set({
        status: 'signed',
        viewedAt: recipient.viewedAt ?? now,
        signedAt: now,
        signatureName: input.fullName,
        signatureTitle: input.title,
        signatureImage: imagePng ? input.signatureImage : null,
        nextReminderAt: null,
        updatedAt: now,
      })
      .where(eq(signatureRecipients.id, recipient.id))
      .returning();
    await recordSignatureEvent({
      tx,
      requestId: request.id,
      recipientId: recipient.id,
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
    await recordAudit({
      db: tx,
      actor: { id: null, name: `${input.fullName} (signer)` },
      action: 'sign',
      entity: 'document',
      entityId: request.documentId,
      details: { requestId: request.id, signerEmail: recipient.email, ip: visitor.ipAddress },
      at: now,
    });

    const recipients = link.recipients.map((one) => (one.id === signed!.id ? signed! : one));
    if (envelopeStatusOf(recipients) === 'completed') {
      const completed = await completeEnvelope({
        tx,
        config,
        request,
        recipients,
        agreement,
        lastSigner: { id: recipient.id, token },
        seal,
        now,
      });
      return toSigningViewDto({ request: completed, recipient: signed!, agreement, now });
    }

    // Others still sign: the envelope is at least delivered, and the next turn's links go out.
    const delivered = await markEnvelopeDelivered({ tx, request, now });
    await openDueSigningLinks({ tx, config, request, recipients, agreement, now });
    return toSigningViewDto({ request: delivered, recipient: signed!, agreement, now });
  });
}
