import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/** The organisation's PKCS#12 file and its password, as config reads them and the seal uses them. */
export type SealCredentials = { p12: Uint8Array; password: string };

/** Thrown with a message that names the setting and what to do. */
export class SealCertificateError extends Error {}

/**
 * ESIGN_CERT_P12: the path of a PKCS#12 file (.p12 or .pfx), or the file itself in base64 (for
 * platforms that hold secrets in variables only). Opened here with ESIGN_CERT_PASSWORD, so a
 * wrong file or password stops start-up instead of failing the first signature.
 */
export function readSealCertificate(value: string, password: string): SealCredentials {
  const p12 = readP12Bytes(value.trim());
  try {
    sealCertificateOf({ p12, password });
  } catch {
    throw new SealCertificateError(
      'ESIGN_CERT_P12 could not be opened with ESIGN_CERT_PASSWORD. It must be a PKCS#12 file ' +
        '(.p12 or .pfx) holding a private key and its certificate; check the file and the password.',
    );
  }
  return { p12, password };
}

/**
 * Opening a .p12 takes about 0.1 s of pure-JavaScript key derivation, so each file's certificate
 * is remembered by the file's SHA-256. A file's certificate never changes, so this is safe with
 * several instances; the map holds the one or two files an instance ever sees.
 */
const openedCertificates = new Map<string, string>();
const MAX_REMEMBERED = 4;

/**
 * The certificate of a PKCS#12 file (DER, base64), for comparing with the one in a sealed PDF.
 * Throws when the file or password is wrong, or the file holds no private key.
 */
export function sealCertificateOf(seal: SealCredentials): string {
  const key = createHash('sha256')
    .update(seal.p12)
    .update('\0')
    .update(seal.password)
    .digest('hex');
  const remembered = openedCertificates.get(key);
  if (remembered) return remembered;
  const certificate = openCertificate(seal);
  if (openedCertificates.size >= MAX_REMEMBERED) openedCertificates.clear();
  openedCertificates.set(key, certificate);
  return certificate;
}

function openCertificate(seal: SealCredentials): string {
  const asn1 = forge.asn1.fromDer(
    forge.util.createBuffer(Buffer.from(seal.p12).toString('binary')),
  );
  const opened = forge.pkcs12.pkcs12FromAsn1(asn1, seal.password);
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const certBag = forge.pki.oids.certBag!;
  if (!opened.getBags({ bagType: keyBag })[keyBag]?.length) throw new Error('no private key');
  // The signing certificate: the one whose key is in the file (a chain may follow it).
  const certificate = opened.getBags({ bagType: certBag })[certBag]?.[0]?.cert;
  if (!certificate) throw new Error('no certificate');
  return certificateToBase64(certificate);
}

function readP12Bytes(value: string): Uint8Array {
  try {
    return readFileSync(path.resolve(value));
  } catch {
    // Not a readable path: base64 text of the file, if it decodes to something DER-shaped.
    const bytes = Buffer.from(value, 'base64');
    if (/^[A-Za-z0-9+/=\s]+$/.test(value) && bytes[0] === 0x30) return bytes;
    throw new SealCertificateError(
      `ESIGN_CERT_P12 must be the path of a readable .p12 file or its base64 text; "${value.slice(0, 80)}" is neither.`,
    );
  }
}

/** A certificate as base64 DER, the form in which two certificates are compared. */
export const certificateToBase64 = (certificate: forge.pki.Certificate): string =>
  Buffer.from(
    forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(),
    'binary',
  ).toString('base64');
