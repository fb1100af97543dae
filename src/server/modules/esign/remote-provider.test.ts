import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, sendForSignature } from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { createDocument } from '../../demo/factories.ts';
import { AppError } from '../../http/app-error.ts';
import { outbox } from '../mail/mail.table.ts';
import { SIGNATURE_ANCHOR } from './docusign/envelope-definition.ts';
import type { EnvelopeRequest, EnvelopeState, EsignProvider } from './esign-provider.ts';
import { signatureEvents, signatureRecipients, signatureRequests } from './esign.table.ts';
import { IDENTITY_CHECK_BUILTIN_ONLY_MESSAGE } from './send-for-signature.ts';
import { sha256Hex } from './sha256.ts';

/**
 * A stand-in for a remote e-signature service (DocuSign's own adapter is tested against the fake
 * DocuSign server): it keeps envelopes in memory and lets a test move them along.
 */
function createRemoteService() {
  const envelopes = new Map<string, { request: EnvelopeRequest; state: EnvelopeState }>();
  const calls: string[] = [];
  const provider: EsignProvider = {
    name: 'docusign',
    async send(request) {
      calls.push('send');
      const envelopeId = randomUUID();
      const state: EnvelopeState = { status: 'sent', sentAt: new Date('2026-01-15T09:00:00Z') };
      envelopes.set(envelopeId, { request, state });
      return { envelopeId, state };
    },
    async status(envelopeId) {
      calls.push('status');
      return envelopes.get(envelopeId)!.state;
    },
    async void(envelopeId) {
      calls.push('void');
      const envelope = envelopes.get(envelopeId)!;
      if (envelope.state.status === 'completed') {
        throw new AppError(409, 'DocuSign: ENVELOPE_CANNOT_VOID_INVALID_STATE');
      }
      envelope.state = { ...envelope.state, status: 'voided', voidedAt: new Date() };
      return envelope.state;
    },
    async download() {
      calls.push('download');
      return new TextEncoder().encode('%PDF-1.7 signed by the remote service');
    },
  };
  return {
    provider,
    calls,
    move: (envelopeId: string, state: EnvelopeState) => {
      envelopes.get(envelopeId)!.state = state;
    },
    requestOf: (envelopeId: string) => envelopes.get(envelopeId)!.request,
  };
}

