import { extractSignature } from '@signpdf/utils';
import { describe, expect, it } from 'vitest';
import { readByteRange, readSealDer } from './seal-der.ts';
import { MAX_SEAL_BYTES, SEAL_TOO_LARGE_MESSAGE } from './seal-der-limits.ts';

/** A PDF-like buffer whose /Contents holds `derHex` padded with zeros, and its ByteRange. */
function withContents(derHex: string, padding = 16) {
  const field = (value: number) => String(value).padStart(10, ' ');
  const before = `%PDF-1.7 /ByteRange [0 ${field(0)} ${field(0)} ${field(0)}] /Contents `;
  const contents = `<${derHex}${'0'.repeat(padding)}>`;
  const after = ' endobj %%EOF';
  const second = before.length + contents.length;
  const byteRange = `[0 ${field(before.length)} ${field(second)} ${field(after.length)}]`;
  const text = `${before.replace(/\[.*\]/, byteRange)}${contents}${after}`;
  return {
    pdf: Buffer.from(text, 'latin1'),
    byteRange: [0, before.length, second, after.length],
  };
}

describe('readSealDer', () => {
  it('keeps a last byte of 0, which the padding strip of @signpdf cuts off', () => {
    // SEQUENCE { INTEGER 0 }: its DER ends in 00, as one RSA signature in 256 does.
    const { pdf, byteRange } = withContents('3003020100');
    expect(readSealDer(pdf, byteRange).toString('hex')).toBe('3003020100');
    expect(Buffer.from(extractSignature(pdf).signature, 'binary').toString('hex')).toBe('30030201');
  });

  it('reads a long-form length (0x82 and two length bytes)', () => {
    const body = `04820100${'ab'.repeat(255)}00`; // OCTET STRING of 256 bytes, the last one 00
    const der = `30820104${body}`;
    const { pdf, byteRange } = withContents(der);
    expect(readSealDer(pdf, byteRange).toString('hex')).toBe(der);
  });

  it('stops at the end of the DER, not at the end of the reserved space', () => {
    const { pdf, byteRange } = withContents('300302012a', 64);
    expect(readSealDer(pdf, byteRange)).toHaveLength(5);
  });

  it(`refuses a seal longer than ${MAX_SEAL_BYTES / 1024} KB by its header, decoding no more`, () => {
    // An OCTET STRING whose header claims a length; only the header needs to be there.
    const claiming = (total: number) => `0483${(total - 5).toString(16).padStart(6, '0')}`;
    const atLimit = withContents(claiming(MAX_SEAL_BYTES));
    expect(() => readSealDer(atLimit.pdf, atLimit.byteRange)).not.toThrow();
    const over = withContents(claiming(MAX_SEAL_BYTES + 1));
    expect(() => readSealDer(over.pdf, over.byteRange)).toThrow(SEAL_TOO_LARGE_MESSAGE);
  });
});

describe('readByteRange', () => {
  it('reads the first /ByteRange as @signpdf does, and nothing from a PDF without one', () => {
    const { pdf, byteRange } = withContents('3003020100');
    expect(readByteRange(pdf)).toEqual(byteRange);
    expect(readByteRange(Buffer.from('%PDF-1.7 no signature here'))).toBeUndefined();
    expect(readByteRange(Buffer.from('%PDF-1.7 /ByteRange [0 a b c]'))).toBeUndefined();
  });

  it('reads a long run of "00" in /Contents at once (the regex it replaces took minutes)', () => {
    const { pdf, byteRange } = withContents(`30030201${'0'.repeat(4_000_000)}1`, 0);
    expect(readByteRange(pdf)).toEqual(byteRange);
    expect(readSealDer(pdf, byteRange).toString('hex')).toBe('3003020100');
  });
});
