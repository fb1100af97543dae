import { eq } from 'drizzle-orm';
import { isOpenEsignStatus } from '../../../domain/esign/esign.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { onlyOpenCanBeVoided } from './esign-errors.ts';
import type { EnvelopeState, EsignProvider } from './esign-provider.ts';
import { signatureRequests, type SignatureRequest } from './esign.table.ts';
import { openDueSigningLinks } from './open-signing-links.ts';
import { listRecipients } from './signature-recipients.ts';
import { createSigningToken } from './signing-token.ts';

export const envelopeStateOf = (request: SignatureRequest): EnvelopeState => ({
  status: request.status,
  sentAt: request.sentAt,
  deliveredAt: request.deliveredAt,
  completedAt: request.completedAt,
  declinedAt: request.declinedAt,
  voidedAt: request.voidedAt,
});

/**
 * Our own signing page as an EsignProvider. Its envelope is the signature_requests row (the
 * envelope id is the row id), so there is nothing remote to call: send() gives the signers whose
 * turn it is their links and queues their invitations in the sender's transaction; the public /api/sign routes do
 * the rest. Void only confirms that the request is still open; the void use case records it.
 */
export function createBuiltinProvider(options: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'mail' | 'organisation'>;
  clock: Clock;
  /**
   * Makes each signing token. Only the demo data passes its own, which hands the token on so
   * that its completed NDAs can be signed through the real signing use case.
   */
  createToken?: () => string;
}): EsignProvider {
  const { db, config, clock, createToken = createSigningToken } = options;

  const requireRequest = async (envelopeId: string) => {
    const [request] = await db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, envelopeId));
    if (!request || request.provider !== 'builtin') throw notFound('This signature request');
    return request;
  };

  return {
    name: 'builtin',

    async send(_request, context) {
      if (!context) {
        throw new Error('The built-in provider sends inside the use case transaction.');
      }
      const { tx, requestId } = context;
      const now = clock.now();
      const [request] = await tx
        .select()
        .from(signatureRequests)
        .where(eq(signatureRequests.id, requestId));
      await openDueSigningLinks({
        tx,
        config,
        request: request!,
        recipients: await listRecipients(tx, requestId),
        agreement: context.agreement,
        now,
        visitor: context.visitor,
        createToken,
      });
      return { envelopeId: requestId, state: { status: 'sent', sentAt: now } };
    },

    async status(envelopeId) {
      return envelopeStateOf(await requireRequest(envelopeId));
    },

    async void(envelopeId) {
      const request = await requireRequest(envelopeId);
      if (!isOpenEsignStatus(request.status)) throw onlyOpenCanBeVoided(request);
      return { ...envelopeStateOf(request), status: 'voided', voidedAt: clock.now() };
    },

    async download(envelopeId) {
      const request = await requireRequest(envelopeId);
      if (request.status !== 'completed' || !request.signedPdf) {
        throw new AppError(409, 'The signed copy is available once the signer has signed.');
      }
      return request.signedPdf;
    },
  };
}
