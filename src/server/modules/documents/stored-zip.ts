import { crc32 } from 'node:zlib';
import type { MarkupPart } from './docx-archive-limits.ts';

/** Flags a part may keep: bit 11 says its name is UTF-8 (APPNOTE 4.4.4); the rest is dropped. */
const UTF8_NAME_FLAG = 0x800;
const VERSION_STORED = 10; // 1.0: stored parts need nothing newer
const DOS_DATE_1980 = 0x21;

/** The fields local and central headers share, from "version needed" to the extra length. */
function commonFields(part: MarkupPart, crc: number): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(VERSION_STORED, 0);
  fields.writeUInt16LE(part.flags & UTF8_NAME_FLAG, 2);
  fields.writeUInt16LE(0, 4); // method: stored
  fields.writeUInt16LE(0, 6); // time
  fields.writeUInt16LE(DOS_DATE_1980, 8);
  fields.writeUInt32LE(crc, 10);
  fields.writeUInt32LE(part.data.length, 14);
  fields.writeUInt32LE(part.data.length, 18);
  fields.writeUInt16LE(part.name.length, 22);
  fields.writeUInt16LE(0, 24); // extra field length
  return fields;
}

/**
 * A ZIP archive of parts already unpacked and measured (docx-archive-limits.ts), stored without
 * compression, so the reader (mammoth, through jszip) only slices it: it has nothing to unpack.
 * The parts together are at most 5 MB, far from the 4 GB where ZIP64 would be needed.
 */
export function buildStoredZip(parts: MarkupPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const fields = commonFields(part, crc32(part.data));
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fields, part.name]);
    const tail = Buffer.alloc(14); // comment length, disk, attributes, local header offset
    tail.writeUInt32LE(offset, 10);
    centrals.push(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0]), fields, tail, part.name]),
    );
    locals.push(local, part.data);
    offset += local.length + part.data.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}
