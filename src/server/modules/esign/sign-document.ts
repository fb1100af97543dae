import { eq } from 'drizzle-orm';
import { CLOSED_SIGNING_MESSAGES } from '../../../domain/esign/esign.ts';
import {
  NOT_YOUR_TURN_MESSAGE,
  envelopeStatusOf,
  isSignersTurn,
} from '../../../domain/esign/recipients.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { IDENTITY_NEEDED_MESSAGE } from '../../../domain/esign/signer-identity.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { untrustedTask } from '../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { completeEnvelope } from './complete-envelope.ts';
import { signatureFieldValues, signatureRecipients } from './esign.table.ts';
import { checkSignerFieldValues } from './envelope-field-values.ts';
import { listEnvelopeDocuments, toSigningDocuments } from './signature-documents.ts';
import { markEnvelopeDelivered } from './mark-envelope-delivered.ts';
import { openDueSigningLinks } from './open-signing-links.ts';
import {
  isPrebuiltCurrent,
  prebuildSignedPdf,
  type PrebuiltSignedPdf,
} from './prebuild-signed-pdf.ts';
import { sealCredentials } from './seal/seal-credentials.ts';
import { recordSignatureEvent } from './signature-events.ts';
import type readSignaturePng from './read-signature-png.task.ts';
import { requireSigningLink } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { auditSubjectOf } from './signing-token.ts';
import { readLearnerAssent } from './learner-assent.ts';
import { signedFieldsOf, signingStepsOf, type SignData, type Signing } from './signing-steps.ts';
import { closedSigningReason, isIdentityConfirmed, toSigningViewDto } from './signing-view.ts';

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

/** A prebuilt signed PDF no longer matched the envelope; the transaction was rolled back. */
class EnvelopeChangedWhileSigning extends Error {}

export const ENVELOPE_CHANGED_MESSAGE =
  'Someone else acted on this agreement while your signature was being added, so nothing was ' +
  'signed. Reload the page and sign again.';

/**
 * POST /api/sign/:token (public): one signer signs with the typed name or the drawn image, after
 * explicit consent to sign electronically, and only when it is their turn. When this signature
 * will be the last, the sealed PDF is drawn first, outside any transaction (ADR 043). Then one
 * short transaction holds the envelope: it records the signature and its events, then either
 * sends the links of the signers whose turn has now come or, after the last signature, stores the
 * PDF if the envelope is still exactly what it was drawn from and completes it (the document and
 * the mails). Had anything changed, the PDF is drawn again once; a second change answers 409. A
 * void or a second tab cannot slip in between.
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
  const signing: Signing = { input, hasImage: imagePng !== null, visitor, now };

  // Outside the signing transaction: a first seal is made once and kept whatever happens here.
  const seal = await sealCredentials({ db, config, now });
  for (let attempt = 1; ; attempt += 1) {
    const prebuilt = await prebuildSignedPdf({
      db,
      config,
      token,
      signing,
      seal,
      untrustedWork: options.untrustedWork,
    });
    try {
      return await recordSignature({ db, config, token, signing, prebuilt });
    } catch (error) {
      if (!(error instanceof EnvelopeChangedWhileSigning)) throw error;
      if (attempt === 2) throw new AppError(409, ENVELOPE_CHANGED_MESSAGE);
    }
  }
}

/** The signing transaction: database work only, with the request locked. */
function recordSignature(options: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  token: string;
  signing: Signing;
  prebuilt: PrebuiltSignedPdf | null;
}): Promise<SigningViewDto> {
  const { db, config, token, signing, prebuilt } = options;
  const { input, visitor, now } = signing;
  return db.transaction(async (tx) => {
    const link = await requireSigningLink({ db: tx, token, forUpdate: true });
    const { request, recipient } = link;
    const closed = closedSigningReason(link, now);
    if (closed) throw new AppError(409, CLOSED_SIGNING_MESSAGES[closed]);
    if (!isSignersTurn(recipient, link.recipients, request.signingOrder)) {
      throw new AppError(409, NOT_YOUR_TURN_MESSAGE);
    }
    if (!isIdentityConfirmed(link)) throw new AppError(403, IDENTITY_NEEDED_MESSAGE);
    const envelopeDocuments = await listEnvelopeDocuments(tx, request.id);
    const fieldValues = checkSignerFieldValues({
      documents: envelopeDocuments,
      recipient,
      values: input.fieldValues,
    });
    const signedFields = signedFieldsOf(recipient, signing);
    const completes =
      envelopeStatusOf(
        link.recipients.map((one) => (one.id === recipient.id ? { ...one, ...signedFields } : one)),
      ) === 'completed';
    // Checked before anything is written: the PDF was drawn from the envelope before this signature.
    if (completes && !(await isPrebuiltCurrent({ tx, prebuilt, link }))) {
      throw new EnvelopeChangedWhileSigning();
    }
    const agreement = await readSentAgreement(tx, request.id);
    const assent = await readLearnerAssent(tx, request.id);

    const [signed] = await tx
      .update(signatureRecipients)
      .set(signedFields)
      .where(eq(signatureRecipients.id, recipient.id))
      .returning();
    if (fieldValues.length > 0) {
      await tx
        .insert(signatureFieldValues)
        .values(fieldValues.map((value) => ({ ...value, createdAt: now })));
    }
    for (const step of signingStepsOf(recipient, signing)) {
      await recordSignatureEvent({ tx, ...step });
    }
    await recordAudit({
      db: tx,
      actor: { id: null, name: `${input.fullName} (signer)` },
      action: 'sign',
      ...auditSubjectOf(request),
      details: { requestId: request.id, signerEmail: recipient.email, ip: visitor.ipAddress },
      at: now,
    });

    const recipients = link.recipients.map((one) => (one.id === signed!.id ? signed! : one));
    if (completes) {
      const completed = await completeEnvelope({
        tx,
        config,
        request,
        recipients,
        agreement,
        lastSigner: { id: recipient.id, token },
        signedPdf: prebuilt!,
        now,
      });
      return toSigningViewDto({
        request: completed,
        recipient: signed!,
        agreement,
        assent,
        documents: toSigningDocuments(envelopeDocuments, signed!, recipients),
        now,
      });
    }

    // Others still sign: the envelope is at least delivered, and the next turn's links go out.
    const delivered = await markEnvelopeDelivered({ tx, request, now });
    await openDueSigningLinks({ tx, config, request, recipients, agreement, now });
    // Their part is done: the closed view, with nothing to download until everyone acted.
    return toSigningViewDto({
      request: delivered,
      recipient: signed!,
      agreement,
      assent,
      documents: [],
      now,
    });
  });
}
