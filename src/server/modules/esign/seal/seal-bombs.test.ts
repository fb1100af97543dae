import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf, Signer } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyUpload } from '../../../../../tests/esign-test-helpers.ts';
import {
  healthLimitMs,
  listenOnFreePort,
  measureWhile,
} from '../../../../../tests/responsiveness.ts';
import { createTestApp, type TestApp } from '../../../../../tests/test-app.ts';
import { SEAL_TOO_LARGE_MESSAGE, SEAL_TOO_MANY_ELEMENTS_MESSAGE } from './seal-der-limits.ts';
import { savePdfSealed } from './seal-pdf.ts';
import { selfSignedSealCertificate } from './self-signed-certificate.ts';

/**
 * The public check of a signed PDF reads the PDF's seal (a PKCS#7 message) with node-forge. A
 * seal of 1.4 million tiny DER elements held every request for 2.7 s; now the seal is measured
 * first, in the untrusted-work pool, and refused at once.
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t.app);
  // A first check starts the worker, so the times below are the check's, not a thread's start.
  await publicVerify(await (await PDFDocument.create()).save());
});
afterAll(() => t.close());

/** Signs with whatever bytes it is given as the PKCS#7 message: a hostile signing program. */
class FixedSigner extends Signer {
  constructor(private readonly der: Buffer) {
    super();
  }
  override async sign(): Promise<Buffer> {
    return this.der;
  }
}

/** A real one-page PDF with a signature dictionary whose /Contents holds `der`. */
async function pdfSealedWith(der: Buffer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Mutual non-disclosure agreement');
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: 'Signed agreement',
    name: 'Hostile signer',
    contactInfo: '',
    location: '',
    signatureLength: der.length * 2, // in hex digits
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
  });
  const unsigned = await pdf.save({ useObjectStreams: false });
  return new Uint8Array(await new SignPdf().sign(Buffer.from(unsigned), new FixedSigner(der)));
}

/** SEQUENCE (4-byte length) of `count` copies of `item`. */
function sequenceOf(item: Buffer, count: number): Buffer {
  const header = Buffer.from([0x30, 0x84, 0, 0, 0, 0]);
  header.writeUInt32BE(item.length * count, 2);
  return Buffer.concat([header, Buffer.alloc(item.length * count, item)]);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const publicVerify = (bytes: Uint8Array) =>
  verifyUpload(t, {}, bytes, 'agreement.pdf', { url: '/api/verify-signed-agreement' });

describe('POST /api/verify-signed-agreement with a seal built to exhaust the parser', () => {
  it('still checks an ordinary seal', async () => {
    const password = 'seal password';
    const sealed = await savePdfSealed(
      await PDFDocument.create().then((pdf) => (pdf.addPage(), pdf)),
      {
        p12: selfSignedSealCertificate({
          organisationName: 'Other Org',
          now: t.clock.now(),
          password,
        }),
        password,
      },
      { organisationName: 'Other Org', reason: 'Test', signedAt: t.clock.now() },
    );
    const response = await publicVerify(sealed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().seal).toMatchObject({ present: true, valid: true, ours: false });
  });

  it('refuses 1.4 million tiny DER elements (an 8.4 MB PDF) at once, while others are served', async () => {
    const integerZero = Buffer.from([0x02, 0x01, 0x00]);
    const bytes = await pdfSealedWith(sequenceOf(integerZero, 1_400_000));
    expect(bytes.length).toBeGreaterThan(8 * 1024 * 1024);
    // As long as a PDF of the same size without a seal takes to upload and check, and 200 ms
    // more at most (it took 2.7 s more before): on a quiet machine, under 200 ms in all.
    const unsealed = new Uint8Array(bytes.length).fill(0x20);
    unsealed.set(new TextEncoder().encode('%PDF-1.7\n'));
    await publicVerify(bytes); // the route's first run, not timed
    const unsealedMs = await timed(() => publicVerify(unsealed));
    const refusalMs = await timed(async () => {
      const response = await publicVerify(bytes);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toBe(SEAL_TOO_LARGE_MESSAGE);
    });
    expect(refusalMs).toBeLessThan(200 + unsealedMs);

    const measured = await measureWhile(baseUrl, () => publicVerify(bytes));
    expect(measured.result.statusCode).toBe(422);
    expect(Math.max(...measured.healthMs)).toBeLessThan(healthLimitMs(measured));
  });

  it('refuses a seal within the size limit made of more elements than any seal has', async () => {
    const bytes = await pdfSealedWith(sequenceOf(Buffer.from([0x05, 0x00]), 150_000));
    const response = await publicVerify(bytes);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(SEAL_TOO_MANY_ELEMENTS_MESSAGE);
  });
});
