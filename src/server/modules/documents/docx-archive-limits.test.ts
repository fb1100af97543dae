import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  tinyParagraphs,
  wordArchive,
  wordArchiveOfBody,
} from '../../../../tests/word-archive.ts';
import {
  DOCX_DAMAGED_MESSAGE,
  DOCX_MARKUP_TOO_LARGE_MESSAGE,
  DOCX_TOO_MANY_PARTS_MESSAGE,
  DOCX_UNREADABLE_MESSAGE,
  DOCX_ZIP64_MESSAGE,
  MAX_DOCX_MARKUP_BYTES,
  MAX_DOCX_PARTS,
  unpackWordMarkup,
} from './docx-archive-limits.ts';
import { buildStoredZip } from './stored-zip.ts';

const check = (data: Uint8Array) => () => unpackWordMarkup(Buffer.from(data));

/** The archive with one 16- or 32-bit field of its end record overwritten. */
function withEndField(data: Uint8Array, fieldOffset: number, value: number, bytes: 2 | 4) {
  const copy = Buffer.from(data);
  copy.writeUIntLE(value, copy.length - 22 + fieldOffset, bytes);
  return copy;
}

describe('unpackWordMarkup', () => {
  it('passes a plain archive within the limits', () => {
    expect(check(wordArchive())).not.toThrow();
  });

  it('unpacks the markup parts only, which mammoth reads back as the same document', async () => {
    const image = { name: 'word/media/image1.png', chunks: [{ text: '\x89PNG not read' }] };
    const data = wordArchiveOfBody([{ text: '<w:p><w:r><w:t>Keep secrets.</w:t></w:r></w:p>' }], {
      otherParts: [image],
    });
    const markup = unpackWordMarkup(Buffer.from(data));
    expect(markup.map((part) => part.name.toString())).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
    const text = await mammoth.extractRawText({ buffer: buildStoredZip(markup) });
    expect(text.value.trim()).toBe('Keep secrets.');
  });

  it('refuses more markup than the longest text accepted needs, whatever the parts are named', () => {
    // Packed about 18 to 1, as Word's XML is: only the markup limit stops it.
    const paragraphs = tinyParagraphs(1_000_000, (index) => (index % 4 === 3 ? 'a' : `${index}`));
    const copies = Math.ceil(MAX_DOCX_MARKUP_BYTES / paragraphs.length);
    expect(check(wordArchiveOfBody([{ text: paragraphs, times: copies }]))).toThrow(
      DOCX_MARKUP_TOO_LARGE_MESSAGE,
    );
    expect(check(wordArchiveOfBody([{ text: paragraphs, times: copies - 1 }]))).not.toThrow();
    // The package may point mammoth to a main part of any name: every .xml and .rels counts.
    const elsewhere = { name: 'word/notes.xml', chunks: [{ text: paragraphs, times: 2 }] };
    const split = wordArchiveOfBody([{ text: paragraphs, times: copies - 2 }], {
      otherParts: [elsewhere],
    });
    expect(check(split)).toThrow(DOCX_MARKUP_TOO_LARGE_MESSAGE);
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
