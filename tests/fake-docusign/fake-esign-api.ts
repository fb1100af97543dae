import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { buildCombinedDocument, countPdfPages, readPdfText } from './fake-documents.ts';
import {
  anchorTabsOf,
  envelopeDefinition,
  findTabRefusal,
  type FakeEnvelopeDefinition,
} from './fake-envelope-definition.ts';
import type { createEnvelopeStore, FakeDocument } from './fake-envelopes.ts';

const voidRequest = z.object({ status: z.literal('voided'), voidedReason: z.string().min(1) });

type ApiError = { status: number; errorCode: string; message: string };
const invalidBody = (message: string): ApiError => ({
  status: 400,
  errorCode: 'INVALID_REQUEST_BODY',
  message,
});
const sendError = (reply: FastifyReply, error: ApiError) =>
  reply.status(error.status).send({ errorCode: error.errorCode, message: error.message });

/** One of DocuSign's call-limit answers: 429 for the account's limits, 400 for an envelope's. */
export type FakeThrottle = {
  status: 400 | 429;
  errorCode: string;
  message: string;
  headers: Record<string, string>;
};

export type FakeEsignApiContext = {
  accountId: string;
  store: ReturnType<typeof createEnvelopeStore>;
  apiCalls: string[];
  hasValidToken(request: FastifyRequest): boolean;
  /** The limit answer this call is to get, else null. */
  takeThrottle(): FakeThrottle | null;
  now(): Date;
};

/** DocuSign's going-live rule: one status poll per envelope per 15 minutes. */
const POLL_INTERVAL_MS = 15 * 60_000;

/** The Unix time of the next full hour, when DocuSign's hourly counts start again. */
const nextHourUnixSeconds = (now: Date) => Math.ceil((now.getTime() + 1) / 3_600_000) * 3_600;

/**
 * eSignature REST v2.1 under /restapi/v2.1/accounts/{accountId}: create, read and void an
 * envelope, and its combined document. Checks the bearer token and the account on every call.
 */
