import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newConnection,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
  verifyUpload,
} from '../../../../../tests/esign-test-helpers.ts';
import { skipBecause } from '../../../../../tests/skip-reason.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';
import { ConfigError, loadConfig } from '../../../config.ts';
import { createDocument, createPartner } from '../../../demo/factories.ts';
import { sealCertificates } from './seal-certificate.table.ts';
import { sealCredentials } from './seal-credentials.ts';
import { savePdfSealed } from './seal-pdf.ts';
import { selfSignedSealCertificate } from './self-signed-certificate.ts';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(os.tmpdir(), 'nda-seal-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const hasTool = async (tool: string) =>
  run(tool, ['--version']).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  );
// CI installs poppler-utils and qpdf (.ci/run); on a machine without them these checks are skipped.
const readersPresent = (await hasTool('pdfsig')) && (await hasTool('qpdf'));

/** pdfsig's report of a PDF; it exits non-zero for a bad signature, so its output is kept. */
async function pdfsig(bytes: Uint8Array, name: string): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  const result = await run('pdfsig', ['-nocert', file]).catch(
    (error: { stdout?: string; stderr?: string }) => error,
  );
  return `${result.stdout ?? ''}${result.stderr ?? ''}`;
}

/** Sends an NDA to a new partner, signs it from the mail's link and downloads the signed PDF. */
async function signedPdf(t: TestApp, headers: Record<string, string>): Promise<Uint8Array> {
  const partner = await createPartner(t.db, { companyName: 'Bayou Robotics' });
  const document = await createDocument(t.db, { partnerId: partner.id, title: 'Lab NDA' });
  await sendForSignature(t, headers, document.id);
  const token = await signingTokenFor(t, partner.email!);
  const signed = await signWith(t, token, newConnection(), typedSignature('Dana Ortiz'));
  expect(signed.statusCode).toBe(200);
  const download = await t.app.inject({ url: `/api/docusign/download/${document.id}`, headers });
  expect(download.statusCode).toBe(200);
  return new Uint8Array(download.rawPayload);
}

/** The byte 200 before the signature's /Contents: inside the agreement's signed bytes. */
function withOneByteChanged(bytes: Uint8Array): Uint8Array {
  const changed = bytes.slice();
  const at = Buffer.from(bytes).indexOf('/Contents') - 200;
  changed[at] = changed[at]! ^ 0x01;
  return changed;
}

describe('the seal with the generated certificate', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await signInAsNewAdmin(t)).headers;
  });
  afterAll(() => t.close());

  it.skipIf(
    skipBecause(
      !readersPresent,
      'pdfsig or qpdf is not installed, so the seal is not checked by outside readers: ' +
        'apt-get install -y poppler-utils qpdf',
    ),
  )(
    'is valid for pdfsig, and qpdf finds the file sound; one changed byte makes pdfsig say so',
    async () => {
      const bytes = await signedPdf(t, headers);
      const report = await pdfsig(bytes, 'signed.pdf');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
      expect(report).toContain('Signature Type: adbe.pkcs7.detached');
      expect(report).toContain('Signing Hash Algorithm: SHA-256');
      expect(report).toContain(
        'Signer Certificate Common Name: NovaLearn Institute Group e-signature seal',
      );
      const check = await run('qpdf', ['--check', path.join(folder, 'signed.pdf')]);
      expect(check.stdout).toContain('No syntax or stream encoding errors found');

      const tampered = await pdfsig(withOneByteChanged(bytes), 'tampered.pdf');
      expect(tampered).not.toContain('Signature is Valid');
      expect(tampered).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
    },
  );

  it('is made once and kept, so every signed PDF carries the same certificate', async () => {
    const now = t.clock.now();
    const [first, second] = await Promise.all([
      sealCredentials({ db: t.db, config: t.config, now }),
      sealCredentials({ db: t.db, config: t.config, now }),
    ]);
    expect(Buffer.from(first.p12).equals(Buffer.from(second.p12))).toBe(true);
    expect(await t.db.select().from(sealCertificates)).toHaveLength(1);
  });
});

describe('the seal with a certificate from ESIGN_CERT_P12', () => {
  const p12 = selfSignedSealCertificate({
    organisationName: 'Example Issued Seal',
    now: new Date('2026-01-01T00:00:00Z'),
    password: 'correct horse',
  });
  const p12File = path.join(folder, 'seal.p12');
  writeFileSync(p12File, p12);

  // One app per test: each start, sign-in and signature takes seconds on a busy machine, and two
  // rounds in one test left too little of its time limit.
  it.each([
    ['a file path', p12File],
    ['base64 text', Buffer.from(p12).toString('base64')],
  ])('seals with that certificate, given as %s', async (_given, value) => {
    const t = await createTestApp({ ESIGN_CERT_P12: value, ESIGN_CERT_PASSWORD: 'correct horse' });
    try {
      const { headers } = await signInAsNewAdmin(t);
      const bytes = await signedPdf(t, headers);
      const verified = (await verifyUpload(t, headers, bytes)).json();
      expect(verified.seal).toMatchObject({
        present: true,
        valid: true,
        ours: true,
        sealedBy: 'Example Issued Seal e-signature seal',
      });
      // Nothing was generated: the configured certificate is the only one.
      expect(await t.db.select().from(sealCertificates)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("reports another organisation's intact seal as present but not ours", async () => {
    const t = await createTestApp({
      ESIGN_CERT_P12: p12File,
      ESIGN_CERT_PASSWORD: 'correct horse',
    });
    try {
      const { headers } = await signInAsNewAdmin(t);
      const other = await PDFDocument.create();
      other.addPage();
      const password = 'other';
      const sealed = await savePdfSealed(
        other,
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
      expect((await verifyUpload(t, headers, sealed)).json()).toEqual({
        matches: false,
        seal: {
          present: true,
          valid: true,
          coversWholeFile: true,
          ours: false,
          sealedBy: 'Other Org e-signature seal',
          sealedAt: t.clock.now().toISOString(),
        },
      });
    } finally {
      await t.close();
    }
  });

  it('stops start-up with a message naming the setting when the password or file is wrong', () => {
    const wrong = () =>
      loadConfig({ ESIGN_CERT_P12: p12File, ESIGN_CERT_PASSWORD: 'wrong password' });
    expect(wrong).toThrow(ConfigError);
    expect(wrong).toThrow(/ESIGN_CERT_P12 could not be opened with ESIGN_CERT_PASSWORD/);
    expect(() => loadConfig({ ESIGN_CERT_P12: path.join(folder, 'missing.p12') })).toThrow(
      /ESIGN_CERT_P12 must be the path of a readable \.p12 file or its base64 text/,
    );
  });
});
