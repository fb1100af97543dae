import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMailTo,
  sendForSignature,
  signingTokenFor,
} from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { mergePlaceholders } from '../../../domain/templates/templates.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { signatureEvents, signatureRecipients, signatureRequests } from './esign.table.ts';
import { sha256Hex } from './sha256.ts';
import { hashSigningToken } from './signing-token.ts';

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

const getDocument = async (id: string) =>
  (await t.app.inject({ url: `/api/documents/${id}`, headers })).json() as DocumentDto;

describe('GET /api/docusign/config', () => {
  it('says DocuSign is not configured and the built-in provider is in use', async () => {
    const response = await t.app.inject({ url: '/api/docusign/config', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false, provider: 'builtin' });
  });
});

describe('POST /api/docusign/send/:id', () => {
  it('accepts a request with no body at all, as the spec allows (optional payload)', async () => {
    const partner = await createPartner(t.db, { email: 'nobody-sent@example.org' });
    const document = await createDocument(t.db, { partnerId: partner.id });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/docusign/send/${document.id}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as EnvelopeStatusDto).signerEmail).toBe('nobody-sent@example.org');
  });

  it("sends to the partner's contact by default and makes the NDA Pending Signature", async () => {
    const partner = await createPartner(t.db, {
      companyName: 'Gulf Coast Clinic',
      contactName: 'Dana Ortiz',
      email: 'dana@gulfcoast.example.org',
    });
    const document = await createDocument(t.db, {
      partnerId: partner.id,
      title: 'Clinic NDA',
      content: 'Between [COMPANY] and [PARTNER], from [EFFECTIVE_DATE].',
    });

    const response = await sendForSignature(t, headers, document.id);
    expect(response.statusCode).toBe(201);
    const envelope = response.json() as EnvelopeStatusDto;
    expect(envelope).toMatchObject({
      provider: 'builtin',
      status: 'sent',
      signerName: 'Dana Ortiz',
      signerEmail: 'dana@gulfcoast.example.org',
      sentAt: start.toISOString(),
      deliveredAt: null,
      completedAt: null,
    });

    const merged = 'Between NovaLearn and Gulf Coast Clinic, from Jan 15, 2026.';
    const after = await getDocument(document.id);
    expect(after).toMatchObject({
      status: 'pending',
      sentAt: start.toISOString(),
      docusignEnvelopeId: envelope.envelopeId,
      docusignStatus: 'sent',
      docusignSentAt: start.toISOString(),
      docusignCompletedAt: null,
      signerName: 'Dana Ortiz',
      signerEmail: 'dana@gulfcoast.example.org',
      mergedContent: merged,
    });
    const [request] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, document.id));
    expect(request).toMatchObject({
      id: envelope.envelopeId,
      contentHash: sha256Hex(merged),
      subject: 'Please sign: Clinic NDA',
      signingOrder: 'sequential',
    });
    const [signer, ...others] = await t.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, request!.id));
    expect(others).toEqual([]);
    expect(signer).toMatchObject({
      role: 'signer',
      routingOrder: 1,
      name: 'Dana Ortiz',
      email: 'dana@gulfcoast.example.org',
      status: 'sent',
      sentAt: start,
      expiresAt: new Date(start.getTime() + 30 * 86_400_000),
      nextReminderAt: new Date(start.getTime() + 3 * 86_400_000),
      remindersSent: 0,
    });

    // The invitation names the document and the sender; the link's token is stored only hashed.
    const mail = await latestMailTo(t, 'dana@gulfcoast.example.org');
    expect(mail.subject).toBe('Please sign: Clinic NDA');
    expect(mail.text).toContain(
      `${admin.name} of NovaLearn has asked you to sign the agreement "Clinic NDA"`,
    );
    expect(mail.text).toMatch(/https:\/\/nda\.example\.org\/sign\/[A-Za-z0-9_-]{43}/);
    expect(mail.status).toBe('logged');
    const token = await signingTokenFor(t, 'dana@gulfcoast.example.org');
    expect(signer!.tokenHash).toBe(hashSigningToken(token));
    expect(JSON.stringify([request, signer])).not.toContain(token);

    // The envelope's 'sent' (with the agreement) and the signer's own, both from the sender.
    const sent = await t.db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, request!.id));
    expect(sent).toHaveLength(2);
    for (const event of sent) {
      expect(event).toMatchObject({
        type: 'sent',
        ipAddress: '127.0.0.1',
        userAgent: 'AdminBrowser/1.0',
      });
    }
    expect(sent.map((event) => event.recipientId).sort()).toEqual([null, signer!.id].sort());

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, document.id), eq(auditLog.action, 'send-for-signature')));
    expect(audit).toMatchObject({ actorName: admin.name });
    expect(audit!.details).toMatchObject({
      provider: 'builtin',
      signerEmail: 'dana@gulfcoast.example.org',
    });
  });

  it('uses the signer, subject and message the admin gives', async () => {
    const document = await createDocument(t.db);
    const response = await sendForSignature(t, headers, document.id, {
      signerName: '  Sam Lee ',
      signerEmail: 'sam@partner.example.org',
      subject: 'Your NDA with NovaLearn',
      message: 'Please sign by Friday.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      signerName: 'Sam Lee',
      signerEmail: 'sam@partner.example.org',
    });
    const mail = await latestMailTo(t, 'sam@partner.example.org');
    expect(mail.subject).toBe('Your NDA with NovaLearn');
    expect(mail.text).toContain('Their message: Please sign by Friday.');
  });

  it('answers 400 with a field error when no signer email can be found', async () => {
    const partner = await createPartner(t.db, { email: null });
    const document = await createDocument(t.db, { partnerId: partner.id });
    const response = await sendForSignature(t, headers, document.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      signerEmail: ["Enter the signer's email address: the partner has no contact email on file."],
    });
    const bad = await sendForSignature(t, headers, document.id, { signerEmail: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('signerEmail');
    expect((await getDocument(document.id)).status).toBe('draft');
  });

  it('refuses a second send while a request is open, and a completed or expired NDA', async () => {
    const document = await createDocument(t.db);
    expect((await sendForSignature(t, headers, document.id)).statusCode).toBe(201);
    const again = await sendForSignature(t, headers, document.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This NDA is already out for signature (Sent). Void that request before sending it again.',
    );
    const requests = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, document.id));
    expect(requests).toHaveLength(1);

    for (const status of ['completed', 'expired'] as const) {
      const closed = await createDocument(t.db, { status });
      const response = await sendForSignature(t, headers, closed.id);
      expect(response.statusCode).toBe(409);
    }
  });

  it('sends once when two admins press Send at the same moment', async () => {
    const document = await createDocument(t.db);
    const answers = await Promise.all([
      sendForSignature(t, headers, document.id),
      sendForSignature(t, headers, document.id),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const requests = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, document.id));
    expect(requests).toHaveLength(1);
  });

  it('answers 404 for an unknown NDA', async () => {
    const response = await sendForSignature(t, headers, '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('the text is frozen from sending onwards', () => {
  it('refuses edits of the details and of the text while pending and once completed', async () => {
    const document = await createDocument(t.db, { content: 'Original text of [PARTNER].' });
    expect((await sendForSignature(t, headers, document.id)).statusCode).toBe(201);
    const merged = (await getDocument(document.id)).mergedContent;

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${document.id}`,
      headers,
      payload: { content: 'Changed behind the signer’s back.' },
    });
    expect(patch.statusCode).toBe(409);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${document.id}/content`,
      headers,
      payload: { content: 'Changed behind the signer’s back.' },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      message: 'This NDA is out for signature or signed, so its text can no longer change.',
    });
    const after = await getDocument(document.id);
    expect(after.mergedContent).toBe(merged);
    expect(mergePlaceholders(after.content, {})).toBe('Original text of [PARTNER].');

    const completed = await createDocument(t.db, { status: 'completed' });
    const putCompleted = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${completed.id}/content`,
      headers,
      payload: { content: 'New text' },
    });
    expect(putCompleted.statusCode).toBe(409);
  });
});
