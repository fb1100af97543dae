import { inflateRawSync } from 'node:zlib';
import { fieldError } from '../../http/app-error.ts';

/**
 * A .docx is a ZIP archive, and mammoth (through jszip) unpacks it whole: a 400 kB upload that
 * unpacked to 400 MB held the server for 11.7 s and 2 GB before the text length was checked. So
 * the archive is checked here first, by its own index (the central directory), then by
 * unpacking every part with its declared size as a hard ceiling, and only then handed to
 * mammoth. jszip reads exactly the entries and byte ranges read here (the same last end record,
 * the same central records, the same local headers), so what mammoth unpacks is what was
 * measured: at most MAX_DOCX_UNPACKED_BYTES in all, even when the index lies.
 */

/** A real agreement, with its styles and a few images, unpacks to a few megabytes. */
export const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Word's XML packs about 10 to 30 times; a part over 1 MB packed 100 times is a bomb. */
export const MAX_DOCX_PACKING_RATIO = 100;
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
/** Word writes a few dozen parts; each costs a zlib stream to check and a jszip object. */
export const MAX_DOCX_PARTS = 1000;

const MEGABYTES = Math.round(MAX_DOCX_UNPACKED_BYTES / (1024 * 1024));
const SAVE_AGAIN = 'Save the text as a new .docx in Word and upload that.';
export const DOCX_UNREADABLE_MESSAGE =
  'This Word file could not be read. Save it again as .docx and retry.';
export const DOCX_TOO_LARGE_MESSAGE = `This Word file unpacks to more than ${MEGABYTES} MB. Remove large images, or save the text as a new .docx in Word and upload that.`;
export const DOCX_PACKED_TOO_TIGHTLY_MESSAGE = `This Word file was not opened: part of it unpacks to more than ${MAX_DOCX_PACKING_RATIO} times its size, which documents never do. ${SAVE_AGAIN}`;
export const DOCX_DAMAGED_MESSAGE = `This Word file is damaged: its parts are not the size its index says. ${SAVE_AGAIN}`;
export const DOCX_ZIP64_MESSAGE = `This Word file is stored in the ZIP64 format, meant for archives of gigabytes. ${SAVE_AGAIN}`;
export const DOCX_TOO_MANY_PARTS_MESSAGE = `This Word file has more than ${MAX_DOCX_PARTS} parts. ${SAVE_AGAIN}`;

// ZIP record signatures and fixed lengths (PKWARE APPNOTE 4.3.7, 4.3.12, 4.3.15, 4.3.16).
const END_SIGNATURE = 0x06054b50;
const END_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_LENGTH = 20;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_LENGTH = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_LENGTH = 30;
/** A count or size at its field's maximum means "the real value is in the ZIP64 records". */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

type Part = { method: number; packedSize: number; declaredSize: number; localOffset: number };
/** The parts, and where the central directory starts: no part's bytes may reach past it. */
type Archive = { parts: Part[]; centralStart: number };

const refuse = (message: string) => fieldError('file', message);

/**
 * The offset of the end record: the last signature in the file, searched from the very end as
 * jszip does (a stray signature in the last 21 bytes would be jszip's pick, so it is ours too).
 */
function findEndRecord(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_LENGTH - MAX_COMMENT_LENGTH);
  for (let offset = data.length - 4; offset >= lowest; offset -= 1) {
    if (data.readUInt32LE(offset) !== END_SIGNATURE) continue;
    if (offset + END_LENGTH > data.length) break;
    return offset;
  }
  throw refuse(DOCX_UNREADABLE_MESSAGE);
}

