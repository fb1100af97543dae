import { asc, eq, inArray } from 'drizzle-orm';
import { signersDueNow } from '../../../domain/esign/recipients.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { UNKNOWN_SIGNING_LINK_MESSAGE } from '../../../domain/esign/esign.ts';
import {
  signatureRecipients,
  signatureRequests,
  type SignatureRecipient,
  type SignatureRequest,
} from './esign.table.ts';
import { hashSigningToken } from './signing-token.ts';

type Db = Database | Transaction;

/** An envelope's people as the sender listed them: signers first, then CC recipients. */
export function listRecipients(db: Db, requestId: string): Promise<SignatureRecipient[]> {
  return db
    .select()
    .from(signatureRecipients)
    .where(eq(signatureRecipients.requestId, requestId))
    .orderBy(asc(signatureRecipients.position));
}

export const signersOf = (recipients: readonly SignatureRecipient[]) =>
  recipients.filter((recipient) => recipient.role === 'signer');

/** The first signer: the partner's, as the panel and the document's signer fields name them. */
export const firstSignerOf = (recipients: readonly SignatureRecipient[]): SignatureRecipient => {
  const [first] = signersOf(recipients);
  if (!first) throw new Error('A signature request always has a signer.');
  return first;
};

export type SigningLink = {
  request: SignatureRequest;
  /** The person the link belongs to. */
  recipient: SignatureRecipient;
  /** Everyone on the envelope, read after the request's lock when one is taken. */
  recipients: SignatureRecipient[];
};

/**
 * The person and envelope behind a signing token; an unknown token is a 404 with one plain
 * message. With forUpdate the envelope is locked first, so two signers of one envelope act one
 * after the other and each sees what the other did.
 */
export async function requireSigningLink(options: {
  db: Db;
  token: string;
  forUpdate?: boolean;
}): Promise<SigningLink> {
  const { db } = options;
  const [found] = await db
    .select({ id: signatureRecipients.id, requestId: signatureRecipients.requestId })
    .from(signatureRecipients)
    .where(eq(signatureRecipients.tokenHash, hashSigningToken(options.token)));
  if (!found) throw new AppError(404, UNKNOWN_SIGNING_LINK_MESSAGE);
  const query = db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, found.requestId));
  const [request] = options.forUpdate ? await query.for('update') : await query;
  const recipients = await listRecipients(db, found.requestId);
  const recipient = recipients.find((candidate) => candidate.id === found.id);
  if (!request || !recipient) throw new AppError(404, UNKNOWN_SIGNING_LINK_MESSAGE);
  return { request, recipient, recipients };
}

/**
 * A remote provider (DocuSign) sends the first signers' requests itself: their rows only say so.
 * Later turns and signatures reach us as the envelope's status (recordEnvelopeState).
 */
export async function markFirstTurnSent(tx: Transaction, requestId: string, sentAt: Date) {
  const [request] = await tx
    .select({ signingOrder: signatureRequests.signingOrder })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  const due = signersDueNow(await listRecipients(tx, requestId), request!.signingOrder);
  if (due.length === 0) return;
  await tx
    .update(signatureRecipients)
    .set({ status: 'sent', sentAt, updatedAt: sentAt })
    .where(
      inArray(
        signatureRecipients.id,
        due.map((signer) => signer.id),
      ),
    );
}
