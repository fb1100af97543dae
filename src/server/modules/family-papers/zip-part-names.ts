/**
 * The part names of a ZIP archive, from its index (the central directory), without unpacking
 * anything: enough to tell a Word file from another archive. Returns null for anything that is
 * not a plain, single-disk ZIP with a consistent index, or that has more than `maxParts` parts.
 * Runs in the untrusted-work pool (check-word-file.task.ts).
 */

// ZIP record signatures and fixed lengths (PKWARE APPNOTE 4.3.12, 4.3.16).
const END_SIGNATURE = 0x06054b50;
const END_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_LENGTH = 46;

function findEndRecord(data: Buffer): number | null {
  const lowest = Math.max(0, data.length - END_LENGTH - MAX_COMMENT_LENGTH);
  for (let offset = data.length - END_LENGTH; offset >= lowest; offset -= 1) {
    if (data.readUInt32LE(offset) === END_SIGNATURE) return offset;
  }
  return null;
}

export function zipPartNames(data: Buffer, maxParts: number): string[] | null {
  if (data.length < END_LENGTH) return null;
  const end = findEndRecord(data);
  if (end === null) return null;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const start = data.readUInt32LE(end + 16);
  if (count > maxParts || start + size !== end) return null;

  const names: string[] = [];
  let offset = start;
  for (let index = 0; index < count; index += 1) {
    if (offset + CENTRAL_LENGTH > end || data.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      return null;
    }
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const nameStart = offset + CENTRAL_LENGTH;
    if (nameStart + nameLength > end) return null;
    names.push(data.toString('utf8', nameStart, nameStart + nameLength));
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return offset === end ? names : null;
}
