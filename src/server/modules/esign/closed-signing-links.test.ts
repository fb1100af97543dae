import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  declineWith,
  latestMailTo,
  newConnection,
  openSigningLink,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { ndaDocuments } from '../documents/public.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { signatureEvents, signatureRequests } from './esign.table.ts';

let t: TestApp;
let headers: Record<string, string>;
let admin: { name: string; email: string };
let start: Date;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nda.example.org' });
  const signedIn = await signInAsNewAdmin(t);
  headers = signedIn.headers;
  admin = signedIn.user;
  start = t.clock.now();
  await writeSetting({ db: t.db, key: ORGANISATION_NAME_KEY, value: 'NovaLearn', now: start });
});
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

const DAY_MS = 86_400_000;

/** A fresh NDA sent to its own signer; returns the ids and the signing token from the mail. */
async function sendNew(content = 'Both [COMPANY] and [PARTNER] keep shared information secret.') {
  const partner = await createPartner(t.db, { companyName: 'Bayou Robotics' });
  const document = await createDocument(t.db, { partnerId: partner.id, content });
  const sent = await sendForSignature(t, headers, document.id);
  expect(sent.statusCode).toBe(201);
  const envelope = sent.json() as EnvelopeStatusDto;
  const token = await signingTokenFor(t, partner.email!);
  return { document, partner, envelope, token };
}
const getDocument = async (id: string) =>
  (await t.app.inject({ url: `/api/documents/${id}`, headers })).json() as DocumentDto;
const eventsOf = (requestId: string) =>
  t.db.select().from(signatureEvents).where(eq(signatureEvents.requestId, requestId));
const statusOf = async (documentId: string) =>
  (
    await t.app.inject({ url: `/api/docusign/status/${documentId}`, headers })
  ).json() as EnvelopeStatusDto;

describe('declining, voiding and expiry', () => {
  it('declines with a reason: the NDA goes back to Sent and the sender is told', async () => {
    const { document, partner, envelope, token } = await sendNew();
    const signer = newConnection();
    await openSigningLink(t, token, signer);
    expect((await declineWith(t, token, signer, '  ')).statusCode).toBe(400);
    const response = await declineWith(t, token, signer, 'Clause 4 is too broad.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      canSign: false,
      status: 'declined',
      reason: 'This agreement was declined, so it can no longer be signed.',
    });
    expect(await getDocument(document.id)).toMatchObject({
      status: 'sent',
      docusignStatus: 'declined',
    });
    expect(await statusOf(document.id)).toMatchObject({
      status: 'declined',
      declineReason: 'Clause 4 is too broad.',
      declinedAt: start.toISOString(),
    });
    const declined = (await eventsOf(envelope.envelopeId!)).find((e) => e.type === 'declined');
    expect(declined).toMatchObject({
      ipAddress: signer.ip,
      details: { reason: 'Clause 4 is too broad.' },
    });
    const notice = await latestMailTo(t, admin.email, 'Declined:');
    expect(notice.text).toContain('Their reason: Clause 4 is too broad.');
    expect((await signWith(t, token, signer, typedSignature('Dana'))).statusCode).toBe(409);

    // Back to Sent: the text may change again, and it may be sent again.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${document.id}/content`,
      headers,
      payload: { content: 'Clause 4, narrowed.' },
    });
    expect(edit.statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await sendForSignature(t, headers, document.id)).statusCode).toBe(201);
    expect(await signingTokenFor(t, partner.email!)).not.toBe(token);
  });

  it('void: only with a reason and while open; the link then shows a message', async () => {
    const { document, envelope, token } = await sendNew();
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/docusign/void/${document.id}`,
      headers,
      payload: { reason: '   ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toHaveProperty('reason');

    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/docusign/void/${document.id}`,
      headers,
      payload: { reason: 'Wrong signer' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'voided', voidReason: 'Wrong signer' });
    expect(await getDocument(document.id)).toMatchObject({
      status: 'sent',
      docusignStatus: 'voided',
    });
    const event = (await eventsOf(envelope.envelopeId!)).find((e) => e.type === 'voided');
    expect(event).toMatchObject({
      ipAddress: '127.0.0.1',
      details: { reason: 'Wrong signer', by: admin.name },
    });

    const view = await openSigningLink(t, token, newConnection());
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      canSign: false,
      status: 'voided',
      reasonCode: 'voided',
      reason: 'The sender has cancelled this signing request, so it can no longer be signed.',
      canDownload: false,
    });
    expect(view.json().document).toEqual({ title: document.title });
    expect((await signWith(t, token, newConnection(), typedSignature('Dana'))).statusCode).toBe(
      409,
    );

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/docusign/void/${document.id}`,
      headers,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Only a request that is sent or delivered can be voided. This one is Voided.',
    );
  });

  it('expires 30 days after sending', async () => {
    const { document, token } = await sendNew();
    t.clock.advance(30 * DAY_MS - 1);
    expect((await openSigningLink(t, token, newConnection())).json().canSign).toBe(true);
    t.clock.advance(1);
    const view = await openSigningLink(t, token, newConnection());
    expect(view.json()).toMatchObject({
      canSign: false,
      reasonCode: 'expired',
      reason: 'This signing link has expired. Please ask the sender for a new one.',
    });
    const sign = await signWith(t, token, newConnection(), typedSignature('Dana'));
    expect(sign.statusCode).toBe(409);
    // (The admin's session has ended by now, so the row is read directly.)
    const [row] = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, document.id));
    expect(row!.status).toBe('pending');
  });

  it('lets the signer download their copy for 30 days after signing', async () => {
    const { token } = await sendNew();
    const signer = newConnection();
    expect(
      (await t.app.inject({ url: `/api/sign/${token}/download`, remoteAddress: signer.ip }))
        .statusCode,
    ).toBe(409);
    await signWith(t, token, signer, typedSignature('Dana'));
    const download = await t.app.inject({
      url: `/api/sign/${token}/download`,
      remoteAddress: signer.ip,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    t.clock.advance(30 * DAY_MS);
    const late = await t.app.inject({
      url: `/api/sign/${token}/download`,
      remoteAddress: signer.ip,
    });
    expect(late.statusCode).toBe(409);
    expect((await openSigningLink(t, token, signer)).json().canDownload).toBe(false);
  });

  it('stops one address after 60 requests in 10 minutes with 429', async () => {
    const connection = newConnection();
    for (let i = 0; i < 60; i += 1) {
      expect((await openSigningLink(t, 'A'.repeat(43), connection)).statusCode).toBe(404);
    }
    const stopped = await openSigningLink(t, 'A'.repeat(43), connection);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBe('600');
    // Another address is not affected.
    expect((await openSigningLink(t, 'A'.repeat(43), newConnection())).statusCode).toBe(404);
  });
});

describe('the admin e-signature endpoints', () => {
  it('answer 409 for an NDA never sent for signature, and download only when completed', async () => {
    const document = await createDocument(t.db);
    for (const url of [
      `/api/docusign/status/${document.id}`,
      `/api/docusign/download/${document.id}`,
    ]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This NDA has not been sent for signature yet. Use Send for Signature first.',
      });
    }
    const { document: sent } = await sendNew();
    const early = await t.app.inject({ url: `/api/docusign/download/${sent.id}`, headers });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The signed copy is available once the agreement is signed. Its e-signature status is Sent.',
    );
    const unknown = await t.app.inject({
      url: '/api/docusign/status/00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const pending = await t.db
      .select()
      .from(signatureRequests)
      .where(and(eq(signatureRequests.documentId, sent.id), eq(signatureRequests.status, 'sent')));
    expect(pending).toHaveLength(1);
  });
});
