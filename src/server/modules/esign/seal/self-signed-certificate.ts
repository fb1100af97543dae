import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** How long a generated sealing certificate is valid. */
const VALID_YEARS = 10;

/** Extended key usage "Document Signing" (Microsoft's OID, which Adobe Reader also accepts). */
const DOCUMENT_SIGNING_OID = '1.3.6.1.4.1.311.10.3.12';

/**
 * A PKCS#12 file (key and certificate) with which the organisation seals signed agreements when
 * no certificate from a certificate authority is configured. Readers show a seal made with it as
 * valid and unchanged, but its signer as unknown until someone trusts this certificate.
 * The key comes from Node's crypto (native, fast); node-forge writes the certificate and the .p12.
 */
export function selfSignedSealCertificate(options: {
  organisationName: string;
  now: Date;
  /** The .p12 password; the file is kept in our database, so this is no secret (ADR 019). */
  password: string;
}): Uint8Array {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;

  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive 16-byte serial number (RFC 5280 §4.1.2.2).
  certificate.serialNumber = '01' + randomBytes(15).toString('hex');
  // An hour early, so a clock a little behind on another instance or reader still accepts it.
  certificate.validity.notBefore = new Date(options.now.getTime() - 3_600_000);
  certificate.validity.notAfter = new Date(options.now);
  certificate.validity.notAfter.setUTCFullYear(options.now.getUTCFullYear() + VALID_YEARS);
  const subject = [
    { name: 'commonName', value: `${options.organisationName} e-signature seal` },
    { name: 'organizationName', value: options.organisationName },
    { name: 'countryName', value: 'US' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', [DOCUMENT_SIGNING_OID]: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());

  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], options.password, {
    algorithm: 'aes256',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