const HMAC_KEY = 'connect-secret';
let t: TestApp;
let headers: Record<string, string>;
const remote = createRemoteService();
beforeAll(async () => {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const docusign = {
    DOCUSIGN_INTEGRATION_KEY: randomUUID(),
    DOCUSIGN_USER_ID: randomUUID(),
    DOCUSIGN_ACCOUNT_ID: randomUUID(),
    DOCUSIGN_PRIVATE_KEY: privateKey,
    DOCUSIGN_CONNECT_HMAC_KEY: HMAC_KEY,
  };
  t = await createTestApp(docusign, { esign: remote.provider });
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const getDocument = async (id: string) =>
  (await t.app.inject({ url: `/api/documents/${id}`, headers })).json() as DocumentDto;
const checkStatus = (id: string) => t.app.inject({ url: `/api/docusign/status/${id}`, headers });
const send = async () => {
  const document = await createDocument(t.db, { title: 'Remote NDA' });
  const response = await sendForSignature(t, headers, document.id);
  expect(response.statusCode).toBe(201);
  return { document, envelope: response.json() as EnvelopeStatusDto };
};

describe('a remote provider behind the same endpoints', () => {
  it('gets the PDF with its anchor, the content hash and the signer, and sends no mail of ours', async () => {
    const { document, envelope } = await send();
    expect(envelope.provider).toBe('docusign');
    const request = remote.requestOf(envelope.envelopeId!);
    const dto = await getDocument(document.id);
    expect(request).toMatchObject({
      documentId: document.id,
      title: 'Remote NDA',
      contentHash: sha256Hex(dto.mergedContent),
      signers: [{ name: dto.partner!.contactName, email: dto.partner!.email, routingOrder: 1 }],
      carbonCopies: [],
      subject: 'Please sign: Remote NDA',
      message: null,
    });
    // DocuSign puts its Sign Here tab on the anchor text of the signature block.
    expect(await pdfText(request.pdf)).toContain(SIGNATURE_ANCHOR);
    const [row] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.envelopeId, envelope.envelopeId!));
    expect(row).toMatchObject({ provider: 'docusign' });
    // DocuSign sends its own mails and reminders: no link or reminder of ours.
    expect(
      await t.db
        .select()
        .from(signatureRecipients)
        .where(eq(signatureRecipients.requestId, row!.id)),
    ).toEqual([expect.objectContaining({ status: 'sent', tokenHash: null, nextReminderAt: null })]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.relatedId, row!.id));
    expect(mails).toEqual([]);
    expect(dto).toMatchObject({ status: 'pending', docusignEnvelopeId: envelope.envelopeId });
  });

  it('refuses the mailed-code check, which only our own signing page can ask for', async () => {
    const document = await createDocument(t.db, { title: 'Coded remote NDA' });
    const response = await sendForSignature(t, headers, document.id, {
      identityCheck: 'email-code',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      identityCheck: [IDENTITY_CHECK_BUILTIN_ONLY_MESSAGE],
    });
    expect(await getDocument(document.id)).toMatchObject({ docusignEnvelopeId: null });
  });

  it('hands the provider both signers in routing order, and marks both signed on completion', async () => {
    const staff = (await signInAsNewAdmin(t, { roles: ['partnerships'] })).user;
    const document = await createDocument(t.db, { title: 'Two-sided NDA' });
    const response = await sendForSignature(t, headers, document.id, {
      countersignerId: staff.id,
      ccEmails: ['legal@example.org'],
    });
    expect(response.statusCode).toBe(201);
    const envelope = response.json() as EnvelopeStatusDto;
    const request = remote.requestOf(envelope.envelopeId!);
    expect(request.signers.map((signer) => [signer.email, signer.routingOrder])).toEqual([
      [envelope.signerEmail, 1],
      [staff.email, 2],
    ]);
    expect(request.carbonCopies).toEqual([
      { name: 'legal@example.org', email: 'legal@example.org', routingOrder: 3 },
    ]);
    const text = await pdfText(request.pdf);
    expect(text).toContain('/sn1/');
    expect(text).toContain('/sn2/');
    expect(envelope.recipients.map((recipient) => recipient.status)).toEqual([
      'sent',
      'waiting',
      'waiting',
    ]);

    const completedAt = new Date('2026-01-16T11:00:00Z');
    remote.move(envelope.envelopeId!, { status: 'completed', completedAt });
    const checked = (await checkStatus(document.id)).json() as EnvelopeStatusDto;
    expect(checked.recipients.map((recipient) => [recipient.status, recipient.signedAt])).toEqual([
      ['signed', completedAt.toISOString()],
      ['signed', completedAt.toISOString()],
      ['waiting', null],
    ]);
  });

  it('records what a status check finds: delivered, then completed with signedAt', async () => {
    const { document, envelope } = await send();
    const id = envelope.envelopeId!;
    const deliveredAt = new Date('2026-01-15T10:00:00Z');
    remote.move(id, { status: 'delivered', sentAt: new Date('2026-01-15T09:00:00Z'), deliveredAt });
    expect((await checkStatus(document.id)).json()).toMatchObject({
      status: 'delivered',
      deliveredAt: deliveredAt.toISOString(),
    });
    expect(await getDocument(document.id)).toMatchObject({
      status: 'pending',
      docusignStatus: 'delivered',
    });

    const completedAt = new Date('2026-01-15T11:00:00Z');
    remote.move(id, { status: 'completed', deliveredAt, completedAt });
    expect((await checkStatus(document.id)).json()).toMatchObject({
      status: 'completed',
      completedAt: completedAt.toISOString(),
    });
    expect(await getDocument(document.id)).toMatchObject({
      status: 'completed',
      signedAt: completedAt.toISOString(),
      docusignStatus: 'completed',
      docusignCompletedAt: completedAt.toISOString(),
    });
    const [row] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.envelopeId, id));
    const events = await t.db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, row!.id));
    expect(events.map((event) => event.type).sort()).toEqual(['completed', 'delivered', 'sent']);

    // Ended: the provider is not asked again (DocuSign counts every poll).
    const before = remote.calls.filter((call) => call === 'status').length;
    expect((await checkStatus(document.id)).json().status).toBe('completed');
    expect(remote.calls.filter((call) => call === 'status')).toHaveLength(before);
  });

  it('declined at the provider puts the NDA back to Sent', async () => {
    const { document, envelope } = await send();
    remote.move(envelope.envelopeId!, {
      status: 'declined',
      declinedAt: new Date('2026-01-16T09:00:00Z'),
    });
    expect((await checkStatus(document.id)).json()).toMatchObject({ status: 'declined' });
    expect(await getDocument(document.id)).toMatchObject({
      status: 'sent',
      docusignStatus: 'declined',
    });
    expect((await sendForSignature(t, headers, document.id)).statusCode).toBe(201);
  });

  it('voids through the provider, and passes its refusal on', async () => {
    const { document } = await send();
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/docusign/void/${document.id}`,
      headers,
      payload: { reason: 'Superseded' },
    });
    expect(voided.statusCode).toBe(200);
    expect(await getDocument(document.id)).toMatchObject({
      status: 'sent',
      docusignStatus: 'voided',
    });

    const other = await send();
    remote.move(other.envelope.envelopeId!, { status: 'completed', completedAt: new Date() });
    // Our row still says sent, so the provider is asked, and its refusal reaches the admin.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/docusign/void/${other.document.id}`,
      headers,
      payload: { reason: 'Too late' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'DocuSign: ENVELOPE_CANNOT_VOID_INVALID_STATE' });
    expect(await getDocument(other.document.id)).toMatchObject({ status: 'pending' });
  });

  it('downloads the signed copy once from the provider, then serves the same stored bytes', async () => {
    const { document, envelope } = await send();
    remote.move(envelope.envelopeId!, {
      status: 'completed',
      completedAt: new Date('2026-01-17T09:00:00Z'),
    });
    await checkStatus(document.id);
    const downloads = () => remote.calls.filter((call) => call === 'download').length;
    const before = downloads();
    const first = await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers });
    const second = await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain('filename="Remote_NDA.pdf"');
    expect(first.body).toBe('%PDF-1.7 signed by the remote service');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(downloads()).toBe(before + 1);
  });
});

