import type { ReactNode } from 'react';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { ESIGN_PROVIDER_LABELS, type EsignProvider } from '../../../domain/esign/esign.ts';
import { formatDateTime } from '../../lib/format.ts';
import { EnvelopeDocumentList } from './envelope-document-list.tsx';
import { EsignStatusBadge } from './esign-status-badge.tsx';
import { RecipientList } from './recipient-list.tsx';
import type { EsignPanelState } from './panel-state.ts';

export interface EnvelopeDetailsProps {
  document: DocumentDto;
  state: EsignPanelState;
  /** The provider that sends new requests; unknown while the config is loading. */
  providerInUse: EsignProvider | undefined;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="font-medium text-ink">{term}</dt>
      <dd className="text-ink-muted wrap-anywhere">{children}</dd>
    </div>
  );
}

const signerText = ({ name, email }: EsignPanelState['signer']) =>
  name && email && name !== email ? `${name} (${email})` : (name ?? email);

/**
 * Status, the people and the documents, the times of each step and the signer's or sender's
 * reason. Times the document does not carry (opened, declined, voided) come from the envelope
 * once it has been read.
 */
export function EnvelopeDetails({ document, state, providerInUse }: EnvelopeDetailsProps) {
  const { envelope, status } = state;
  const sentAt = envelope?.sentAt ?? document.docusignSentAt;
  const completedAt = envelope?.completedAt ?? document.docusignCompletedAt;
  const signer = signerText(state.signer);

  return (
    <dl className="grid gap-3">
      <Row term="Status">
        <EsignStatusBadge status={status} />
      </Row>
      {envelope && envelope.recipients.length > 0 ? (
        <Row term={envelope.recipients.length > 1 ? 'People' : 'Signer'}>
          <RecipientList recipients={envelope.recipients} signingOrder={envelope.signingOrder} />
        </Row>
      ) : status && signer ? (
        <Row term="Signer">{signer}</Row>
      ) : null}
      {envelope && envelope.documents.length > 0 ? (
        <Row term="Documents">
          <EnvelopeDocumentList
            nda={document}
            documents={envelope.documents}
            isCompleted={status === 'completed'}
          />
        </Row>
      ) : null}
      {envelope && envelope.identityCheck !== 'none' ? (
        <Row term="Identity check">A code sent by email to each signer, before signing</Row>
      ) : null}
      {status && sentAt ? <Row term="Sent">{formatDateTime(sentAt)}</Row> : null}
      {envelope?.deliveredAt ? (
        <Row term="First opened">{formatDateTime(envelope.deliveredAt)}</Row>
      ) : null}
      {status === 'completed' && completedAt ? (
        <Row term="Completed">{formatDateTime(completedAt)}</Row>
      ) : null}
      {status === 'declined' && envelope?.declinedAt ? (
        <Row term="Declined">{formatDateTime(envelope.declinedAt)}</Row>
      ) : null}
      {status === 'declined' && envelope?.declineReason ? (
        <Row term="Reason for declining">{envelope.declineReason}</Row>
      ) : null}
      {status === 'voided' && envelope?.voidedAt ? (
        <Row term="Voided">{formatDateTime(envelope.voidedAt)}</Row>
      ) : null}
      {status === 'voided' && envelope?.voidReason ? (
        <Row term="Reason for voiding">{envelope.voidReason}</Row>
      ) : null}
      {providerInUse ? (
        <Row term="Provider in use">{ESIGN_PROVIDER_LABELS[providerInUse]}</Row>
      ) : null}
      {envelope && providerInUse && envelope.provider !== providerInUse ? (
        <Row term="Sent with">{ESIGN_PROVIDER_LABELS[envelope.provider]}</Row>
      ) : null}
    </dl>
  );
}
