import { extractSignature } from '@signpdf/utils';
import { describe, expect, it } from 'vitest';
import { readSealDer } from './seal-der.ts';

/** A PDF-like buffer whose /Contents holds `derHex` padded with zeros, and its ByteRange. */
function withContents(derHex: string, padding = 16) {
  const before = '%PDF-1.7 /ByteRange [0 AAAA BBBB CCCC] /Contents ';
  const contents = `<${derHex}${'0'.repeat(padding)}>`;
  const after = ' endobj %%EOF';
  const second = before.length + contents.length;
  const text = `${before}${contents}${after}`
    .replace('AAAA', String(before.length).padStart(4, ' '))
    .replace('BBBB', String(second).padStart(4, ' '))
    .replace('CCCC', String(after.length).padStart(4, ' '));
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
});