export const fakeEsignApi: FastifyPluginAsync<FakeEsignApiContext> = async (api, context) => {
  api.addHook('onRequest', async (request, reply) => {
    const params = request.params as { accountId?: string };
    context.apiCalls.push(`${request.method} ${request.url.replace(/^.*\/accounts\/[^/]+/, '')}`);
    const throttle = context.takeThrottle();
    if (throttle !== null) {
      reply.headers(throttle.headers);
      return sendError(reply, throttle);
    }
    if (!context.hasValidToken(request)) {
      return sendError(reply, {
        status: 401,
        errorCode: 'USER_AUTHENTICATION_FAILED',
        message: 'One or both of Username and Password are invalid. Invalid access token',
      });
    }
    if (params.accountId !== context.accountId) {
      return sendError(
        reply,
        invalidBody('The account id in the path is not an account of this user.'),
      );
    }
  });

  const findEnvelope = (request: FastifyRequest) =>
    context.store.envelopes.get((request.params as { envelopeId: string }).envelopeId);
  const noSuchEnvelope: ApiError = {
    status: 400,
    errorCode: 'ENVELOPE_DOES_NOT_EXIST',
    message: 'The envelope specified either does not exist or you have no rights to it.',
  };

  api.post('/envelopes', async (request, reply) => {
    const parsed = envelopeDefinition.safeParse(request.body);
    if (!parsed.success) return sendError(reply, invalidBody(parsed.error.message));
    const definition = parsed.data;
    const refusal = repeatedRecipientId(definition) ?? repeatedDocumentId(definition);
    if (refusal) return sendError(reply, refusal);
    const documents = await readDocuments(definition);
    if (!documents) return sendError(reply, invalidBody('A document is not a readable PDF.'));
    const tabRefusal = findTabRefusal(
      definition,
      new Map(documents.map((document) => [document.documentId, document.pageCount])),
    );
    if (tabRefusal) return sendError(reply, { status: 400, ...tabRefusal });
    // DocuSign looks for an anchor in every document of the envelope.
    const texts = await Promise.all(documents.map((document) => readPdfText(document.pdf)));
    const missing = anchorTabsOf(definition).find(
      (tab) =>
        tab.anchorIgnoreIfNotPresent !== 'true' &&
        !texts.some((text) => text?.includes(tab.anchorString)),
    );
    if (missing) {
      return sendError(reply, {
        status: 400,
        errorCode: 'ANCHOR_TAB_STRING_NOT_FOUND',
        message: `The specified Anchor Tab string was not found in the document. Anchor Tab String [${missing.anchorString}] not found.`,
      });
    }
    const envelope = context.store.create(request.body as Record<string, unknown>, documents);
    const json = context.store.toJson(envelope);
    return reply.status(201).send({
      envelopeId: envelope.envelopeId,
      uri: json.envelopeUri,
      statusDateTime: json.sentDateTime,
      status: envelope.status,
    });
  });

  // Stricter than DocuSign, which counts polls per hour: a second poll of one envelope within 15
  // minutes gets the per-envelope limit's 400 at once, so a test sees any poll the rule forbids.
  const lastPollAt = new Map<string, number>();
  api.get('/envelopes/:envelopeId', async (request, reply) => {
    const envelope = findEnvelope(request);
    if (!envelope) return sendError(reply, noSuchEnvelope);
    const now = context.now();
    const last = lastPollAt.get(envelope.envelopeId);
    if (last !== undefined && now.getTime() - last < POLL_INTERVAL_MS) {
      reply.header('x-ratelimit-reset', String(nextHourUnixSeconds(now)));
      return sendError(reply, {
        status: 400,
        errorCode: 'HOURLY_ENVELOPE_POLLING_LIMIT_EXCEEDED',
        message: 'The polling limit for this envelope has been exceeded.',
      });
    }
    lastPollAt.set(envelope.envelopeId, now.getTime());
    return context.store.toJson(envelope);
  });

  api.put('/envelopes/:envelopeId', async (request, reply) => {
    const envelope = findEnvelope(request);
    if (!envelope) return sendError(reply, noSuchEnvelope);
    const parsed = voidRequest.safeParse(request.body);
    if (!parsed.success) return sendError(reply, invalidBody(parsed.error.message));
    if (envelope.status !== 'sent' && envelope.status !== 'delivered') {
      return sendError(reply, {
        status: 400,
        errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE',
        message: "Only envelopes in the 'Sent' or 'Delivered' states may be voided.",
      });
    }
    context.store.setStatus(envelope.envelopeId, 'voided', parsed.data.voidedReason);
    return { envelopeId: envelope.envelopeId };
  });

  api.get('/envelopes/:envelopeId/documents/combined', async (request, reply) => {
    const envelope = findEnvelope(request);
    if (!envelope) return sendError(reply, noSuchEnvelope);
    // As in the v2.1 reference: the certificate of completion only when asked for.
    const { certificate } = request.query as { certificate?: string };
    const pdf = await buildCombinedDocument({
      ...envelope,
      documents: envelope.documents.map((document) => document.pdf),
      withCertificate: certificate === 'true',
    });
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });
};

/** Recipient ids are unique across signers, approvers ("needs to view") and copies. */
function repeatedRecipientId(definition: FakeEnvelopeDefinition): ApiError | null {
  const { signers, certifiedDeliveries = [], carbonCopies = [] } = definition.recipients;
  const ids = [...signers, ...certifiedDeliveries, ...carbonCopies].map(
    (recipient) => recipient.recipientId,
  );
  if (new Set(ids).size === ids.length) return null;
  return {
    status: 400,
    errorCode: 'INVALID_RECIPIENT_ID',
    message: 'A recipient id is used more than once in this envelope.',
  };
}

function repeatedDocumentId(definition: FakeEnvelopeDefinition): ApiError | null {
  const ids = definition.documents.map((document) => document.documentId);
  if (new Set(ids).size === ids.length) return null;
  return invalidBody('Each document in an envelope must have a unique documentId.');
}

/** Each document decoded and counted, in the envelope's order; null when one is not a PDF. */
async function readDocuments(definition: FakeEnvelopeDefinition): Promise<FakeDocument[] | null> {
  const documents: FakeDocument[] = [];
  for (const document of definition.documents) {
    const pdf = new Uint8Array(Buffer.from(document.documentBase64, 'base64'));
    const pageCount = await countPdfPages(pdf);
    if (pageCount === null) return null;
    documents.push({ documentId: document.documentId, name: document.name, pdf, pageCount });
  }
  return documents;
}
