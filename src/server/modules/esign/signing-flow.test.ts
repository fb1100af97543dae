import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  blankPng,
  drawnSignaturePng,
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
import type { EnvelopeStatusDto, SigningViewDto } from '../../../domain/esign/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { SIGNATURE_DIMENSIONS_MESSAGE } from './signature-image.ts';
import { signatureEvents, signatureRecipients, signatureRequests } from './esign.table.ts';

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
const signerOf = async (requestId: string) =>
  (
    await t.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, requestId))
  )[0];
const statusOf = async (documentId: string) =>
  (
    await t.app.inject({ url: `/api/docusign/status/${documentId}`, headers })
  ).json() as EnvelopeStatusDto;

describe('GET /api/sign/:token', () => {
  it('shows the agreement as it will be signed, uncached and unindexed, and records delivered once', async () => {
    const { document, partner, envelope, token } = await sendNew();
    const signer = newConnection();
    t.clock.advance(60_000);
    const first = await openSigningLink(t, token, signer);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    const view = first.json() as SigningViewDto;
    expect(view).toEqual({
      canSign: true,
      status: 'delivered',
      expiresAt: new Date(start.getTime() + 30 * DAY_MS).toISOString(),
      identity: { required: false, verified: false, method: null },
      role: 'signer',
      documents: [],
      document: {
        title: document.title,
        content: 'Both NovaLearn and Bayou Robotics keep shared information secret.',
        purpose: document.purpose,
        duration: 12,
        effectiveDate: '2026-01-15',
        expirationDate: '2027-01-15',
      },
      signer: { name: partner.contactName, email: partner.email },
      sender: { name: admin.name, organisation: 'NovaLearn' },
      language: 'en',
      family: null,
    });

    // A second opening, from elsewhere, changes nothing.
    t.clock.advance(60_000);
    expect((await openSigningLink(t, token, newConnection())).statusCode).toBe(200);
    const delivered = (await eventsOf(envelope.envelopeId!)).filter((e) => e.type === 'delivered');
    expect(delivered).toEqual([
      expect.objectContaining({
        at: new Date(start.getTime() + 60_000),
        ipAddress: signer.ip,
        userAgent: signer.userAgent,
      }),
    ]);
    expect(await statusOf(document.id)).toMatchObject({
      status: 'delivered',
      deliveredAt: new Date(start.getTime() + 60_000).toISOString(),
    });
    expect(await getDocument(document.id)).toMatchObject({
      status: 'pending',
      docusignStatus: 'delivered',
    });
  });

  it('answers 404 for an unknown or malformed token, uncached', async () => {
    for (const token of ['A'.repeat(43), 'not a token']) {
      const response = await openSigningLink(t, encodeURIComponent(token), newConnection());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message:
          'This signing link is not valid. Check that you opened the whole link from the email.',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('POST /api/sign/:token', () => {
  it('signs with a typed name: the NDA is Completed and both people get a message', async () => {
    const { document, partner, envelope, token } = await sendNew();
    const signer = newConnection();
    await openSigningLink(t, token, signer);
    t.clock.advance(5 * 60_000);
    const signedAt = t.clock.now();

    const response = await signWith(t, token, signer, typedSignature('Dana Q. Ortiz', 'CEO'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      canSign: false,
      status: 'completed',
      reasonCode: 'signed',
      reason: 'This agreement has already been signed.',
      canDownload: true,
      document: { title: document.title },
    });
    expect(response.json()).not.toHaveProperty('document.content');

    const [request] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, envelope.envelopeId!));
    expect(request).toMatchObject({ status: 'completed', completedAt: signedAt });
    expect(await signerOf(request!.id)).toMatchObject({
      status: 'signed',
      signedAt,
      signatureName: 'Dana Q. Ortiz',
      signatureTitle: 'CEO',
      signatureImage: null,
      nextReminderAt: null,
    });
    expect(request!.signedPdf!.byteLength).toBeGreaterThan(1000);
    expect(request!.signedPdfHash).toMatch(/^[0-9a-f]{64}$/);
    const completed = (await eventsOf(request!.id)).find((event) => event.type === 'completed');
    expect(completed).toMatchObject({
      at: signedAt,
      ipAddress: signer.ip,
      userAgent: signer.userAgent,
    });

    expect(await getDocument(document.id)).toMatchObject({
      status: 'completed',
      signedAt: signedAt.toISOString(),
      docusignStatus: 'completed',
      docusignCompletedAt: signedAt.toISOString(),
    });
    expect(await statusOf(document.id)).toMatchObject({
      status: 'completed',
      completedAt: signedAt.toISOString(),
    });

    const copy = await latestMailTo(t, partner.email!, 'You signed');
    expect(copy.text).toContain('is attached to this message');
    expect(copy.text).toContain(
      'To check that it is genuine and unchanged, open https://nda.example.org/verify and choose the PDF file.',
    );
    const notice = await latestMailTo(t, admin.email, 'Signed:');
    expect(notice.text).toContain(`Dana Q. Ortiz (${partner.email}) signed "${document.title}"`);
    expect(notice.text).toContain(`https://nda.example.org/admin/documents/${document.id}`);

    // The link now shows the message instead of the form, and cannot sign again.
    const again = await openSigningLink(t, token, signer);
    expect(again.json()).toMatchObject({
      canSign: false,
      reason: 'This agreement has already been signed.',
    });
    const twice = await signWith(t, token, signer, typedSignature('Dana Q. Ortiz'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This agreement has already been signed.' });
  });

  it('signs with a drawn signature, kept as the PNG data URL', async () => {
    const { envelope, token } = await sendNew();
    const signer = newConnection();
    await openSigningLink(t, token, signer);
    const image = drawnSignaturePng();
    const response = await signWith(t, token, signer, {
      fullName: 'Dana Ortiz',
      signatureType: 'drawn',
      signatureImage: image,
      consent: true,
    });
    expect(response.statusCode).toBe(200);
    const [request] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, envelope.envelopeId!));
    expect(request).toMatchObject({ status: 'completed' });
    expect(await signerOf(request!.id)).toMatchObject({ status: 'signed', signatureImage: image });
  });

  it('refuses a drawn image of more than 2000 × 800 pixels, and signs with one of exactly that', async () => {
    const { document, token } = await sendNew();
    const signer = newConnection();
    // 6000 × 6000 is a 64 kB data URL that took pdf-lib 3.5 s of blocked event loop to decode.
    for (const image of [blankPng(6000, 6000), blankPng(2001, 800), blankPng(2000, 801)]) {
      const response = await signWith(t, token, signer, {
        fullName: 'Dana Ortiz',
        signatureType: 'drawn',
        signatureImage: image,
        consent: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: SIGNATURE_DIMENSIONS_MESSAGE,
        fieldErrors: { signatureImage: [SIGNATURE_DIMENSIONS_MESSAGE] },
      });
    }
    expect((await getDocument(document.id)).status).toBe('pending');
    const largest = await signWith(t, token, signer, {
      fullName: 'Dana Ortiz',
      signatureType: 'drawn',
      signatureImage: blankPng(2000, 800),
      consent: true,
    });
    expect(largest.statusCode).toBe(200);
  });

  it('needs consent, a name, and a real PNG when drawn; nothing is signed meanwhile', async () => {
    const { document, token } = await sendNew();
    const signer = newConnection();
    const cases: [object, string][] = [
      [{ ...typedSignature('Dana'), consent: false }, 'consent'],
      [{ fullName: 'Dana', signatureType: 'typed' }, 'consent'],
      [typedSignature('   '), 'fullName'],
      [{ ...typedSignature('Dana'), signatureType: 'drawn' }, 'signatureImage'],
      [
        {
          ...typedSignature('Dana'),
          signatureType: 'drawn',
          signatureImage: 'data:image/png;base64,AAAA',
        },
        'signatureImage',
      ],
      [
        {
          ...typedSignature('Dana'),
          signatureType: 'drawn',
          signatureImage: 'data:image/svg+xml;base64,AAAA',
        },
        'signatureImage',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await signWith(t, token, signer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty(field);
    }
    const consent = await signWith(t, token, signer, { ...typedSignature('Dana'), consent: false });
    expect(consent.json().fieldErrors.consent).toEqual([
      'Tick the box to agree to sign electronically before you sign.',
    ]);
    expect((await getDocument(document.id)).status).toBe('pending');
  });

  it('records an unopened link as delivered when it is signed straight away', async () => {
    const { envelope, token } = await sendNew();
    const signer = newConnection();
    expect((await signWith(t, token, signer, typedSignature('Dana'))).statusCode).toBe(200);
    const types = (await eventsOf(envelope.envelopeId!)).map((event) => event.type).sort();
    // The envelope's 'sent' and the signer's own 'sent', 'delivered' and 'completed'.
    expect(types).toEqual(['completed', 'delivered', 'sent', 'sent']);
  });
});
