import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PDF read as an outside reader reads it: poppler's pdftotext and qpdf, which .ci/run installs
 * (poppler-utils, qpdf). A test that needs them skips with skipBecause when they are missing.
 */
const run = promisify(execFile);

const hasTool = async (tool: string) =>
  run(tool, ['--version']).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  );

export const pdfReadersPresent = async () =>
  (await hasTool('pdftotext')) && (await hasTool('qpdf'));

/** Runs a reader on the bytes saved to a file of their own. */
async function readFile<T>(bytes: Uint8Array, read: (file: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nda-pdf-reader-'));
  try {
    const file = path.join(folder, 'read.pdf');
    writeFileSync(file, bytes);
    return await read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text of each page as pdftotext extracts it (it ends every page with a form feed). */
export const pdfPageTexts = (bytes: Uint8Array): Promise<string[]> =>
  readFile(bytes, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.split('\f').slice(0, -1);
  });

/** qpdf --check's report; it rejects when qpdf finds the file broken. */
export const qpdfCheck = (bytes: Uint8Array): Promise<string> =>
  readFile(bytes, async (file) => (await run('qpdf', ['--check', file])).stdout);

export type PdfWordBox = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/**
 * Where pdftotext finds each word, per page: measured from the top-left corner of the page as a
 * reader sees it (turned by /Rotate). `width` and `height` are the page's own, before turning.
 */
export const pdfWordBoxes = (bytes: Uint8Array) =>
  readFile(bytes, async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout
      .split('<page ')
      .slice(1)
      .map((page) => {
        const [, width, height] = /width="([\d.]+)" height="([\d.]+)"/.exec(page)!;
        const words = [
          ...page.matchAll(
            /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g,
          ),
        ].map(([, xMin, yMin, xMax, yMax, text]) => ({
          text: text!,
          xMin: Number(xMin),
          yMin: Number(yMin),
          xMax: Number(xMax),
          yMax: Number(yMax),
        }));
        return { width: Number(width), height: Number(height), words };
      });
  });
