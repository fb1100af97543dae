import { isDeepStrictEqual } from 'node:util';
import { SIGNATURE_EVENT_TYPES, type SignatureEventType } from '../../../domain/esign/esign.ts';
import { envelopeStatusOf, isSignersTurn } from '../../../domain/esign/recipients.ts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import type { SignatureEvent, SignatureRecipient, SignatureRequest } from './esign.table.ts';
import { recipientPartyOf } from './pdf-document.ts';
import type { SealCredentials } from '../../credentials/seal-certificate-file.ts';
import { sha256Hex } from './sha256.ts';
import { signatureEventValues } from './signature-events.ts';
import { decodeSignatureImage } from './signature-image.ts';
import { requireSigningLink, type SigningLink } from './signature-recipients.ts';
import { drawEnvelopePdfs, type SealedEnvelopePdf } from './draw-envelope-pdfs.ts';
import { checkSignerFieldValues } from './envelope-field-values.ts';
import { listEnvelopeDocuments, listFieldValues } from './signature-documents.ts';
import type { UntrustedWorkPool } from '../../untrusted-work/untrusted-work-pool.ts';

const actorsOf = (recipients: readonly SignatureRecipient[]) =>
  recipients.filter((recipient) => recipient.role !== 'cc');
import { compareEvents, listRequestEvents, readSentAgreement } from './signature-requests.ts';
import type { CertificateAssent } from './certificate-page.ts';
import { buildSignedPdf, type SignedPdfSigner } from './signed-pdf.ts';
import { signedFieldsOf, signingStepsOf, type Signing } from './signing-steps.ts';
import { closedSigningReason, isIdentityConfirmed } from './signing-view.ts';
import { verifyUrlFor } from './signing-token.ts';

/** The envelope as it stood when its signed PDF was drawn, before this signature. */
export type EnvelopeState = {
  request: SignatureRequest;
  recipients: SignatureRecipient[];
  events: SignatureEvent[];
};

/**
 * The sealed PDFs drawn ahead of the signing transaction, valid while the envelope is `basis`:
 * the agreement with its certificate, and the envelope's other PDFs with their fields drawn in.
 */
export type PrebuiltSignedPdf = {
  basis: EnvelopeState;
  bytes: Uint8Array;
  sha256: string;
  documents: SealedEnvelopePdf[];
};

type TrailEvent = Pick<SignatureEvent, 'recipientId' | 'type' | 'at' | 'ipAddress' | 'userAgent'>;

const isEventType = (type: string): type is SignatureEventType =>
  (SIGNATURE_EVENT_TYPES as readonly string[]).includes(type);

/** Each signer as the signed PDF draws them: their mark, their party and their own events. */
function pdfSignersOf(options: {
  request: SignatureRequest;
  recipients: SignatureRecipient[];
  agreement: AgreementSnapshot;
  events: TrailEvent[];
}): SignedPdfSigner[] {
  const { request, agreement } = options;
  // Approvers are on the certificate with their approval; only signers get a block (ADR 050).
  return actorsOf(options.recipients).map((signer) => ({
    role: signer.role === 'approver' ? ('approver' as const) : ('signer' as const),
    email: signer.email,
    party: recipientPartyOf(agreement, signer),
    language: signer.language,
    signature: {
      fullName: signer.signatureName ?? signer.name,
      title: signer.signatureTitle,
      type: signer.signatureImage ? 'drawn' : 'typed',
      imagePng: signer.signatureImage ? decodeSignatureImage(signer.signatureImage) : null,
    },
    signedAt: signer.signedAt!,
    // Every signer is shown the snapshot that was sent; its hash is the request's.
    contentHash: request.contentHash,
    identity: {
      method: signer.identityMethod ?? 'none',
      confirmedAt: signer.identityVerifiedAt,
    },
    events: options.events
      .filter((event) => event.recipientId === signer.id && isEventType(event.type))
      .sort(compareEvents)
      .map((event) => ({
        type: event.type as SignatureEventType,
        at: event.at,
        ipAddress: event.ipAddress,
        userAgent: event.userAgent,
      })),
  }));
}

