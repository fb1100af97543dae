import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createTestClock } from '../../src/server/clock.ts';
import type { DocusignSettings } from '../../src/server/docusign-config.ts';
import {
  createDocusignProvider,
  type CreateDocusignProviderOptions,
} from '../../src/server/modules/esign/docusign/docusign-provider.ts';
import { startFakeDocusign, type FakeDocusign } from './fake-docusign-server.ts';

export type DocusignTestKit = {
  fake: FakeDocusign;
  clock: ReturnType<typeof createTestClock>;
  config: DocusignSettings;
  /** The same settings as environment variables, for loadConfig() in app tests. */
  env: Record<string, string>;
  /** A provider talking to the fake; pass overrides for another one (a wrong key, say). */
  createProvider(
    overrides?: Partial<CreateDocusignProviderOptions>,
  ): ReturnType<typeof createDocusignProvider>;
  close(): Promise<void>;
};

export const generateRsaKeyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    // DocuSign hands out PKCS#1 private keys ("BEGIN RSA PRIVATE KEY").
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

let keyPair: ReturnType<typeof generateRsaKeyPair> | undefined;

/**
 * A fake DocuSign with a fresh integration key (new ids; the RSA key pair is made once per file), its settings, and a
 * test clock shared by the adapter and the fake, so JWT expiry and token lifetimes can be moved.
 */
export async function startDocusignTestKit(): Promise<DocusignTestKit> {
  // RSA key generation takes up to a second; one pair serves every kit of a test file.
  keyPair ??= generateRsaKeyPair();
  const { privateKey, publicKey } = keyPair;
  const clock = createTestClock();
  const ids = { integrationKey: randomUUID(), userId: randomUUID(), accountId: randomUUID() };
  const fake = await startFakeDocusign({ ...ids, publicKey, clock });
  const config: DocusignSettings = {
    ...ids,
    privateKey,
    authServer: fake.authServer,
    connectHmacKey: randomUUID(),
  };
  return {
    fake,
    clock,
    config,
    env: {
      DOCUSIGN_INTEGRATION_KEY: ids.integrationKey,
      DOCUSIGN_USER_ID: ids.userId,
      DOCUSIGN_ACCOUNT_ID: ids.accountId,
      DOCUSIGN_PRIVATE_KEY: privateKey,
      DOCUSIGN_AUTH_SERVER: fake.authServer,
      DOCUSIGN_CONNECT_HMAC_KEY: config.connectHmacKey!,
    },
    createProvider: (overrides = {}) =>
      createDocusignProvider({ config, clock, insecureHttpForTests: true, ...overrides }),
    close: () => fake.close(),
  };
}

/** A one-page PDF with these lines of text (Helvetica, so the text is extractable as written). */
export async function buildTestPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }),
  );
  return pdf.save();
}
