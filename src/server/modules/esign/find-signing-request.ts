import { eq } from 'drizzle-orm';
import { UNKNOWN_SIGNING_LINK_MESSAGE } from '../../../domain/esign.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { signatureRequests, type SignatureRequest } from './esign.table.ts';
import { hashSigningToken } from './signing-token.ts';

/** The request behind a signing token; an unknown token is a 404 with one plain message. */
export async function requireSigningRequest(options: {
  db: Database | Transaction;
  token: string;
  forUpdate?: boolean;
}): Promise<SignatureRequest> {
  const query = options.db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.tokenHash, hashSigningToken(options.token)));
  const [request] = options.forUpdate ? await query.for('update') : await query;
  if (!request) throw new AppError(404, UNKNOWN_SIGNING_LINK_MESSAGE);
  return request;
}
