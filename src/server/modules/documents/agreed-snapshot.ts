import { sql } from 'drizzle-orm';
import { ndaDocuments } from './documents.table.ts';
import { agreementSnapshot, type AgreementSnapshot } from './agreement-snapshot.ts';
import { signatureEvents, signatureRequests } from '../esign/public.ts';

/**
 * The agreement its current signature request was sent with, while that request waits for its
 * signer or once it is signed; null otherwise (never sent, or declined or voided and editable
 * again). A subquery on nda_documents, so a read gets it in the same round trip as the document.
 * While it exists every surface shows it, so what the partner reads is what the signer signed,
 * whatever is renamed later. The statuses are constants, written into the SQL as literals. Each
 * signer's own 'sent' event has no agreement; the envelope's has.
 */
export const agreedSnapshotColumn = sql<unknown>`(
  select ${signatureEvents.details} -> 'agreement'
  from ${signatureEvents}
  join ${signatureRequests} on ${signatureRequests.id} = ${signatureEvents.requestId}
  where ${signatureRequests.documentId} = ${ndaDocuments.id}
    and ${signatureRequests.envelopeId} = ${ndaDocuments.docusignEnvelopeId}
    and ${signatureRequests.status} in ('sent', 'delivered', 'completed')
    and ${signatureEvents.type} = 'sent'
    and ${signatureEvents.details} ? 'agreement'
  limit 1)`;

/** The column's value as a snapshot; a malformed one is a bug worth a 500, not a silent guess. */
export function readAgreedSnapshot(value: unknown): AgreementSnapshot | null {
  return value == null ? null : agreementSnapshot.parse(value);
}
