import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_ESIGN_STATUSES, SIGNATURE_EVENT_TYPES } from '../../../domain/esign/esign.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { ndaDocuments } from '../documents/public.ts';
import { NOT_SENT_FOR_SIGNATURE_MESSAGE } from './esign-errors.ts';
import { readAgreementSnapshot, type AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import {
  signatureEvents,
  signatureRequests,
  type SignatureEvent,
  type SignatureRequest,
} from './esign.table.ts';

type Db = Database | Transaction;

/**
 * The document's current request: the one its docusignEnvelopeId names (every send points it at
 * the newest). A missing document is a 404; a document never sent for signature a 409.
 */
export async function requireCurrentRequest(db: Db, documentId: string): Promise<SignatureRequest> {
  const [document] = await db
    .select({ envelopeId: ndaDocuments.docusignEnvelopeId })
    .from(ndaDocuments)
    .where(eq(ndaDocuments.id, documentId));
  if (!document) throw notFound('NDA');
  const [request] = document.envelopeId
    ? await db
        .select()
        .from(signatureRequests)
        .where(
          and(
            eq(signatureRequests.documentId, documentId),
            eq(signatureRequests.envelopeId, document.envelopeId),
          ),
        )
    : [];
  if (!request) throw new AppError(409, NOT_SENT_FOR_SIGNATURE_MESSAGE);
  return request;
}

/** A request of this document still waiting for its signers, if any. */
export async function findOpenRequest(
  db: Db,
  documentId: string,
): Promise<SignatureRequest | undefined> {
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.documentId, documentId),
        inArray(signatureRequests.status, [...OPEN_ESIGN_STATUSES]),
      ),
    )
    .limit(1);
  return request;
}

const EVENT_ORDER = new Map<string, number>(SIGNATURE_EVENT_TYPES.map((type, i) => [type, i]));

/** Oldest first; steps of the same instant in the order in which steps can happen. */
export const compareEvents = (
  a: Pick<SignatureEvent, 'at' | 'type'>,
  b: Pick<SignatureEvent, 'at' | 'type'>,
) =>
  a.at.getTime() - b.at.getTime() ||
  (EVENT_ORDER.get(a.type) ?? 0) - (EVENT_ORDER.get(b.type) ?? 0);

/**
 * The request's events (or one recipient's), oldest first. Steps can share a timestamp (a link opened in the same
 * second it was sent), so ties follow the order in which steps can happen.
 */
export async function listRequestEvents(
  db: Db,
  requestId: string,
  recipientId?: string,
): Promise<SignatureEvent[]> {
  const events = await db
    .select()
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.requestId, requestId),
        recipientId ? eq(signatureEvents.recipientId, recipientId) : undefined,
      ),
    )
    .orderBy(asc(signatureEvents.at));
  return events.sort(compareEvents);
}

/** The agreement as it was sent, kept with the envelope's own 'sent' event. */
export async function readSentAgreement(db: Db, requestId: string): Promise<AgreementSnapshot> {
  const [sent] = await db
    .select({ details: signatureEvents.details })
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.requestId, requestId),
        eq(signatureEvents.type, 'sent'),
        sql`${signatureEvents.details} ? 'agreement'`,
      ),
    )
    .limit(1);
  return readAgreementSnapshot(sent?.details);
}
