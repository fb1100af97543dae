import { createHash } from 'node:crypto';
import forge from 'node-forge';
import type { PdfSealDto } from '../../../../domain/esign/dtos.ts';
import { certificateToBase64 } from '../../../credentials/seal-certificate-file.ts';
import { readByteRange, readSealDer } from './seal-der.ts';
import { checkSealDer } from './seal-der-limits.ts';

type SealFound = Omit<Extract<PdfSealDto, { present: true }>, 'ours'>;

type SignerInfoCapture = {
  authenticatedAttributes?: forge.asn1.Asn1[];
  signature?: string;
};

const UNREADABLE_SEAL = {
  present: true,
  valid: false,
  coversWholeFile: false,
  sealedBy: 'unknown',
  sealedAt: null,
} as const;

/**
 * A seal's chain holds a few certificates, and node-forge checks an RSA signature in JavaScript:
 * only the first ten are tried, and none with a key far beyond any real one (a 16,384-bit
 * modulus or a long exponent makes one check take seconds).
 */
const MAX_CERTIFICATES_TRIED = 10;
const hasPlausibleKey = (key: forge.pki.rsa.PublicKey) =>
  key.n.bitLength() <= 8192 && key.e.bitLength() <= 32;

/**
 * What a PDF reader would say of the PDF's digital signature (our seal): who sealed it, when,
 * and whether every byte outside the signature is as it was sealed. It checks what pdfsig checks
 * for the signature itself (the SHA-256 digest of the signed ranges, as our seal and
 * @signpdf write it; the RSA signature over the signed attributes); whether to trust the
 * certificate is the reader's decision, so `certificate` (DER, base64) is returned for the caller
 * to compare with ours. A seal past the limits of seal-der-limits.ts is refused (422) before
 * forge parses it. Runs in the untrusted-work pool (read-seal.task.ts, ADR 030).
 */
export function readSeal(
  pdf: Uint8Array,
): Exclude<PdfSealDto, { present: true }> | (SealFound & { certificate?: string }) {
  const file = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const byteRange = readByteRange(file);
  if (!byteRange) return { present: false };
  const [start, firstLength, second, secondLength] = byteRange;
  const der = readSealDer(file, byteRange);
  if (!checkSealDer(der)) return UNREADABLE_SEAL;
  const signedData = Buffer.concat([
    file.subarray(start, start + firstLength),
    file.subarray(second, second + secondLength),
  ]);
  try {
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary'))),
    ) as forge.pkcs7.PkcsSignedData & { rawCapture: SignerInfoCapture };
    const attributes = message.rawCapture.authenticatedAttributes ?? [];
    const signedDigest = attributeValue(attributes, forge.pki.oids.messageDigest!);
    const signingTime = attributeValue(attributes, forge.pki.oids.signingTime!);
    const digestMatches =
      signedDigest !== undefined &&
      signedDigest === createHash('sha256').update(signedData).digest('binary');
    const attributesDigest = forge.md.sha256
      .create()
      .update(
        forge.asn1
          .toDer(
            forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes),
          )
          .getBytes(),
      )
      .digest()
      .getBytes();
    const signer = message.certificates.slice(0, MAX_CERTIFICATES_TRIED).find((certificate) => {
      try {
        const key = certificate.publicKey as forge.pki.rsa.PublicKey;
        if (!hasPlausibleKey(key)) return false;
        return key.verify(attributesDigest, message.rawCapture.signature ?? '');
      } catch {
        return false;
      }
    });
    const coversWholeFile = start === 0 && second + secondLength === pdf.length && firstLength > 0;
    return {
      present: true,
      valid: digestMatches && signer !== undefined,
      coversWholeFile,
      sealedBy:
        ((signer ?? message.certificates[0])?.subject.getField('CN')?.value as string) ?? 'unknown',
      sealedAt: signingTime ? forge.asn1.utcTimeToDate(signingTime).toISOString() : null,
      certificate: signer ? certificateToBase64(signer) : undefined,
    };
  } catch {
    return UNREADABLE_SEAL;
  }
}

/** The value of a signed attribute: SEQUENCE { type OID, values SET { value } }. */
function attributeValue(attributes: forge.asn1.Asn1[], oid: string): string | undefined {
  for (const attribute of attributes) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    if (!type || !values || forge.asn1.derToOid(type.value as string) !== oid) continue;
    const first = (values.value as forge.asn1.Asn1[])[0];
    return typeof first?.value === 'string' ? first.value : undefined;
  }
  return undefined;
}
