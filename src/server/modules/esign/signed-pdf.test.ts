import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawnSignaturePng,
  newConnection,
  openSigningLink,
  pdfText,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
  verifyUpload,
} from '../../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';
import { signatureRequests } from './esign.table.ts';
import { sha256Hex } from './sha256.ts';
import { PUBLIC_VERIFY_REQUESTS_PER_WINDOW } from './verify.routes.ts';

let t: TestApp;
let headers: Record<string, string>;
let admin: { name: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInAsNewAdmin(t);
  headers = signedIn.headers;
  admin = signedIn.user;
  await writeSetting({
    db: t.db,
    key: ORGANISATION_NAME_KEY,
    value: 'NovaLearn',
    now: t.clock.now(),
  });
});
afterAll(() => t.close());

const CONTENT = [
  'MUTUAL NON-DISCLOSURE AGREEMENT',
  'This agreement between [COMPANY] and [PARTNER] starts on [EFFECTIVE_DATE].',
  '1. Confidential information stays confidential for [DURATION] months.',
  '2. Purpose: [PURPOSE].',
].join('\n');

/** Sends, opens at +1 min and signs at +2 min from known addresses; returns what was signed. */
async function signedAgreement(signature: object) {
  const partner = await createPartner(t.db, {
    companyName: 'Bayou Robotics',
    contactName: 'Dana Ortiz',
  });
  const document = await createDocument(t.db, {
    partnerId: partner.id,
    title: 'Robotics Lab NDA',
    purpose: 'A joint robotics lab',
    content: CONTENT,
  });
  const sentAt = t.clock.now();
  const envelope = (await sendForSignature(t, headers, document.id)).json() as EnvelopeStatusDto;
  const token = await signingTokenFor(t, partner.email!);
  const signer = newConnection();
  t.clock.advance(60_000);
  await openSigningLink(t, token, signer);
  t.clock.advance(60_000);
  const signed = await signWith(t, token, signer, signature);
  expect(signed.statusCode).toBe(200);
  const dto = (
    await t.app.inject({ url: `/api/documents/${document.id}`, headers })
  ).json() as DocumentDto;
  return { document: dto, envelope, signer, sentAt };
}

const download = (documentId: string) =>
  t.app.inject({ url: `/api/docusign/download/${documentId}`, headers });
const verify = (bytes: Uint8Array) => verifyUpload(t, headers, bytes);

describe('the signed PDF', () => {
  it('holds the agreement, the signature block and a certificate with the content hash and every event', async () => {
    const { document, envelope, signer, sentAt } = await signedAgreement(
      typedSignature('Dana Q. Ortiz', 'Chief Executive'),
    );
    const response = await download(document.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Robotics_Lab_NDA.pdf"; filename*=UTF-8''Robotics_Lab_NDA.pdf`,
    );
    const bytes = new Uint8Array(response.rawPayload);
    const [request] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, envelope.envelopeId!));
    // The download is exactly the stored copy, whose SHA-256 is on record.
    expect(Buffer.from(bytes).equals(Buffer.from(request!.signedPdf!))).toBe(true);
    expect(sha256Hex(bytes)).toBe(request!.signedPdfHash);

    const text = await pdfText(bytes);
    // The agreement as it was sent, merged.
    expect(text).toContain(
      'This agreement between NovaLearn and Bayou Robotics starts on Jan 15, 2026.',
    );
    expect(text).toContain('Confidential information stays confidential for 12 months.');
    // The signature block.
    expect(text).toContain('Name: Dana Q. Ortiz');
    expect(text).toContain('Title: Chief Executive');
    expect(text).toContain('Date: Jan 15, 2026');
    // The certificate of completion.
    const certificate = text.slice(text.indexOf('Certificate of Completion'));
    expect(certificate).toContain('Title: Robotics Lab NDA');
    expect(certificate).toContain(`Document id: ${document.id}`);
    expect(certificate).toContain(`Content SHA-256: ${sha256Hex(document.mergedContent)}`);
    expect(request!.contentHash).toBe(sha256Hex(document.mergedContent));
    expect(certificate).toContain(
      `SHA-256 of the text this signer was shown:\n${sha256Hex(document.mergedContent)}`,
    );
    expect(certificate).toContain(`Name: ${admin.name}`);
    expect(certificate).toContain(`Email: ${admin.email}`);
    expect(certificate).toContain('Email: ' + document.partner!.email);
    // Times in the organisation's time zone, as in the mails (the test clock starts 09:00 UTC).
    expect(sentAt.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(certificate).toContain('Sent for signature: Jan 15, 2026 at 3:00 AM CST');
    expect(certificate).toContain('Opened by the signer: Jan 15, 2026 at 3:01 AM CST');
    expect(certificate).toContain('Signed: Jan 15, 2026 at 3:02 AM CST');
    expect(certificate).toContain('IP address: 127.0.0.1');
    expect(certificate).toContain('User agent: AdminBrowser/1.0');
    expect(certificate.split(`IP address: ${signer.ip}`)).toHaveLength(3);
    expect(certificate).toContain(`User agent: ${signer.userAgent}`);
    expect(certificate).toContain('I agree to sign this agreement electronically.');
    expect(certificate).toContain(`Anyone can also check a copy at ${t.config.publicUrl}/verify`);
  });

  it('embeds a drawn signature as an image', async () => {
    const { document } = await signedAgreement({
      fullName: 'Dana Ortiz',
      signatureType: 'drawn',
      signatureImage: drawnSignaturePng(),
      consent: true,
    });
    const bytes = (await download(document.id)).rawPayload;
    expect(bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(await pdfText(new Uint8Array(bytes))).toContain('Signature: drawn by hand on screen');
  });
});