/** The central directory's records; it must end right where the end record starts. */
function readCentralDirectory(data: Buffer): Archive {
  const end = findEndRecord(data);
  const [disk, centralDisk] = [data.readUInt16LE(end + 4), data.readUInt16LE(end + 6)];
  const [diskCount, count] = [data.readUInt16LE(end + 8), data.readUInt16LE(end + 10)];
  const [size, start] = [data.readUInt32LE(end + 12), data.readUInt32LE(end + 16)];
  const hasLocator =
    end >= ZIP64_LOCATOR_LENGTH &&
    data.readUInt32LE(end - ZIP64_LOCATOR_LENGTH) === ZIP64_LOCATOR_SIGNATURE;
  if (hasLocator || count === ZIP64_COUNT || size === ZIP64_SIZE || start === ZIP64_SIZE) {
    throw refuse(DOCX_ZIP64_MESSAGE);
  }
  if (disk !== 0 || centralDisk !== 0 || diskCount !== count || start + size !== end) {
    throw refuse(DOCX_UNREADABLE_MESSAGE);
  }
  if (count > MAX_DOCX_PARTS) throw refuse(DOCX_TOO_MANY_PARTS_MESSAGE);

  const parts: Part[] = [];
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (offset + CENTRAL_LENGTH > end || data.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      throw refuse(DOCX_UNREADABLE_MESSAGE);
    }
    const part = {
      method: data.readUInt16LE(offset + 10),
      packedSize: data.readUInt32LE(offset + 20),
      declaredSize: data.readUInt32LE(offset + 24),
      localOffset: data.readUInt32LE(offset + 42),
    };
    if ([part.packedSize, part.declaredSize, part.localOffset].includes(ZIP64_SIZE)) {
      throw refuse(DOCX_ZIP64_MESSAGE);
    }
    const isEncrypted = (data.readUInt16LE(offset + 8) & ENCRYPTED_FLAG) !== 0;
    if (isEncrypted || (part.method !== STORED && part.method !== DEFLATED)) {
      throw refuse(DOCX_UNREADABLE_MESSAGE);
    }
    parts.push(part);
    const [nameLength, extraLength] = [
      data.readUInt16LE(offset + 28),
      data.readUInt16LE(offset + 30),
    ];
    offset += CENTRAL_LENGTH + nameLength + extraLength + data.readUInt16LE(offset + 32);
  }
  // Records past `count` would be read by jszip (it reads while the signature matches) but not
  // measured here: the directory must hold exactly the records the end record counts.
  if (offset !== end) throw refuse(DOCX_UNREADABLE_MESSAGE);
  return { parts, centralStart: start };
}

/** The declared sizes: the total, and how tightly each big part claims to be packed. */
function checkDeclaredSizes(parts: Part[]): void {
  const total = parts.reduce((sum, part) => sum + part.declaredSize, 0);
  if (total > MAX_DOCX_UNPACKED_BYTES) throw refuse(DOCX_TOO_LARGE_MESSAGE);
  const isPackedTooTightly = (part: Part) =>
    part.declaredSize > RATIO_CHECKED_FROM_BYTES &&
    part.declaredSize > part.packedSize * MAX_DOCX_PACKING_RATIO;
  if (parts.some(isPackedTooTightly)) throw refuse(DOCX_PACKED_TOO_TIGHTLY_MESSAGE);
}

/** The part's packed bytes, found as jszip finds them: after its local header's name and extra. */
function packedBytesOf(data: Buffer, part: Part, centralStart: number): Buffer {
  const { localOffset } = part;
  if (
    localOffset + LOCAL_LENGTH > centralStart ||
    data.readUInt32LE(localOffset) !== LOCAL_SIGNATURE
  ) {
    throw refuse(DOCX_UNREADABLE_MESSAGE);
  }
  const start =
    localOffset +
    LOCAL_LENGTH +
    data.readUInt16LE(localOffset + 26) +
    data.readUInt16LE(localOffset + 28);
  if (start + part.packedSize > centralStart) throw refuse(DOCX_UNREADABLE_MESSAGE);
  return data.subarray(start, start + part.packedSize);
}

/**
 * Unpacks the part with its declared size as the ceiling: zlib stops as soon as the output passes
 * it (maxOutputLength), so a part that lies about its size costs no more than the truth would
 * have, and is refused. The output is dropped; mammoth unpacks the part again (at most 50 MB in
 * all, a fraction of a second), because it cannot be given parts already unpacked.
 */
function checkUnpackedSize(packed: Buffer, part: Part): void {
  if (part.method === STORED) {
    if (packed.length !== part.declaredSize) throw refuse(DOCX_DAMAGED_MESSAGE);
    return;
  }
  let unpackedLength: number;
  try {
    unpackedLength = inflateRawSync(packed, {
      maxOutputLength: Math.max(part.declaredSize, 1),
    }).length;
  } catch (error) {
    const isOverCeiling = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw refuse(isOverCeiling ? DOCX_DAMAGED_MESSAGE : DOCX_UNREADABLE_MESSAGE);
  }
  if (unpackedLength !== part.declaredSize) throw refuse(DOCX_DAMAGED_MESSAGE);
}

/**
 * Refuses, with a 400 on the file field, a Word file that is not a plain ZIP archive, unpacks to
 * more than 50 MB, packs a big part more than 100 to 1, or has a part bigger than it declares.
 */
export function assertWordArchiveWithinLimits(data: Buffer): void {
  if (data.length < END_LENGTH) throw refuse(DOCX_UNREADABLE_MESSAGE);
  const { parts, centralStart } = readCentralDirectory(data);
  checkDeclaredSizes(parts);
  for (const part of parts) checkUnpackedSize(packedBytesOf(data, part, centralStart), part);
}
