import { createHmac, timingSafeEqual } from 'node:crypto';

/** Connect sends one header per active HMAC key (-1 up to -100), so keys can be rotated. */
const SIGNATURE_HEADER = /^x-docusign-signature-\d+$/;

/**
 * Whether any X-DocuSign-Signature-n header is the base64 HMAC-SHA256 of the exact bytes received.
 * The compare is timing-safe, so an attacker cannot learn the signature byte by byte.
 */
export function isConnectSignatureValid(options: {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  hmacKey: string;
}): boolean {
  const expected = Buffer.from(
    createHmac('sha256', options.hmacKey).update(options.rawBody).digest('base64'),
  );
  let isValid = false;
  for (const [name, value] of Object.entries(options.headers)) {
    if (!SIGNATURE_HEADER.test(name.toLowerCase())) continue;
    for (const given of [value ?? []].flat()) {
      const candidate = Buffer.from(given.trim());
      // Every header is checked, matching or not, so the answer time does not say which one matched.
      if (candidate.length === expected.length && timingSafeEqual(candidate, expected)) {
        isValid = true;
      }
    }
  }
  return isValid;
}
