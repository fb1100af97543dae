import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';

const run = promisify(execFile);

/** A PDF of `count` blank Letter pages. */
export async function pdfOfPages(count: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < count; index += 1) pdf.addPage([612, 792]);
  return pdf.save();
}

/** The PDF locked by qpdf with AES-256 and an empty user password (it opens without asking). */
export async function lockedCopy(bytes: Uint8Array): Promise<Uint8Array> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nda-locked-'));
  try {
    writeFileSync(path.join(folder, 'open.pdf'), bytes);
    await run('qpdf', ['--encrypt', '', 'owner-secret', '256', '--', 'open.pdf', 'locked.pdf'], {
      cwd: folder,
    });
    return readFileSync(path.join(folder, 'locked.pdf'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
