import { inflateRawSync } from 'node:zlib';
import { MAX_DOCUMENT_CONTENT_LENGTH } from '../../../domain/templates/templates.ts';
import { fieldError } from '../../http/app-error.ts';

/**
 * A .docx is a ZIP archive, and mammoth (through jszip) unpacks and parses whatever parts the
 * package points it to: a 2.6 MB upload whose word/document.xml unpacked to 51 MB of tiny
 * paragraphs took the server's heap past 4 GB. So the archive is read here first, by its own
 * index (the central directory), against the limits below; then only its markup parts (names
 * ending .xml or .rels, the only ones mammoth reads as text) are unpacked, each with its declared
 * size as a hard ceiling, and handed to mammoth as a new archive of stored (uncompressed) parts
 * (stored-zip.ts). mammoth unpacks nothing itself and sees no part that was not measured here:
 * at most MAX_DOCX_MARKUP_BYTES in all, even when the index lies. All of this runs in the
 * untrusted-work pool (ADR 030), whose heap and time limits hold whatever the markup costs.
 */

/** A real agreement, with its styles and a few images, unpacks to a few megabytes. */
export const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;
/**
 * Word writes about 5 to 10 bytes of XML per character of text (runs, styles, revision ids);
 * 25 leaves room for tables and heavy formatting at the longest text we accept.
 */
const MARKUP_BYTES_PER_CHARACTER = 25;
/** The markup parts together: 5,000,000 bytes for 200,000 characters. */
export const MAX_DOCX_MARKUP_BYTES = MAX_DOCUMENT_CONTENT_LENGTH * MARKUP_BYTES_PER_CHARACTER;
/** Word's XML packs about 10 to 30 times; a part over 1 MB packed 100 times is a bomb. */
export const MAX_DOCX_PACKING_RATIO = 100;
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
/** Word writes a few dozen parts; each markup part costs a zlib stream and a jszip object. */
export const MAX_DOCX_PARTS = 1000;

const MEGABYTES = Math.round(MAX_DOCX_UNPACKED_BYTES / (1024 * 1024));
const MARKUP_MEGABYTES = Math.round(MAX_DOCX_MARKUP_BYTES / 1_000_000);
const SAVE_AGAIN = 'Save the text as a new .docx in Word and upload that.';
export const DOCX_UNREADABLE_MESSAGE =
  'This Word file could not be read. Save it again as .docx and retry.';
export const DOCX_TOO_LARGE_MESSAGE = `This Word file unpacks to more than ${MEGABYTES} MB. Remove large images, or save the text as a new .docx in Word and upload that.`;
export const DOCX_MARKUP_TOO_LARGE_MESSAGE = `This Word file holds more than ${MARKUP_MEGABYTES} MB of text and formatting, far more than the longest agreement we accept (${MAX_DOCUMENT_CONTENT_LENGTH.toLocaleString('en-US')} characters) needs. ${SAVE_AGAIN}`;
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

type Part = {
  /** The name's bytes as the index holds them, and its general-purpose flags (UTF-8 or not). */
  name: Buffer;
  flags: number;
  method: number;
  packedSize: number;
  declaredSize: number;
  localOffset: number;
};
/** The parts, and where the central directory starts: no part's bytes may reach past it. */
type Archive = { parts: Part[]; centralStart: number };
/** A markup part, unpacked and measured: what mammoth is given. */
export type MarkupPart = { name: Buffer; flags: number; data: Buffer };

/** XML and relationship parts: everything mammoth reads as text. Images and fonts are not. */
const isMarkup = (part: Part) => /\.(xml|rels)$/i.test(part.name.toString('latin1'));

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
    const [nameLength, extraLength] = [
      data.readUInt16LE(offset + 28),
      data.readUInt16LE(offset + 30),
    ];
    const nameStart = offset + CENTRAL_LENGTH;
    const part = {
      name: data.subarray(nameStart, Math.min(nameStart + nameLength, end)),
      flags: data.readUInt16LE(offset + 8),
      method: data.readUInt16LE(offset + 10),
      packedSize: data.readUInt32LE(offset + 20),
      declaredSize: data.readUInt32LE(offset + 24),
      localOffset: data.readUInt32LE(offset + 42),
    };
    if ([part.packedSize, part.declaredSize, part.localOffset].includes(ZIP64_SIZE)) {
      throw refuse(DOCX_ZIP64_MESSAGE);
    }
    const isEncrypted = (part.flags & ENCRYPTED_FLAG) !== 0;
    if (isEncrypted || (part.method !== STORED && part.method !== DEFLATED)) {
      throw refuse(DOCX_UNREADABLE_MESSAGE);
    }
    parts.push(part);
    offset = nameStart + nameLength + extraLength + data.readUInt16LE(offset + 32);
  }
  // The directory must hold exactly the records the end record counts: an archive that reads one
  // way here and another way in Word is refused rather than guessed at.
  if (offset !== end) throw refuse(DOCX_UNREADABLE_MESSAGE);
  return { parts, centralStart: start };
}

const totalDeclared = (parts: Part[]) => parts.reduce((sum, part) => sum + part.declaredSize, 0);

/**
 * The declared sizes: the total, how tightly each big part claims to be packed, and the markup.
 * Unpacking then holds every markup part to its declared size, so the markup limit checked here
 * on the index is also the most that is ever unpacked.
 */
function checkDeclaredSizes(parts: Part[]): void {
  if (totalDeclared(parts) > MAX_DOCX_UNPACKED_BYTES) throw refuse(DOCX_TOO_LARGE_MESSAGE);
  const isPackedTooTightly = (part: Part) =>
    part.declaredSize > RATIO_CHECKED_FROM_BYTES &&
    part.declaredSize > part.packedSize * MAX_DOCX_PACKING_RATIO;
  if (parts.some(isPackedTooTightly)) throw refuse(DOCX_PACKED_TOO_TIGHTLY_MESSAGE);
  if (totalDeclared(parts.filter(isMarkup)) > MAX_DOCX_MARKUP_BYTES) {
    throw refuse(DOCX_MARKUP_TOO_LARGE_MESSAGE);
  }
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
 * have, and is refused.
 */
function unpack(packed: Buffer, part: Part): Buffer {
  if (part.method === STORED) {
    if (packed.length !== part.declaredSize) throw refuse(DOCX_DAMAGED_MESSAGE);
    return packed;
  }
  let unpacked: Buffer;
  try {
    unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(part.declaredSize, 1) });
  } catch (error) {
    const isOverCeiling = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw refuse(isOverCeiling ? DOCX_DAMAGED_MESSAGE : DOCX_UNREADABLE_MESSAGE);
  }
  if (unpacked.length !== part.declaredSize) throw refuse(DOCX_DAMAGED_MESSAGE);
  return unpacked;
}

/**
 * The markup parts of a Word file, unpacked, for mammoth. Refuses, with a 400 on the file field,
 * a file that is not a plain ZIP archive, unpacks to more than 50 MB, packs a big part more than
 * 100 to 1, holds more than 5 MB of markup, or has a markup part bigger than it declares. The
 * other parts (images, fonts) are measured by their index only: nothing reads them.
 */
export function unpackWordMarkup(data: Buffer): MarkupPart[] {
  if (data.length < END_LENGTH) throw refuse(DOCX_UNREADABLE_MESSAGE);
  const { parts, centralStart } = readCentralDirectory(data);
  checkDeclaredSizes(parts);
  return parts.filter(isMarkup).map((part) => ({
    name: part.name,
    flags: part.flags,
    data: unpack(packedBytesOf(data, part, centralStart), part),
  }));
}
