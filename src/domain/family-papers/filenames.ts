import { MAX_PAPER_FILENAME_LENGTH, PAPER_FILE_TYPES } from './papers.ts';

/** What a file is called when its name holds nothing readable. */
const UNNAMED = 'paper';
// Control characters break a Content-Disposition header and a log line; quotes end its name.
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSHOWABLE = /[\u0000-\u001f\u007f"]/g;

/**
 * The family's file name as shown to them and to staff: the last part of a path only, control
 * characters and quotes removed, at most MAX_PAPER_FILENAME_LENGTH characters with the extension
 * kept. The name is only shown; what the file is comes from its bytes.
 */
export function cleanPaperFilename(given: string): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  const plain = base.replace(UNSHOWABLE, '').replace(/\s+/g, ' ').trim();
  if (!plain || /^\.+$/.test(plain)) return UNNAMED;
  if (plain.length <= MAX_PAPER_FILENAME_LENGTH) return plain;
  const dot = plain.lastIndexOf('.');
  const extension = dot > 0 && plain.length - dot <= 10 ? plain.slice(dot) : '';
  return `${plain.slice(0, MAX_PAPER_FILENAME_LENGTH - extension.length).trimEnd()}${extension}`;
}

/**
 * The name a download is saved under: the family's name, with the extension of what the file is
 * added when the name says otherwise (a PDF named "report.png" is saved as "report.png.pdf", so
 * the computer opens it with a PDF reader).
 */
export function downloadNameOf(filename: string, mimeType: string): string {
  const type = Object.values(PAPER_FILE_TYPES).find((entry) => entry.mimeType === mimeType);
  if (!type) return filename;
  const lower = filename.toLowerCase();
  return (type.extensions as readonly string[]).some((extension) => lower.endsWith(extension))
    ? filename
    : `${filename}${type.extensions[0]}`;
}
