import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import {
  checkSealDer,
  MAX_SEAL_DEPTH,
  MAX_SEAL_ELEMENTS,
  SEAL_TOO_DEEP_MESSAGE,
  SEAL_TOO_MANY_ELEMENTS_MESSAGE,
} from './seal-der-limits.ts';

/** A DER element: tag, length (short or long form) and content. */
function element(tag: number, content: Buffer): Buffer {
  const { length } = content;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const lengthBytes = Buffer.alloc(4);
  lengthBytes.writeUInt32BE(length);
  return Buffer.concat([Buffer.from([tag, 0x84]), lengthBytes, content]);
}
const SEQUENCE = 0x30;
const NULL: Buffer = Buffer.from([0x05, 0x00]);
/** A SEQUENCE of `count` NULLs: count + 1 elements. */
const nulls = (count: number) => element(SEQUENCE, Buffer.concat(Array(count).fill(NULL)));
/** A NULL inside `levels` SEQUENCEs: at depth levels + 1. */
const nested = (levels: number) => {
  let der = NULL;
  for (let level = 0; level < levels; level += 1) der = element(SEQUENCE, der);
  return der;
};

describe('checkSealDer', () => {
  it('passes a real certificate, with the key inside its BIT STRING that forge decodes', () => {
    const keys = forge.pki.rsa.generateKeyPair({ bits: 512, e: 0x10001 });
    const certificate = forge.pki.createCertificate();
    certificate.publicKey = keys.publicKey;
    certificate.sign(keys.privateKey, forge.md.sha256.create());
    const der = Buffer.from(
      forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(),
      'binary',
    );
    expect(checkSealDer(der)).toBe(true);
  });

  it(`refuses more than ${MAX_SEAL_ELEMENTS} elements, before any is parsed`, () => {
    expect(checkSealDer(nulls(MAX_SEAL_ELEMENTS - 1))).toBe(true);
    expect(() => checkSealDer(nulls(MAX_SEAL_ELEMENTS))).toThrow(SEAL_TOO_MANY_ELEMENTS_MESSAGE);
  });

  it('counts the elements forge finds inside a BIT STRING', () => {
    const bitString = element(0x03, Buffer.concat([Buffer.from([0]), nulls(MAX_SEAL_ELEMENTS)]));
    expect(() => checkSealDer(element(SEQUENCE, bitString))).toThrow(
      SEAL_TOO_MANY_ELEMENTS_MESSAGE,
    );
    // Bytes that are no DER stay bytes, as forge keeps them.
    const opaque = element(0x03, Buffer.from([0, 0xff, 0xff, 0xff]));
    expect(checkSealDer(element(SEQUENCE, opaque))).toBe(true);
  });

  it(`refuses nesting deeper than ${MAX_SEAL_DEPTH} levels`, () => {
    expect(checkSealDer(nested(MAX_SEAL_DEPTH - 1))).toBe(true);
    expect(() => checkSealDer(nested(MAX_SEAL_DEPTH))).toThrow(SEAL_TOO_DEEP_MESSAGE);
  });

  it('reads indefinite lengths, and says false for bytes forge could not read', () => {
    const indefinite = Buffer.concat([Buffer.from([SEQUENCE, 0x80]), NULL, NULL, Buffer.alloc(2)]);
    expect(checkSealDer(indefinite)).toBe(true);
    expect(checkSealDer(indefinite.subarray(0, -2))).toBe(false); // never closed
    expect(checkSealDer(Buffer.from([SEQUENCE, 0x05, 0x05, 0x00]))).toBe(false); // cut short
    expect(checkSealDer(Buffer.from([0x04, 0x80, 0x00, 0x00]))).toBe(false); // primitive, indefinite
  });
});
