import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createEsignProvider } from './create-esign-provider.ts';

const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const DOCUSIGN = {
  DOCUSIGN_INTEGRATION_KEY: 'f4c7a7f2-1111-4c2d-9e3f-000000000001',
  DOCUSIGN_USER_ID: 'f4c7a7f2-1111-4c2d-9e3f-000000000002',
  DOCUSIGN_ACCOUNT_ID: 'f4c7a7f2-1111-4c2d-9e3f-000000000003',
  DOCUSIGN_PRIVATE_KEY: privateKey,
};
const folder = mkdtempSync(path.join(os.tmpdir(), 'nda-docusign-key-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('DocuSign settings', () => {
  it('are off without any DOCUSIGN_* setting: the built-in provider is used', () => {
    const config = loadConfig({});
    expect(config.docusign).toBeUndefined();
  });

  it('are read when all four are present, with the demo sign-in host by default', () => {
    const config = loadConfig({ ...DOCUSIGN, DOCUSIGN_CONNECT_HMAC_KEY: 'hmac-secret' });
    expect(config.docusign).toEqual({
      integrationKey: DOCUSIGN.DOCUSIGN_INTEGRATION_KEY,
      userId: DOCUSIGN.DOCUSIGN_USER_ID,
      accountId: DOCUSIGN.DOCUSIGN_ACCOUNT_ID,
      privateKey,
      authServer: 'account-d.docusign.com',
      connectHmacKey: 'hmac-secret',
    });
    const production = loadConfig({
      ...DOCUSIGN,
      DOCUSIGN_AUTH_SERVER: 'https://account.docusign.com/',
    });
    expect(production.docusign?.authServer).toBe('account.docusign.com');
    expect(production.docusign?.connectHmacKey).toBeUndefined();
  });

  it('take the key as PEM text (also with \\n written out) or as the path of a key file', () => {
    const escaped = loadConfig({
      ...DOCUSIGN,
      DOCUSIGN_PRIVATE_KEY: privateKey.replaceAll('\n', '\\n'),
    });
    expect(escaped.docusign?.privateKey).toBe(privateKey);
    const file = path.join(folder, 'docusign.pem');
    writeFileSync(file, privateKey);
    expect(loadConfig({ ...DOCUSIGN, DOCUSIGN_PRIVATE_KEY: file }).docusign?.privateKey).toBe(
      privateKey,
    );
  });

  it('stop start-up naming what is missing when only some are set', () => {
    const partial = () =>
      loadConfig({
        DOCUSIGN_INTEGRATION_KEY: DOCUSIGN.DOCUSIGN_INTEGRATION_KEY,
        DOCUSIGN_PRIVATE_KEY: privateKey,
      });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(
      'Invalid configuration: DocuSign is only partly set up. Also set DOCUSIGN_USER_ID, ' +
        'DOCUSIGN_ACCOUNT_ID, or unset the other DOCUSIGN_* settings to use the built-in e-signature.',
    );
  });

  it('stop start-up on a key that is not a key, a key file that cannot be read, or a bad host', () => {
    expect(() =>
      loadConfig({
        ...DOCUSIGN,
        DOCUSIGN_PRIVATE_KEY:
          '-----BEGIN RSA PRIVATE KEY-----\nnope\n-----END RSA PRIVATE KEY-----',
      }),
    ).toThrow(/DOCUSIGN_PRIVATE_KEY is not a valid PEM private key/);
    expect(() =>
      loadConfig({ ...DOCUSIGN, DOCUSIGN_PRIVATE_KEY: path.join(folder, 'missing.pem') }),
    ).toThrow(/DOCUSIGN_PRIVATE_KEY must be a PEM private key or the path of a readable file/);
    expect(() => loadConfig({ ...DOCUSIGN, DOCUSIGN_AUTH_SERVER: 'not a host!' })).toThrow(
      /DOCUSIGN_AUTH_SERVER must be a host name/,
    );
  });
});

describe('createEsignProvider', () => {
  it('chooses DocuSign when it is configured, the built-in provider otherwise', async () => {
    const builtin = await createTestApp({}, { esign: createEsignProvider });
    const docusign = await createTestApp(DOCUSIGN, { esign: createEsignProvider });
    try {
      expect(builtin.esign.name).toBe('builtin');
      expect(docusign.esign.name).toBe('docusign');
      const answer = async (t: TestApp) => {
        const { headers } = await signInAsNewAdmin(t);
        return (await t.app.inject({ url: '/api/docusign/config', headers })).json();
      };
      expect(await answer(builtin)).toEqual({ configured: false, provider: 'builtin' });
      expect(await answer(docusign)).toEqual({ configured: true, provider: 'docusign' });
    } finally {
      await builtin.close();
      await docusign.close();
    }
  });
});
