import type { EsignStatus, EsignProvider as ProviderName } from '../../../domain/esign/esign.ts';
import type { Transaction } from '../../db/client.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import type { PlacedField } from '../../../domain/esign/placed-fields.ts';

/** One person on the envelope; signers with the same routing order sign at the same time. */
export type EnvelopeRecipient = { name: string; email: string; routingOrder: number };

/**
 * A partner's own PDF in the envelope after the NDA (ADR 050), with its placed fields; each
 * field's `signerIndex` points into EnvelopeRequest.signers.
 */
export type EnvelopePdf = {
  title: string;
  pdf: Uint8Array;
  fields: (PlacedField & { signerIndex: number })[];
};

/** What is sent for signature: the NDA as a PDF, who signs it and who gets a copy. */
export type EnvelopeRequest = {
  documentId: string;
  title: string;
  /** The NDA as the signer will see it (pages without the certificate). */
  pdf: Uint8Array;
  /** SHA-256 (hex) of the merged content that was sent: the certificate names it. */
  contentHash: string;
  /** In routing order; the first is the partner's signer. */
  signers: EnvelopeRecipient[];
  /** They receive the completed PDF. */
  carbonCopies: EnvelopeRecipient[];
  /** They approve in their turn, without signing (ADR 050). */
  approvers: EnvelopeRecipient[];
  /** The partner's own PDFs, documents 2, 3, ... of the envelope. */
  documents: EnvelopePdf[];
  subject: string;
  message: string | null;
  senderName: string;
};

/** The envelope's state as the provider reports it, with the time of each step it knows. */
export type EnvelopeState = {
  status: EsignStatus;
  sentAt?: Date | null;
  deliveredAt?: Date | null;
  completedAt?: Date | null;
  declinedAt?: Date | null;
  voidedAt?: Date | null;
};

/**
 * The use case that is sending: its transaction (the document row is locked in it), the
 * signature_requests row and its recipients it has written, the agreement and the sender's
 * connection. The built-in provider stores the first signers' links on their recipient rows and
 * queues the invitations in that transaction, so the request, the links and the mails commit or
 * roll back together. A remote provider has nothing to write and ignores it.
 */
export type SendContext = {
  tx: Transaction;
  requestId: string;
  agreement: AgreementSnapshot;
  visitor: VisitorInfo;
};

/**
 * One e-signature service. The built-in provider (our own signing page) is always available;
 * DocuSign is used when its four settings are present (ARCHITECTURE "Integrations"). Errors the
 * admin should read are thrown as AppError with a plain message.
 */
export interface EsignProvider {
  readonly name: ProviderName;
  /**
   * The shortest time between two status polls of one envelope that the service allows
   * (DocuSign: 15 minutes). The status check keeps it across restarts and instances.
   */
  readonly statusPollIntervalMs?: number;
  send(
    request: EnvelopeRequest,
    context?: SendContext,
  ): Promise<{ envelopeId: string; state: EnvelopeState }>;
  status(envelopeId: string): Promise<EnvelopeState>;
  void(envelopeId: string, reason: string): Promise<EnvelopeState>;
  /** The signed PDF (with its certificate of completion); only for completed envelopes. */
  download(envelopeId: string): Promise<Uint8Array>;
}