describe('POST /api/esign/verify', () => {
  it('recognises the signed copy byte for byte and rejects a copy with one byte changed', async () => {
    const { document } = await signedAgreement(typedSignature('Dana Ortiz'));
    const bytes = new Uint8Array((await download(document.id)).rawPayload);

    const match = await verify(bytes);
    expect(match.statusCode).toBe(200);
    expect(match.json()).toEqual({
      matches: true,
      documentId: document.id,
      entryId: null,
      title: 'Robotics Lab NDA',
      completedAt: document.signedAt,
      signers: [{ name: 'Dana Ortiz', signedAt: document.signedAt }],
      seal: {
        present: true,
        valid: true,
        coversWholeFile: true,
        ours: true,
        sealedBy: 'NovaLearn e-signature seal',
        sealedAt: document.signedAt,
      },
    });

    // One byte of the agreement changed: neither the stored copy nor the seal matches.
    const tampered = bytes.slice();
    const inAgreement = Buffer.from(bytes).indexOf('/Contents') - 200;
    tampered[inAgreement] = tampered[inAgreement]! ^ 0x01;
    const mismatch = await verify(tampered);
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.json()).toMatchObject({
      matches: false,
      seal: { present: true, valid: false, ours: true },
    });
  });

  it('says plainly when a PDF carries no seal, and when something was added after sealing', async () => {
    const plain = await PDFDocument.create();
    plain.addPage();
    const unsealed = await verify(await plain.save());
    expect(unsealed.json()).toEqual({ matches: false, seal: { present: false } });

    const { document } = await signedAgreement(typedSignature('Dana Ortiz'));
    const bytes = new Uint8Array((await download(document.id)).rawPayload);
    const appended = Buffer.concat([Buffer.from(bytes), Buffer.from('\n% added later\n')]);
    expect((await verify(appended)).json()).toMatchObject({
      matches: false,
      seal: { present: true, valid: true, coversWholeFile: false },
    });
  });

  it('needs a file, and admins only', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/esign/verify',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/esign/verify' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/verify-signed-agreement (public)', () => {
  const publicVerify = (bytes: Uint8Array, ip = '203.0.113.40') =>
    verifyUpload(t, {}, bytes, 'agreement.pdf', {
      url: '/api/verify-signed-agreement',
      remoteAddress: ip,
    });

  it('tells anyone holding the PDF whose it is and who signed when, without our document id', async () => {
    const { document } = await signedAgreement(typedSignature('Dana Q. Ortiz', 'CEO'));
    const bytes = new Uint8Array((await download(document.id)).rawPayload);
    const response = await publicVerify(bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      matches: true,
      title: 'Robotics Lab NDA',
      completedAt: document.signedAt,
      signers: [{ name: 'Dana Q. Ortiz', signedAt: document.signedAt }],
      seal: expect.objectContaining({ present: true, valid: true, ours: true }),
    });
    expect(JSON.stringify(response.json())).not.toContain(document.id);
  });

  it(`allows ${PUBLIC_VERIFY_REQUESTS_PER_WINDOW} checks per address in ten minutes, then says how long to wait`, async () => {
    const plain = await PDFDocument.create();
    plain.addPage();
    const bytes = await plain.save();
    const ip = '203.0.113.41';
    for (let i = 0; i < PUBLIC_VERIFY_REQUESTS_PER_WINDOW; i++) {
      expect((await publicVerify(bytes, ip)).statusCode).toBe(200);
    }
    const refused = await publicVerify(bytes, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have checked many files in a short time\. Please wait/,
    );
    // Another address is not held up, and the window ends.
    expect((await publicVerify(bytes, '203.0.113.42')).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    expect((await publicVerify(bytes, ip)).statusCode).toBe(200);
  });
});
