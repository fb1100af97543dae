import { eq } from 'drizzle-orm';
import {
  isOpenEsignStatus,
  REMINDER_INTERVAL_DAYS,
  SIGNING_LINK_DAYS,
} from '../../../domain/esign.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { addDays } from './esign-dates.ts';
import { onlyOpenCanBeVoided } from './esign-errors.ts';
import type { EnvelopeState, EsignProvider } from './esign-provider.ts';
import { signatureRequests, type SignatureRequest } from './esign.table.ts';
import { signingInvitationMail } from './signing-mail.ts';
import { createSigningToken, hashSigningToken, signingUrlFor } from './signing-token.ts';

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
 * envelope id is the row id), so there is nothing remote to call: send() puts a signing link on
 * the row and queues the invitation in the sender's transaction; the public /api/sign routes do
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

    async send(request, context) {
      if (!context) {
        throw new Error('The built-in provider sends inside the use case transaction.');
      }
      const { tx, requestId } = context;
      const now = clock.now();
      const token = createToken();
      const expiresAt = addDays(now, SIGNING_LINK_DAYS);
      await tx
        .update(signatureRequests)
        .set({
          tokenHash: hashSigningToken(token),
          expiresAt,
          nextReminderAt: addDays(now, REMINDER_INTERVAL_DAYS),
        })
        .where(eq(signatureRequests.id, requestId));
      const mail = signingInvitationMail({
        requestId,
        title: request.title,
        organisationName: await getOrganisationName(tx),
        sender: { name: request.senderName, email: null },
        signer: { name: request.signerName, email: request.signerEmail },
        subject: request.subject,
        message: request.message,
        signingUrl: signingUrlFor(config.publicUrl, token),
        expiresAt,
        timeZone: config.organisation.timeZone,
      });
      await enqueueMail({ db: tx, mail, now, canDeliver: canDeliverMail(config.mail) });
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
