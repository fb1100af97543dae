import type { SignatureEventType } from '../../../domain/esign.ts';
import type { Transaction } from '../../db/client.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { signatureEvents } from './esign.table.ts';

export const MAX_USER_AGENT_LENGTH = 512;

/** Adds one step to a request's trail, with the connection it came from when a person acted. */
export async function recordSignatureEvent(options: {
  tx: Transaction;
  requestId: string;
  /** The person who acted or was written to; none for the envelope's own steps. */
  recipientId?: string | null;
  type: SignatureEventType;
  at: Date;
  visitor?: VisitorInfo | null;
  details?: Record<string, unknown> | null;
}): Promise<void> {
  const { visitor } = options;
  await options.tx.insert(signatureEvents).values({
    requestId: options.requestId,
    recipientId: options.recipientId ?? null,
    type: options.type,
    at: options.at,
    ipAddress: visitor?.ipAddress ?? null,
    userAgent: visitor?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    details: options.details ?? null,
  });
}
