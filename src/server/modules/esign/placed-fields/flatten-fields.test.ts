import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnSignaturePng } from '../../../../../tests/esign-test-helpers.ts';
import { pdfWordBoxes, qpdfCheck } from '../../../../../tests/pdf-readers.ts';
import { lockedCopy } from '../../../../../tests/pdf-samples.ts';
import { skipBecause } from '../../../../../tests/skip-reason.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  createUntrustedWorkPool,
  type UntrustedWorkPool,
} from '../../../untrusted-work/untrusted-work-pool.ts';
import { selfSignedSealCertificate } from '../seal/self-signed-certificate.ts';
import { flattenAndSeal } from './flatten-and-seal.ts';
import type { FieldDrawing, FlattenInput } from './flatten-fields.task.ts';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(os.tmpdir(), 'nda-flatten-'));
const hasTool = (tool: string) =>
  run(tool, ['-v']).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  );
// CI installs poppler-utils and qpdf (.ci/run).
const readersPresent =
  (await hasTool('pdftotext')) && (await hasTool('pdfsig')) && (await hasTool('qpdf'));

/** The text of one page as `pdftotext -layout` lays it out. */
async function pageText(bytes: Uint8Array, page: number): Promise<string> {
  const file = path.join(folder, `text-${page}.pdf`);
  writeFileSync(file, bytes);
  const { stdout } = await run('pdftotext', [
    '-layout',
    '-enc',
    'UTF-8',
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    '-',
  ]);
  return stdout;
}

/** pdfsig's report; it exits non-zero for a bad signature, so its output is kept either way. */
async function pdfsig(bytes: Uint8Array, name: string): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  const result = await run('pdfsig', ['-nocert', file]).catch(
    (error: { stdout?: string; stderr?: string }) => error,
  );
  return `${result.stdout ?? ''}${result.stderr ?? ''}`;
}

/**
 * Three Letter-sized pages as a partner's paperwork might come: an ordinary one, one stored
 * upright but shown a quarter turn clockwise (a landscape table), and one whose visible box
 * (CropBox) starts 40 pt right of and 60 pt above its MediaBox's corner.
 */
async function partnerPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  ['Intake form', 'Landscape table', 'Consent page'].forEach((heading, index) => {
    const page = pdf.addPage(index === 2 ? [700, 900] : [612, 792]);
    page.drawText(heading, { x: 60, y: 740, size: 14, font });
  });
  pdf.getPage(1).setRotation(degrees(90));
  pdf.getPage(2).setCropBox(40, 60, 612, 792);
  return pdf.save();
}

const png = Buffer.from(drawnSignaturePng(240, 80).split(',')[1]!, 'base64');
const field = (
  page: number,
  x: number,
  y: number,
  size: [number, number],
  drawing: FieldDrawing | null,
) => ({ page, x, y, width: size[0], height: size[1], drawing }) as const;

const fields: FlattenInput['fields'] = [
  field(1, 72, 120, [180, 20], { kind: 'text', text: 'Oncología Núñez' }),
  field(1, 300, 120, [64, 32], { kind: 'text', text: 'ÁNZ' }),
  field(1, 72, 200, [180, 20], { kind: 'text', text: 'Ana Núñez' }),
  field(1, 72, 240, [120, 20], { kind: 'text', text: '5 December 2026' }),
  field(1, 72, 300, [220, 40], { kind: 'signature-text', text: 'Ana Núñez Ortega' }),
  field(1, 320, 300, [180, 40], { kind: 'image', png }),
  field(1, 72, 360, [16, 16], { kind: 'check', checked: true }),
  // An optional field left empty, and a long value squeezed into a short box.
  field(1, 72, 400, [180, 20], null),
  field(1, 300, 400, [60, 20], { kind: 'text', text: 'Departamento de Pediatría y Neonatología' }),
  field(2, 100, 80, [200, 24], { kind: 'text', text: 'Pabellón' }),
  field(2, 400, 300, [200, 40], { kind: 'signature-text', text: 'Inés Ruiz' }),
  field(2, 400, 400, [200, 40], { kind: 'image', png }),
  field(2, 100, 400, [16, 16], { kind: 'check', checked: true }),
  field(3, 72, 100, [180, 20], { kind: 'text', text: 'Cardiología' }),
  field(3, 72, 160, [180, 20], { kind: 'text', text: 'José Peña' }),
  field(3, 300, 160, [120, 20], { kind: 'text', text: '2026-12-05' }),
  field(3, 72, 220, [180, 40], { kind: 'image', png }),
  field(3, 300, 220, [200, 40], { kind: 'signature-text', text: 'Peña' }),
  field(3, 72, 300, [16, 16], { kind: 'check', checked: false }),
  field(3, 100, 300, [16, 16], { kind: 'check', checked: true }),
];

/** The field that draws this text. */
const fieldDrawing = (text: string) =>
  fields.find(
    (candidate) =>
      candidate.drawing && 'text' in candidate.drawing && candidate.drawing.text === text,
  )!;

