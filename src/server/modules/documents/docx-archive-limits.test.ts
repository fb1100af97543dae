import { describe, expect, it } from 'vitest';
import { buildZip, wordArchive } from '../../../../tests/word-archive.ts';
import {
  assertWordArchiveWithinLimits,
  DOCX_DAMAGED_MESSAGE,
  DOCX_TOO_MANY_PARTS_MESSAGE,
  DOCX_UNREADABLE_MESSAGE,
  DOCX_ZIP64_MESSAGE,
  MAX_DOCX_PARTS,
} from './docx-archive-limits.ts';

const check = (data: Uint8Array) => () => assertWordArchiveWithinLimits(Buffer.from(data));

/** The archive with one 16- or 32-bit field of its end record overwritten. */
function withEndField(data: Uint8Array, fieldOffset: number, value: number, bytes: 2 | 4) {
  const copy = Buffer.from(data);
  copy.writeUIntLE(value, copy.length - 22 + fieldOffset, bytes);
  return copy;
}

describe('assertWordArchiveWithinLimits', () => {
  it('passes a plain archive within the limits', () => {
    expect(check(wordArchive())).not.toThrow();
  });

  it('refuses ZIP64 markers rather than reading sizes it does not check', () => {
    const data = wordArchive();
    expect(check(withEndField(data, 10, 0xffff, 2))).toThrow(DOCX_ZIP64_MESSAGE);
    expect(check(withEndField(data, 16, 0xffffffff, 4))).toThrow(DOCX_ZIP64_MESSAGE);
    expect(check(wordArchive({ declaredSize: 0xffffffff }))).toThrow(DOCX_ZIP64_MESSAGE);
  });

  it('refuses an archive of more parts than a Word file has', () => {
    const parts = Array.from({ length: MAX_DOCX_PARTS + 1 }, (_, index) => ({
      name: `word/media/part${index}.xml`,
      chunks: [{ text: '<x/>' }],
    }));
    expect(check(buildZip(parts))).toThrow(DOCX_TOO_MANY_PARTS_MESSAGE);
  });

  it('refuses a part that unpacks to less than it declares, and anything that is no ZIP', () => {
    expect(check(wordArchive({ declaredSize: 10 * 1024 }))).toThrow(DOCX_DAMAGED_MESSAGE);
    expect(check(Buffer.from('not a zip at all, just some text'))).toThrow(DOCX_UNREADABLE_MESSAGE);
    // An end record that counts fewer records than the directory holds (jszip would read all).
    const undercounted = withEndField(withEndField(wordArchive(), 8, 2, 2), 10, 2, 2);
    expect(check(undercounted)).toThrow(DOCX_UNREADABLE_MESSAGE);
  });
});
