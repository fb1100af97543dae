import { MAX_SEAL_BYTES, SEAL_TOO_LARGE_MESSAGE, sealRefused } from './seal-der-limits.ts';

export type ByteRange = [start: number, firstLength: number, second: number, secondLength: number];

const BYTE_RANGE = /^\/ByteRange \[(\d+) +(\d+) +(\d+) +(\d+) *\]/;
/** The four numbers and the spaces that pad them: a few dozen bytes in a real signature. */
const BYTE_RANGE_WINDOW = 200;

/**
 * The signature's /ByteRange: the first one in the file, as @signpdf's extractSignature finds
 * it. That function is not used: after it, a regular expression strips the trailing "00" of the
 * whole /Contents hex, and on a long run of "00" its time grows with the square of the length.
 */
export function readByteRange(pdf: Buffer): ByteRange | undefined {
  const at = pdf.indexOf('/ByteRange [', 0, 'latin1');
  if (at === -1) return undefined;
  const match = BYTE_RANGE.exec(pdf.toString('latin1', at, at + BYTE_RANGE_WINDOW));
  return match ? (match.slice(1, 5).map(Number) as ByteRange) : undefined;
}

/**
 * The seal (a DER-encoded PKCS#7 message) from the PDF's /Contents, cut at the length its own
 * header gives. @signpdf's extractSignature strips every trailing "00" of the padded hex, which
 * also cuts a signature whose last byte is 0: about one seal in 256 would read as broken.
 * A seal longer than MAX_SEAL_BYTES is refused (422) without decoding more of it.
 */
export function readSealDer(pdf: Uint8Array, byteRange: readonly number[]): Buffer {
  const [start = 0, firstLength = 0, second = 0] = byteRange;
  // Between the first range and the second sits "<hex…>", zero-padded to its reserved size.
  const hexStart = start + firstLength + 1;
  const hexEnd = Math.min(second - 1, hexStart + 2 * (MAX_SEAL_BYTES + 8));
  const hex = Buffer.from(pdf.subarray(hexStart, Math.max(hexStart, hexEnd))).toString('latin1');
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length < 2) return bytes;
  const lengthByte = bytes[1]!;
  // DER lengths: one byte below 128, else 0x80 + the number of length bytes that follow.
  const lengthBytes = lengthByte & 0x80 ? lengthByte & 0x7f : 0;
  const contentLength = lengthBytes
    ? [...bytes.subarray(2, 2 + lengthBytes)].reduce((total, byte) => total * 256 + byte, 0)
    : lengthByte;
  const length = 2 + lengthBytes + contentLength;
  if (length > MAX_SEAL_BYTES) throw sealRefused(SEAL_TOO_LARGE_MESSAGE);
  return bytes.subarray(0, length);
}