describe('DocuSign Connect messages', () => {
  const connect = (envelopeId: string, event: string, summary: object, key = HMAC_KEY) => {
    const body = JSON.stringify({
      event,
      apiVersion: 'v2.1',
      generatedDateTime: '2026-01-16T10:05:00.0000000Z',
      data: { accountId: 'acc', userId: 'user', envelopeId, envelopeSummary: summary },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/docusign/webhook',
      headers: {
        'content-type': 'application/json',
        'x-docusign-signature-1': createHmac('sha256', key).update(body).digest('base64'),
      },
      payload: body,
    });
  };

  it('keep the document current, and a bad signature changes nothing', async () => {
    const { document, envelope } = await send();
    const summary = {
      status: 'completed',
      sentDateTime: '2026-01-15T09:00:00.0000000Z',
      deliveredDateTime: '2026-01-16T09:30:00.0000000Z',
      completedDateTime: '2026-01-16T10:05:00.0000000Z',
    };
    const forged = await connect(envelope.envelopeId!, 'envelope-completed', summary, 'wrong key');
    expect(forged.statusCode).toBe(401);
    expect(await getDocument(document.id)).toMatchObject({ status: 'pending' });

    const response = await connect(envelope.envelopeId!, 'envelope-completed', summary);
    expect(response.statusCode).toBe(200);
    expect(await getDocument(document.id)).toMatchObject({
      status: 'completed',
      signedAt: '2026-01-16T10:05:00.000Z',
      docusignStatus: 'completed',
    });
    // Repeated (Connect retries) and unknown envelopes are acknowledged and change nothing.
    expect((await connect(envelope.envelopeId!, 'envelope-completed', summary)).statusCode).toBe(
      200,
    );
    expect((await connect(randomUUID(), 'envelope-voided', { status: 'voided' })).statusCode).toBe(
      200,
    );
    const [row] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.envelopeId, envelope.envelopeId!));
    const events = await t.db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, row!.id));
    expect(events.map((event) => event.type).sort()).toEqual(['completed', 'delivered', 'sent']);
  });
});
