import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** DocuSign is used when all four of these are set (docs/configuration.md). */
const DOCUSIGN_MAIN_SETTINGS = [
  'DOCUSIGN_INTEGRATION_KEY',
  'DOCUSIGN_USER_ID',
  'DOCUSIGN_ACCOUNT_ID',
  'DOCUSIGN_PRIVATE_KEY',
] as const;

/** The DOCUSIGN_* settings as the environment schema in config.ts leaves them. */
type DocusignEnvironment = {
  [name in (typeof DOCUSIGN_MAIN_SETTINGS)[number]]?: string | undefined;
} & {
  DOCUSIGN_AUTH_SERVER: string;
  DOCUSIGN_CONNECT_HMAC_KEY?: string | undefined;
};

export type DocusignSettings = {
  integrationKey: string;
  userId: string;
  accountId: string;
  /** PEM text: a file path in DOCUSIGN_PRIVATE_KEY has already been read. */
  privateKey: string;
  /** Host of DocuSign's sign-in service (account-d.docusign.com is the demo environment). */
  authServer: string;
  connectHmacKey: string | undefined;
};

/** A DocuSign setting that stops start-up; config.ts reports it as a ConfigError. */
export class DocusignConfigError extends Error {}

/**
 * The key as PEM text: the value itself when it holds a PEM block (an env file may write its line
 * breaks as \n), otherwise the path of a file that holds one. Checked here so that a wrong key
 * stops start-up instead of failing the first send.
 */
function readPrivateKey(value: string): string {
  let pem = value.includes('-----BEGIN') ? value.replaceAll('\\n', '\n') : undefined;
  if (!pem) {
    try {
      pem = readFileSync(path.resolve(value.trim()), 'utf8');
    } catch {
      throw new DocusignConfigError(
        `DOCUSIGN_PRIVATE_KEY must be a PEM private key or the path of a readable file holding one; "${value.trim()}" could not be read.`,
      );
    }
  }
  try {
    createPrivateKey(pem);
  } catch {
    throw new DocusignConfigError(
      'DOCUSIGN_PRIVATE_KEY is not a valid PEM private key (RSA, as DocuSign gives it).',
    );
  }
  return pem;
}

/** Set when all four main settings are present, undefined when none is; partly set is refused. */
export function readDocusignSettings(e: DocusignEnvironment): DocusignSettings | undefined {
  const missing = DOCUSIGN_MAIN_SETTINGS.filter((name) => !e[name]);
  if (missing.length === DOCUSIGN_MAIN_SETTINGS.length) return undefined;
  if (missing.length > 0) {
    throw new DocusignConfigError(
      `DocuSign is only partly set up. Also set ${missing.join(', ')}, ` +
        'or unset the other DOCUSIGN_* settings to use the built-in e-signature.',
    );
  }
  return {
    integrationKey: e.DOCUSIGN_INTEGRATION_KEY!,
    userId: e.DOCUSIGN_USER_ID!,
    accountId: e.DOCUSIGN_ACCOUNT_ID!,
    privateKey: readPrivateKey(e.DOCUSIGN_PRIVATE_KEY!),
    authServer: e.DOCUSIGN_AUTH_SERVER,
    connectHmacKey: e.DOCUSIGN_CONNECT_HMAC_KEY,
  };
}
