import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-built .docx (ZIP) files for the upload tests, including hostile ones: a part that
 * unpacks to hundreds of megabytes from a few hundred kilobytes, and a central directory that
 * lies about a part's size. Made here rather than with jszip, which always writes true sizes.
 */

/** Part of an entry's text: `text` written `times` times (deflated once, repeated). */
export type ArchiveChunk = { text: string; times?: number };

export type ArchiveEntry = {
  name: string;
  chunks: ArchiveChunk[];
  /** The size the headers declare; the true unpacked size when omitted. */
  declaredSize?: number;
};

type PackedEntry = { name: Buffer; data: Buffer; crc: number; size: number; declared: number };

/**
 * Deflates chunk by chunk: each chunk ends with a sync flush (byte-aligned, no final bit) and
 * uses no back-reference to the one before, so copies can be concatenated; an empty final block
 * closes the stream. 200 MB of spaces pack to about 200 kB without holding 200 MB in memory.
 */
function packEntry(entry: ArchiveEntry): PackedEntry {
  const pieces: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const { text, times = 1 } of entry.chunks) {
    const raw = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH });
    for (let copy = 0; copy < times; copy += 1) {
      pieces.push(packed);
      crc = crc32(raw, crc);
      size += raw.length;
    }
  }
  pieces.push(deflateRawSync(Buffer.alloc(0)));
  const data = Buffer.concat(pieces);
  return {
    name: Buffer.from(entry.name, 'utf8'),
    data,
    crc,
    size,
    declared: entry.declaredSize ?? size,
  };
}

/** The fields local and central headers share, from "version needed" to the extra length. */
function commonFields(entry: PackedEntry): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(20, 0); // version needed: 2.0 (deflate)
  fields.writeUInt16LE(0, 2); // flags
  fields.writeUInt16LE(8, 4); // method: deflate
  fields.writeUInt16LE(0, 6); // time
  fields.writeUInt16LE(0x21, 8); // date: 1980-01-01
  fields.writeUInt32LE(entry.crc, 10);
  fields.writeUInt32LE(entry.data.length, 14);
  fields.writeUInt32LE(entry.declared, 18);
  fields.writeUInt16LE(entry.name.length, 22);
  fields.writeUInt16LE(0, 24); // extra field length
  return fields;
}

/** A ZIP archive of the entries (deflated, no ZIP64), as a Word file's bytes. */
export function buildZip(entries: ArchiveEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries.map(packEntry)) {
    const local = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      commonFields(entry),
      entry.name,
      entry.data,
    ]);
    const tail = Buffer.alloc(14); // comment length, disk, attributes, local header offset
    tail.writeUInt32LE(offset, 10);
    centrals.push(
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0]), // signature, made by 2.0
        commonFields(entry),
        tail,
        entry.name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, central, end]));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const PACKAGE_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`;
const DOCUMENT_END = '</w:body></w:document>';

/**
 * A minimal valid .docx whose word/document.xml body is `body` (XML chunks); `declaredSize`
 * makes the headers lie about the size of word/document.xml.
 */
export function wordArchiveOfBody(
  body: ArchiveChunk[],
  options: { declaredSize?: number; otherParts?: ArchiveEntry[] } = {},
): Uint8Array<ArrayBuffer> {
  const { declaredSize, otherParts = [] } = options;
  return buildZip([
    { name: '[Content_Types].xml', chunks: [{ text: CONTENT_TYPES }] },
    { name: '_rels/.rels', chunks: [{ text: PACKAGE_RELATIONSHIPS }] },
    {
      name: 'word/document.xml',
      chunks: [{ text: DOCUMENT_START }, ...body, { text: DOCUMENT_END }],
      ...(declaredSize === undefined ? {} : { declaredSize }),
    },
    ...otherParts,
  ]);
}

/**
 * A minimal valid .docx with one paragraph of `text`, then `padding` megabytes of spaces between
 * the XML elements (whitespace Word ignores); `declaredSize` makes the headers lie about the
 * size of word/document.xml.
 */
export function wordArchive(
  options: { text?: string; padding?: number; declaredSize?: number } = {},
): Uint8Array<ArrayBuffer> {
  const { text = 'Both parties keep secrets.', padding = 0, declaredSize } = options;
  return wordArchiveOfBody(
    [
      { text: `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>` },
      { text: ' '.repeat(1024 * 1024), times: padding },
    ],
    { declaredSize },
  );
}

/**
 * Tiny paragraphs (Word's XML for one short text each, `textOf` the paragraph's index) until
 * there are at least `bytes`: the shape that costs an XML parser most per byte. How well they
 * pack depends on the texts: `${index}` with every fourth one "a" packs about 18 to 1 (as a
 * real bomb did), `${index % 100}` about 97 to 1.
 */
export function tinyParagraphs(bytes: number, textOf: (index: number) => string): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (let index = 0; length < bytes; index += 1) {
    const paragraph = `<w:p><w:r><w:t>${textOf(index)}</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  return paragraphs.join('');
}
