import type { SignatureEventType } from '../../../domain/esign/esign.ts';
import type { Transaction } from '../../db/client.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { signatureEvents, type NewSignatureEvent } from './esign.table.ts';

export const MAX_USER_AGENT_LENGTH = 512;

export type SignatureStep = {
  requestId: string;
  /** The person who acted or was written to; none for the envelope's own steps. */
  recipientId?: string | null;
  type: SignatureEventType;
  at: Date;
  visitor?: VisitorInfo | null;
  details?: Record<string, unknown> | null;
};

/**
 * The row a step becomes. The signed PDF is drawn before the signing transaction from the rows
 * its last steps will become (ADR 043), so both must come from this one function.
 */
export function signatureEventValues(step: SignatureStep) {
  const { visitor } = step;
  return {
    requestId: step.requestId,
    recipientId: step.recipientId ?? null,
    type: step.type,
    at: step.at,
    ipAddress: visitor?.ipAddress ?? null,
    userAgent: visitor?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    details: step.details ?? null,
  } satisfies NewSignatureEvent;
}

/** Adds one step to a request's trail, with the connection it came from when a person acted. */
export async function recordSignatureEvent(
  options: SignatureStep & { tx: Transaction },
): Promise<void> {
  await options.tx.insert(signatureEvents).values(signatureEventValues(options));
}
