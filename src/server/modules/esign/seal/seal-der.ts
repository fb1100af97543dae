/**
 * The seal (a DER-encoded PKCS#7 message) from the PDF's /Contents, cut at the length its own
 * header gives. @signpdf's extractSignature strips every trailing "00" of the padded hex, which
 * also cuts a signature whose last byte is 0: about one seal in 256 would read as broken.
 */
export function readSealDer(pdf: Uint8Array, byteRange: readonly number[]): Buffer {
  const [start = 0, firstLength = 0, second = 0] = byteRange;
  // Between the first range and the second sits "<hex…>", zero-padded to its reserved size.
  const hex = Buffer.from(pdf.subarray(start + firstLength + 1, second - 1)).toString('latin1');
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length < 2) return bytes;
  const lengthByte = bytes[1]!;
  // DER lengths: one byte below 128, else 0x80 + the number of length bytes that follow.
  const lengthBytes = lengthByte & 0x80 ? lengthByte & 0x7f : 0;
  const contentLength = lengthBytes
    ? [...bytes.subarray(2, 2 + lengthBytes)].reduce((total, byte) => total * 256 + byte, 0)
    : lengthByte;
  return bytes.subarray(0, 2 + lengthBytes + contentLength);
}
