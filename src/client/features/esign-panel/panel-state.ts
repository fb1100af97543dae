import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import {
  ESIGN_STATUSES,
  VOIDABLE_ESIGN_STATUSES,
  type EsignStatus,
} from '../../../domain/esign/esign.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';

/** What the panel shows of the current request, and which actions it offers (admin spec §4). */
export interface EsignPanelState {
  /** Null while the document has never been sent for signature. */
  status: EsignStatus | null;
  signer: { name: string | null; email: string | null };
  /** The full envelope, when it was read and still describes the document's current request. */
  envelope: EnvelopeStatusDto | null;
  sendAction: 'send' | 'send-again' | null;
  /** Why Send is not offered although the request would allow it (the NDA itself is closed). */
  cannotSendReason: string | null;
  canVoid: boolean;
  canDownload: boolean;
}

const CANNOT_SEND_REASONS: Partial<Record<string, string>> = {
  completed: 'This NDA is already Completed, so it is not sent for signature again.',
  expired: 'The term of this NDA has ended (Expired), so it cannot be sent for signature.',
};

const isEsignStatus = (value: string | null): value is EsignStatus =>
  (ESIGN_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The document is the source of truth for the current request and its status (every change is
 * recorded on it); the envelope adds details only while it describes that same request.
 */
export function readPanelState(
  document: DocumentDto,
  cachedEnvelope: EnvelopeStatusDto | undefined,
): EsignPanelState {
  const status =
    document.docusignEnvelopeId && isEsignStatus(document.docusignStatus)
      ? document.docusignStatus
      : null;
  const envelope =
    cachedEnvelope &&
    cachedEnvelope.envelopeId === document.docusignEnvelopeId &&
    cachedEnvelope.status === status
      ? cachedEnvelope
      : null;

  const wouldSend =
    status === null ? 'send' : status === 'declined' || status === 'voided' ? 'send-again' : null;
  // The server refuses to send a completed or expired NDA, and says why; so does the panel.
  const cannotSendReason = wouldSend ? (CANNOT_SEND_REASONS[document.status] ?? null) : null;

  return {
    status,
    signer: {
      name: envelope?.signerName ?? document.signerName,
      email: envelope?.signerEmail ?? document.signerEmail,
    },
    envelope,
    sendAction: cannotSendReason ? null : wouldSend,
    cannotSendReason,
    canVoid: (VOIDABLE_ESIGN_STATUSES as readonly (string | null)[]).includes(status),
    canDownload: status === 'completed',
  };
}

/** Requests that have ended cannot change, so reading them never polls the provider. */
export const hasEndedRequest = (document: DocumentDto) =>
  document.docusignEnvelopeId !== null &&
  (document.docusignStatus === 'completed' ||
    document.docusignStatus === 'declined' ||
    document.docusignStatus === 'voided');