/** The learner's assent among the envelope's events, with the guardian whose page it was on. */
function assentOf(
  events: SignatureEvent[],
  recipients: SignatureRecipient[],
): CertificateAssent | null {
  const event = events.find((one) => one.type === 'assented');
  if (!event) return null;
  const details = event.details as { learnerName: string; words: string };
  const guardian = recipients.find((recipient) => recipient.id === event.recipientId);
  return {
    learnerName: details.learnerName,
    words: details.words,
    recordedWith: guardian ? (guardian.signatureName ?? guardian.name) : 'not recorded',
    at: event.at,
    ipAddress: event.ipAddress,
    userAgent: event.userAgent,
  };
}

/**
 * The sealed PDF this signature will complete, drawn before the signing transaction from an
 * unlocked read (ADR 043): drawing and sealing take up to seconds with a large drawn signature,
 * and no transaction may wait on them. It shows the signer's row and steps exactly as the
 * transaction will write them (same `now`, address and browser). Null when this signature will
 * not be the last, or cannot be made at all (the transaction then says why).
 */
export async function prebuildSignedPdf(options: {
  db: Database | Transaction;
  config: Pick<Config, 'publicUrl' | 'organisation'>;
  token: string;
  signing: Signing;
  seal: SealCredentials;
  /** Draws and seals the envelope's partner PDFs, which came from outside (ADR 030, 050). */
  untrustedWork: UntrustedWorkPool | undefined;
}): Promise<PrebuiltSignedPdf | null> {
  const { db, config, signing } = options;
  const { now } = signing;
  const link = await requireSigningLink({ db, token: options.token });
  const { request, recipient } = link;
  if (closedSigningReason(link, now)) return null;
  if (!isSignersTurn(recipient, link.recipients, request.signingOrder)) return null;
  if (!isIdentityConfirmed(link)) return null;
  const signed = { ...recipient, ...signedFieldsOf(recipient, signing) };
  const recipients = link.recipients.map((one) => (one.id === signed.id ? signed : one));
  if (envelopeStatusOf(recipients) !== 'completed') return null;

  const agreement = await readSentAgreement(db, request.id);
  const events = await listRequestEvents(db, request.id);
  const steps = signingStepsOf(recipient, signing).map(signatureEventValues);
  const envelopeDocuments = await listEnvelopeDocuments(db, request.id);
  const mine = checkSignerFieldValues({
    documents: envelopeDocuments,
    recipient,
    values: signing.input.fieldValues,
  });
  const documents = await drawEnvelopePdfs({
    db,
    pool: options.untrustedWork,
    requestId: request.id,
    documents: envelopeDocuments,
    recipients,
    values: [...(await listFieldValues(db, envelopeDocuments)), ...mine],
    seal: options.seal,
    organisationName: agreement.organisationName,
    timeZone: config.organisation.timeZone,
    completedAt: now,
  });
  const bytes = await buildSignedPdf({
    requestId: request.id,
    agreement,
    signers: pdfSignersOf({ request, recipients, agreement, events: [...events, ...steps] }),
    assent: assentOf(events, recipients),
    contentHash: request.contentHash,
    completedAt: now,
    timeZone: config.organisation.timeZone,
    seal: options.seal,
    verifyUrl: verifyUrlFor(config.publicUrl),
    documents: documents.map((document) => ({
      title: document.title,
      originalSha256: document.originalSha256,
      signedSha256: document.sha256,
    })),
  });
  return {
    basis: { request, recipients: link.recipients, events },
    bytes,
    sha256: sha256Hex(bytes),
    documents,
  };
}

// Rows read twice may tie on every sort key; the set of events is what must be unchanged.
const byId = (events: SignatureEvent[]) => [...events].sort((a, b) => a.id.localeCompare(b.id));

/**
 * Whether a prebuilt PDF still tells the truth: the envelope, its people and its trail, read
 * under the request's lock, are row for row what it was drawn from.
 */
export async function isPrebuiltCurrent(options: {
  tx: Transaction;
  prebuilt: PrebuiltSignedPdf | null;
  link: SigningLink;
}): Promise<boolean> {
  const { prebuilt, link } = options;
  if (!prebuilt) return false;
  const { basis } = prebuilt;
  return (
    isDeepStrictEqual(basis.request, link.request) &&
    isDeepStrictEqual(basis.recipients, link.recipients) &&
    isDeepStrictEqual(
      byId(basis.events),
      byId(await listRequestEvents(options.tx, link.request.id)),
    )
  );
}
