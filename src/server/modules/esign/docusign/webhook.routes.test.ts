import { createHmac, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../config.ts';
import { registerErrorHandler } from '../../../http/error-handler.ts';
import {
  docusignWebhookRoutes,
  WEBHOOK_BODY_LIMIT,
  type ConnectDelivery,
  type EnvelopeStatusEvent,
} from './webhook.routes.ts';

const HMAC_KEY = 'connect-secret-for-tests';

const configWith = (connectHmacKey: string | undefined): Config => ({
  ...loadConfig({ DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
  docusign: {
    integrationKey: randomUUID(),
    userId: randomUUID(),
    accountId: randomUUID(),
    privateKey: 'unused by the webhook',
    authServer: 'account-d.docusign.com',
    connectHmacKey,
  },
});

/** The plugin on its own, with the app's error format and a JSON route beside it. */
async function buildWebhookApp(options: {
  connectHmacKey?: string;
  onEnvelopeStatus?: (event: EnvelopeStatusEvent) => void;
  onDelivery?: (delivery: ConnectDelivery) => void;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(docusignWebhookRoutes, {
    deps: { config: configWith(options.connectHmacKey) },
    ...(options.onEnvelopeStatus ? { onEnvelopeStatus: options.onEnvelopeStatus } : {}),
    ...(options.onDelivery ? { onDelivery: options.onDelivery } : {}),
  });
  app.post('/api/echo', async (request) => ({ body: request.body }));
  return app;
}

const sign = (body: string, key = HMAC_KEY) =>
  createHmac('sha256', key).update(body).digest('base64');

const envelopeId = randomUUID();
/** Connect's JSON SIM message, pretty-printed as DocuSign sends it. */
const completedMessage = JSON.stringify(
  {
    event: 'envelope-completed',
    apiVersion: 'v2.1',
    uri: `/restapi/v2.1/accounts/acc/envelopes/${envelopeId}`,
    retryCount: 0,
    configurationId: 10_554_321,
    generatedDateTime: '2026-01-15T10:05:00.1230000Z',
    data: {
      accountId: 'acc',
      userId: 'user',
      envelopeId,
      envelopeSummary: {
        status: 'completed',
        emailSubject: 'Please sign: Mutual NDA',
        sentDateTime: '2026-01-15T09:00:00.0000000Z',
        deliveredDateTime: '2026-01-15T09:30:00.0000000Z',
        completedDateTime: '2026-01-15T10:05:00.0000000Z',
      },
    },
  },
  null,
  2,
);

let events: EnvelopeStatusEvent[];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildWebhookApp({
    connectHmacKey: HMAC_KEY,
    onEnvelopeStatus: (event) => {
      events.push(event);
    },
  });
});
afterAll(() => app.close());
beforeEach(() => {
  events = [];
});

const post = (body: string, signatures: Record<string, string>, target = app) =>
  target.inject({
    method: 'POST',
    url: '/api/docusign/webhook',
    headers: { 'content-type': 'application/json', ...signatures },
    payload: body,
  });

describe('POST /api/docusign/webhook', () => {
  it('accepts a correctly signed message and hands the mapped state to the handler', async () => {
    const response = await post(completedMessage, {
      'x-docusign-signature-1': sign(completedMessage),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(events).toEqual([
      {
        envelopeId,
        state: {
          status: 'completed',
          sentAt: new Date('2026-01-15T09:00:00Z'),
          deliveredAt: new Date('2026-01-15T09:30:00Z'),
          completedAt: new Date('2026-01-15T10:05:00Z'),
          declinedAt: null,
          voidedAt: null,
        },
      },
    ]);
  });

  it('accepts a message when any one of several signatures matches (key rotation)', async () => {
    const response = await post(completedMessage, {
      'x-docusign-signature-1': sign(completedMessage, 'an-old-key'),
      'x-docusign-signature-2': sign(completedMessage),
    });
    expect(response.statusCode).toBe(200);
    expect(events).toHaveLength(1);
  });

  it('refuses a message without a signature', async () => {
    const response = await post(completedMessage, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'The DocuSign Connect signature is missing or does not match.',
    });
    expect(events).toEqual([]);
  });

  it('refuses a message signed with another key, or a tampered one', async () => {
    const wrongKey = await post(completedMessage, {
      'x-docusign-signature-1': sign(completedMessage, 'someone-else'),
    });
    expect(wrongKey.statusCode).toBe(401);
    const tampered = completedMessage.replace('"completed"', '"voided"');
    const changed = await post(tampered, { 'x-docusign-signature-1': sign(completedMessage) });
    expect(changed.statusCode).toBe(401);
    expect(events).toEqual([]);
  });

  it('checks the exact bytes received: a signature of the re-serialized JSON does not match', async () => {
    const reserialized = JSON.stringify(JSON.parse(completedMessage));
    expect(reserialized).not.toBe(completedMessage);
    const response = await post(completedMessage, {
      'x-docusign-signature-1': sign(reserialized),
    });
    expect(response.statusCode).toBe(401);
  });

  it('takes the event time when the message carries no envelope summary', async () => {
    const declined = JSON.stringify({
      event: 'envelope-declined',
      generatedDateTime: '2026-01-16T08:00:00.0000000Z',
      data: { envelopeId },
    });
    const response = await post(declined, { 'x-docusign-signature-1': sign(declined) });
    expect(response.statusCode).toBe(200);
    expect(events).toEqual([
      { envelopeId, state: { status: 'declined', declinedAt: new Date('2026-01-16T08:00:00Z') } },
    ]);
  });

  it('acknowledges recipient events without reporting a status', async () => {
    const recipient = JSON.stringify({
      event: 'recipient-completed',
      data: { envelopeId, recipientId: '1' },
    });
    const response = await post(recipient, { 'x-docusign-signature-1': sign(recipient) });
    expect(response.statusCode).toBe(200);
    expect(events).toEqual([]);
  });

  it('answers 400 to a signed message that is not JSON', async () => {
    const body = '<DocuSignEnvelopeInformation/>';
    const response = await post(body, { 'x-docusign-signature-1': sign(body) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('JSON (SIM)');
  });

  it('trusts the event’s name when the envelope summary has a status it does not know', async () => {
    const message = JSON.stringify({
      event: 'envelope-delivered',
      data: { envelopeId, envelopeSummary: { status: 'somethingnew' } },
    });
    const response = await post(message, { 'x-docusign-signature-1': sign(message) });
    expect(response.statusCode).toBe(200);
    expect(events).toEqual([
      { envelopeId, state: expect.objectContaining({ status: 'delivered' }) },
    ]);
  });

  it('answers 200 when no handler is wired', async () => {
    const bare = await buildWebhookApp({ connectHmacKey: HMAC_KEY });
    const response = await post(
      completedMessage,
      { 'x-docusign-signature-1': sign(completedMessage) },
      bare,
    );
    expect(response.statusCode).toBe(200);
    await bare.close();
  });

  it('reports every message, verified or refused with the reason, for the settings page', async () => {
    const deliveries: ConnectDelivery[] = [];
    const reporting = await buildWebhookApp({
      connectHmacKey: HMAC_KEY,
      onDelivery: (delivery) => void deliveries.push(delivery),
    });
    const keyless = await buildWebhookApp({
      onDelivery: (delivery) => void deliveries.push(delivery),
    });
    const signed = { 'x-docusign-signature-1': sign(completedMessage) };
    expect((await post(completedMessage, signed, reporting)).statusCode).toBe(200);
    expect((await post(completedMessage, {}, reporting)).statusCode).toBe(401);
    const xml = '<DocuSignEnvelopeInformation/>';
    expect((await post(xml, { 'x-docusign-signature-1': sign(xml) }, reporting)).statusCode).toBe(
      400,
    );
    expect((await post(completedMessage, signed, keyless)).statusCode).toBe(401);
    expect(deliveries).toEqual([
      { accepted: true, event: 'envelope-completed' },
      {
        accepted: false,
        reason: 'The DocuSign Connect signature is missing or does not match.',
      },
      { accepted: false, reason: expect.stringContaining('JSON (SIM)') },
      { accepted: false, reason: expect.stringContaining('DOCUSIGN_CONNECT_HMAC_KEY') },
    ]);
    await Promise.all([reporting.close(), keyless.close()]);
  });

  it('refuses every message while no Connect HMAC key is configured', async () => {
    const keyless = await buildWebhookApp({});
    const response = await post(
      completedMessage,
      { 'x-docusign-signature-1': sign(completedMessage) },
      keyless,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('DOCUSIGN_CONNECT_HMAC_KEY');
    await keyless.close();
  });

  it('accepts a message of up to 256 kB and answers 413 in our format to a bigger one', async () => {
    const padded = (bytes: number) => {
      const base = JSON.parse(completedMessage) as Record<string, unknown>;
      const shell = JSON.stringify({ ...base, padding: '' });
      return JSON.stringify({ ...base, padding: 'x'.repeat(bytes - shell.length) });
    };
    const largest = padded(WEBHOOK_BODY_LIMIT);
    expect(Buffer.byteLength(largest)).toBe(WEBHOOK_BODY_LIMIT);
    const accepted = await post(largest, { 'x-docusign-signature-1': sign(largest) });
    expect(accepted.statusCode).toBe(200);
    // Refused on the declared length, before a byte is read or the HMAC computed.
    const tooBig = padded(WEBHOOK_BODY_LIMIT + 1);
    const refused = await post(tooBig, { 'x-docusign-signature-1': sign(tooBig) });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: expect.stringContaining('too large') });
    const megabyte = await post('x'.repeat(1024 * 1024), {});
    expect(megabyte.statusCode).toBe(413);
    expect(events).toHaveLength(1);
  });

  it('keeps the raw-body parser to itself: other routes still parse JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { hello: 'world' },
    });
    expect(response.json()).toEqual({ body: { hello: 'world' } });
  });
});