/** Each value, by the page it is drawn on; each is searched for on every page. */
const valuesByPage: Record<number, string[]> = {
  1: ['Oncología Núñez', 'ÁNZ', '5 December 2026', 'Ana Núñez Ortega', 'Pediatría'],
  2: ['Pabellón', 'Inés Ruiz'],
  3: ['Cardiología', 'José Peña', '2026-12-05'],
};

const password = 'seal password';
const seal = {
  p12: selfSignedSealCertificate({
    organisationName: 'Flatten Test Org',
    now: new Date('2026-12-01T00:00:00Z'),
    password,
  }),
  password,
};
const details = {
  organisationName: 'Flatten Test Org',
  reason: 'Signed electronically: Business associate agreement',
  signedAt: new Date('2026-12-05T15:30:00Z'),
  title: 'Business associate agreement',
};

let pool: UntrustedWorkPool;
let original: Uint8Array;
let sealed: Uint8Array;
beforeAll(async () => {
  pool = createUntrustedWorkPool();
  original = await partnerPdf();
  sealed = await flattenAndSeal(pool, { original, fields, seal, details });
});
afterAll(async () => {
  await pool.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('flattenAndSeal', () => {
  it('keeps every page as it was: count, boxes, rotation and the page text', async () => {
    const before = await PDFDocument.load(original);
    const after = await PDFDocument.load(sealed);
    const shape = (pdf: PDFDocument) =>
      pdf.getPages().map((page) => ({
        mediaBox: page.getMediaBox(),
        cropBox: page.getCropBox(),
        rotation: page.getRotation().angle,
      }));
    expect(after.getPageCount()).toBe(3);
    expect(shape(after)).toEqual(shape(before));
  });

  it.skipIf(
    skipBecause(
      !readersPresent,
      'pdftotext, pdfsig or qpdf is not installed, so the drawn values and the seal are not ' +
        'checked by outside readers: apt-get install -y poppler-utils qpdf',
    ),
  )('draws each value as text on its own page only, and seals the whole file', async () => {
    for (const page of [1, 2, 3]) {
      const text = (await pageText(sealed, page)).replace(/\s+/g, ' ');
      for (const [valuePage, values] of Object.entries(valuesByPage)) {
        for (const value of values) {
          if (Number(valuePage) === page) expect(text).toContain(value);
          else expect(text).not.toContain(value);
        }
      }
    }
    expect(await pageText(sealed, 1)).toContain('Intake form');

    expect(await qpdfCheck(sealed)).toContain('No syntax or stream encoding errors found');
    const report = await pdfsig(sealed, 'sealed.pdf');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain(`Signer Certificate Common Name: Flatten Test Org e-signature seal`);

    const changed = sealed.slice();
    const middle = Math.floor(Buffer.from(sealed).indexOf('/Contents <') / 2);
    changed[middle] = changed[middle]! ^ 0x01;
    const tampered = await pdfsig(changed, 'tampered.pdf');
    expect(tampered).not.toContain('Signature is Valid');
    expect(tampered).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it.skipIf(
    skipBecause(!readersPresent, 'pdftotext is not installed: apt-get install poppler-utils'),
  )('puts the text inside its box as the reader sees the page, turned or cropped', async () => {
    const pages = await pdfWordBoxes(sealed);
    const wordBox = (page: number, word: string) => {
      const found = pages[page - 1]!.words.find((candidate) => candidate.text === word);
      expect(found, `"${word}" on page ${page}`).toBeDefined();
      return found!;
    };
    const expectInside = (page: number, word: string, box: FlattenInput['fields'][number]) => {
      // pdftotext measures from the MediaBox's corner (turned as seen); page 3's CropBox
      // starts 40 pt in from its left and 48 pt down from its top.
      const [dx, dy] = page === 3 ? [40, 48] : [0, 0];
      const seen = wordBox(page, word);
      const found = {
        xMin: seen.xMin - dx,
        xMax: seen.xMax - dx,
        yMin: seen.yMin - dy,
        yMax: seen.yMax - dy,
      };
      // pdftotext's word box is the font's whole height: a point or two of slack.
      expect(found.xMin).toBeGreaterThanOrEqual(box.x - 1);
      expect(found.xMax).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(found.yMin).toBeGreaterThanOrEqual(box.y - 2);
      expect(found.yMax).toBeLessThanOrEqual(box.y + box.height + 2);
    };
    expectInside(2, 'Pabellón', fieldDrawing('Pabellón'));
    expectInside(2, 'Inés', fieldDrawing('Inés Ruiz'));
    expectInside(1, 'ÁNZ', fieldDrawing('ÁNZ'));
    expectInside(3, 'Cardiología', fieldDrawing('Cardiología'));
    expectInside(3, '2026-12-05', fieldDrawing('2026-12-05'));
  });

  it.skipIf(skipBecause(!readersPresent, 'qpdf is not installed: apt-get install qpdf'))(
    'refuses a PDF locked with a password, with a message naming it',
    async () => {
      const locked = await lockedCopy(original);
      const error = await flattenAndSeal(pool, { original: locked, fields, seal, details }).catch(
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 422,
        message: expect.stringContaining(
          '"Business associate agreement" is locked with a password',
        ),
      });
    },
  );
});
