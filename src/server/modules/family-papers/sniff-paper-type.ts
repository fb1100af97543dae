import type { PaperFileType } from '../../../domain/family-papers/papers.ts';

/**
 * What a file's first bytes say it is. A ZIP archive is only a candidate for Word: its index is
 * read in the untrusted-work pool (check-word-file.task.ts) before it is called a Word file.
 */
export type SniffedType = Exclude<PaperFileType, 'docx'> | 'zip';

const startsWith = (data: Uint8Array, signature: readonly number[], at = 0) =>
  data.length >= at + signature.length && signature.every((byte, i) => data[at + i] === byte);

const ascii = (data: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...data.subarray(start, end));

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // a local file header: "PK\3\4"

/**
 * HEIF brands (ISO/IEC 23008-12): still images and sequences, HEVC-coded or not. A file whose
 * main brand is another one (AVIF's "avif") is HEIC only when it also names an HEVC brand.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis']);
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/** An ISO-BMFF file opens with its `ftyp` box: size, "ftyp", main brand, version, more brands. */
function isHeic(data: Uint8Array): boolean {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(data.buffer, data.byteOffset, 4).getUint32(0);
  if (boxSize < 16 || boxSize > data.length || boxSize > 4096 || boxSize % 4 !== 0) return false;
  if (HEIF_BRANDS.has(ascii(data, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (HEVC_BRANDS.has(ascii(data, offset, offset + 4))) return true;
  }
  return false;
}

export function sniffPaperType(data: Uint8Array): SniffedType | null {
  if (startsWith(data, PDF)) return 'pdf';
  if (startsWith(data, JPEG)) return 'jpeg';
  if (startsWith(data, PNG)) return 'png';
  if (isHeic(data)) return 'heic';
  if (startsWith(data, ZIP)) return 'zip';
  return null;
}
