import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { readConnectEvent, type EnvelopeStatusEvent } from './connect-event.ts';
import { isConnectSignatureValid } from './connect-signature.ts';

export type { EnvelopeStatusEvent } from './connect-event.ts';

/**
 * A JSON SIM message without documents is a few kilobytes, and only its envelope status and dates
 * are read (connect-event.ts), so the Connect configuration must leave "Include Documents" off.
 * The app's 1 MB limit let anyone make the server read and hash a megabyte per unauthenticated
 * request; a bigger message answers 413, read no further than the limit.
 */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** One message as the settings page reports it: verified (with its event) or refused (why). */
export type ConnectDelivery =
  { accepted: true; event: string } | { accepted: false; reason: string };

export type DocusignWebhookOptions = {
  deps: Pick<AppDeps, 'config'>;
  /** Keeps the document current; without it a verified message is only acknowledged. */
  onEnvelopeStatus?: (event: EnvelopeStatusEvent) => Promise<void> | void;
  /** Every message, so whoever sets Connect up can see whether messages arrive and why not. */
  onDelivery?: (delivery: ConnectDelivery) => Promise<void> | void;
};

/**
 * DocuSign Connect: POST /api/docusign/webhook. Public (DocuSign has no admin session), so every
 * message must carry a valid HMAC signature; anything else is refused with 401.
 */
export const docusignWebhookRoutes: FastifyPluginAsyncZod<DocusignWebhookOptions> = async (
  app,
  { deps, onEnvelopeStatus, onDelivery },
) => {
  // The HMAC covers the exact bytes DocuSign sent; parsed and re-serialized JSON would not match.
  // Scoped to this plugin, so every other route keeps Fastify's JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/docusign/webhook',
    {
      config: { public: true },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        description:
          'DocuSign Connect messages (JSON SIM), verified by X-DocuSign-Signature-n (HMAC-SHA256 of the raw body); 401 when no signature matches, 413 over 256 kB.',
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const refuse = async (error: AppError): Promise<never> => {
        await onDelivery?.({ accepted: false, reason: error.message });
        throw error;
      };
      const hmacKey = deps.config.docusign?.connectHmacKey;
      if (!hmacKey) {
        return refuse(
          new AppError(
            401,
            'DocuSign Connect messages cannot be verified: DOCUSIGN_CONNECT_HMAC_KEY is not set.',
          ),
        );
      }
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isConnectSignatureValid({ rawBody, headers: request.headers, hmacKey })) {
        return refuse(
          new AppError(401, 'The DocuSign Connect signature is missing or does not match.'),
        );
      }
      let event: ReturnType<typeof readConnectEvent>;
      try {
        event = readConnectEvent(rawBody);
      } catch (error) {
        return error instanceof AppError ? refuse(error) : Promise.reject(error);
      }
      if (event.envelope) await onEnvelopeStatus?.(event.envelope);
      await onDelivery?.({ accepted: true, event: event.name });
      return { received: true as const };
    },
  );
};
