import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, sendForSignature } from '../../../../../tests/esign-test-helpers.ts';
import {
  startDocusignTestKit,
  type DocusignTestKit,
} from '../../../../../tests/fake-docusign/docusign-test-kit.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';
import type { EnvelopeStatusDto } from '../../../../domain/esign/dtos.ts';
import type { SettingsDto } from '../../../../domain/settings/dtos.ts';
import { buildApp } from '../../../app.ts';
import { createDocument } from '../../../demo/factories.ts';

/**
 * The DocuSign adapter inside the app, against the fake DocuSign server (which answers a second
 * poll of an envelope within 15 minutes with DocuSign's per-envelope polling limit), on a database
 * that two instances share.
 */
const MINUTE = 60_000;
let kit: DocusignTestKit;
let t: TestApp;
let other: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  kit = await startDocusignTestKit();
  t = await createTestApp(kit.env, { esign: () => kit.createProvider(), clock: kit.clock });
  // A second instance (or this one after a restart): its own adapter, nothing in memory shared.
  other = await buildApp({
    db: t.db,
    config: t.config,
    clock: t.clock,
    esign: kit.createProvider(),
  });
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(async () => {
  await other.close();
  await t.close();
  await kit.close();
});

const checkStatus = (id: string, app: FastifyInstance = t.app) =>
  app.inject({ url: `/api/docusign/status/${id}`, headers });
const polls = (envelopeId: string) =>
  kit.fake.apiCalls.filter((call) => call === `GET /envelopes/${envelopeId}`).length;

async function send() {
  const document = await createDocument(t.db, { title: 'DocuSign NDA' });
  const response = await sendForSignature(t, headers, document.id);
  expect(response.statusCode).toBe(201);
  const envelopeId = (response.json() as EnvelopeStatusDto).envelopeId!;
  return { documentId: document.id, envelopeId };
}

function postConnect(body: object, key = kit.config.connectHmacKey!) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/docusign/webhook',
    headers: {
      'content-type': 'application/json',
      'x-docusign-signature-1': createHmac('sha256', key).update(payload).digest('base64'),
    },
    payload,
  });
}

const connectOf = async () =>
  ((await t.app.inject({ url: '/api/settings', headers })).json() as SettingsDto).esign.connect;

describe('the 15-minute polling rule, kept in the database', () => {
  it('holds across a restart and a second instance', async () => {
    const { documentId, envelopeId } = await send();
    // Sending told us the state.
    expect((await checkStatus(documentId)).json()).toMatchObject({ status: 'sent' });
    expect(polls(envelopeId)).toBe(0);

    kit.clock.advance(15 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'delivered');
    expect((await checkStatus(documentId)).json()).toMatchObject({ status: 'delivered' });
    expect(polls(envelopeId)).toBe(1);

    // The other instance answers from the row instead of polling again.
    kit.clock.advance(14 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'completed');
    const early = await checkStatus(documentId, other);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ status: 'delivered' });
    expect(polls(envelopeId)).toBe(1);

    kit.clock.advance(MINUTE);
    expect((await checkStatus(documentId, other)).json()).toMatchObject({ status: 'completed' });
    expect(polls(envelopeId)).toBe(2);
  });

  it('lets only one of two instances poll when both check at the same moment', async () => {
    const { documentId, envelopeId } = await send();
    kit.clock.advance(15 * MINUTE);
    const answers = await Promise.all([checkStatus(documentId), checkStatus(documentId, other)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(polls(envelopeId)).toBe(1);
  });

  it('gives the turn back when DocuSign refuses the poll, so the next check may try', async () => {
    const { documentId, envelopeId } = await send();
    kit.clock.advance(15 * MINUTE);
    kit.fake.limitNextRequest(
      'HOURLY_ENVELOPE_POLLING_LIMIT_EXCEEDED',
      new Date(kit.clock.now().getTime() + 5 * MINUTE),
    );
    const refused = await checkStatus(documentId);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json().message).toBe(
      "DocuSign's limit on requests has been reached; try again in 5 minutes.",
    );
    kit.fake.setEnvelopeStatus(envelopeId, 'delivered');
    expect((await checkStatus(documentId)).json()).toMatchObject({ status: 'delivered' });
  });

  it('counts a Connect message as the state learnt: no poll right after it', async () => {
    const { documentId, envelopeId } = await send();
    kit.clock.advance(30 * MINUTE);
    const response = await postConnect({
      event: 'envelope-delivered',
      generatedDateTime: kit.clock.now().toISOString(),
      data: { envelopeId, envelopeSummary: { status: 'somethingnew' } },
    });
    expect(response.statusCode).toBe(200);
    expect((await checkStatus(documentId)).json()).toMatchObject({ status: 'delivered' });
    expect(polls(envelopeId)).toBe(0);
  });
});

describe('statuses DocuSign has and we did not know', () => {
  it('reads "processing" as still open, and a delivered request stays delivered', async () => {
    const { documentId, envelopeId } = await send();
    kit.clock.advance(15 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'delivered');
    expect((await checkStatus(documentId)).json()).toMatchObject({ status: 'delivered' });
    kit.clock.advance(15 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'processing');
    const answer = await checkStatus(documentId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'delivered' });
  });
});

describe('the signed copy', () => {
  it('is kept with DocuSign’s certificate of completion', async () => {
    const { documentId, envelopeId } = await send();
    kit.clock.advance(15 * MINUTE);
    kit.fake.setEnvelopeStatus(envelopeId, 'completed');
    expect((await checkStatus(documentId)).json()).toMatchObject({ status: 'completed' });
    const download = await t.app.inject({ url: `/api/docusign/download/${documentId}`, headers });
    expect(download.statusCode).toBe(200);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('Certificate Of Completion');
    expect(text).toContain(envelopeId);
    expect(kit.fake.apiCalls).toContain(
      `GET /envelopes/${envelopeId}/documents/combined?certificate=true`,
    );
  });
});

describe('Settings › Integrations shows whether Connect messages arrive', () => {
  it('names the last message received and the last refused, with the reason', async () => {
    const { envelopeId } = await send();
    await postConnect({ event: 'recipient-sent', data: { envelopeId, recipientId: '1' } });
    expect(await connectOf()).toMatchObject({
      lastReceived: { at: kit.clock.now().toISOString(), event: 'recipient-sent' },
    });

    expect((await postConnect({ event: 'envelope-sent' }, 'a-wrong-key')).statusCode).toBe(401);
    const refusedAt = kit.clock.now().toISOString();
    expect((await connectOf())?.lastRefused).toEqual({
      at: refusedAt,
      reason: 'The DocuSign Connect signature is missing or does not match.',
    });

    // Refusals are written at most once a minute (anyone can post one).
    kit.clock.advance(30_000);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/docusign/webhook',
      headers: { 'content-type': 'text/xml' },
      payload: '<DocuSignEnvelopeInformation/>',
    });
    expect(xml.statusCode).toBe(401);
    expect((await connectOf())?.lastRefused?.at).toBe(refusedAt);
    kit.clock.advance(31_000);
    const unreadable = JSON.stringify({ legacy: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/docusign/webhook',
      headers: {
        'content-type': 'application/json',
        'x-docusign-signature-1': createHmac('sha256', kit.config.connectHmacKey!)
          .update(unreadable)
          .digest('base64'),
      },
      payload: unreadable,
    });
    expect((await connectOf())?.lastRefused).toEqual({
      at: kit.clock.now().toISOString(),
      reason: expect.stringContaining('JSON (SIM)'),
    });
  });
});
