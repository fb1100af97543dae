import { afterEach, describe, expect, it } from 'vitest';
import { pdfPageTexts, pdfReadersPresent } from '../../../../../tests/pdf-readers.ts';
import { lockedCopy, pdfOfPages } from '../../../../../tests/pdf-samples.ts';
import { skipBecause } from '../../../../../tests/skip-reason.ts';
import {
  createUntrustedWorkPool,
  type UntrustedWorkPool,
} from '../../../untrusted-work/untrusted-work-pool.ts';
import {
  PDF_ENCRYPTED_MESSAGE,
  PDF_TOO_MANY_PAGES_MESSAGE,
  PDF_UNREADABLE_MESSAGE,
  WATERMARK_MAX_PAGES,
} from './watermark-pdf.ts';
import type { WatermarkStamp } from './watermark-stamp.ts';
import { watermarkUntrustedPdf } from './watermark-untrusted-pdf.ts';

const readers = await pdfReadersPresent();
const STAMP: WatermarkStamp = {
  email: 'ana@hospital.org',
  at: new Date('2026-12-04T21:05:00Z'),
  linkName: 'Board review',
  timeZone: 'America/Chicago',
};

let pool: UntrustedWorkPool | undefined;
afterEach(() => pool?.close());
const openPool = (timeoutMs: number) =>
  (pool = createUntrustedWorkPool({ threads: 1, queue: 2, heapMb: 256, timeoutMs }));

const refusalOf = (work: UntrustedWorkPool, bytes: Uint8Array) =>
  watermarkUntrustedPdf({ untrustedWork: work }, bytes, STAMP).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('watermarkUntrustedPdf', () => {
  it.skipIf(
    skipBecause(!readers, 'pdftotext or qpdf is missing: apt-get install -y poppler-utils qpdf'),
  )(
    'stamps a PDF in a worker, and refuses garbage, a locked file and too many pages with a 4xx',
    async () => {
      const work = openPool(60_000);
      const stamped = await watermarkUntrustedPdf(
        { untrustedWork: work },
        await pdfOfPages(3),
        STAMP,
      );
      const texts = await pdfPageTexts(stamped);
      expect(texts).toHaveLength(3);
      for (const text of texts) expect(text).toContain('Downloaded by ana@hospital.org');

      // Not a PDF at all: refused before it waits for a worker.
      expect(await refusalOf(work, Buffer.from('PK\u0003\u0004 a zip, not a pdf'))).toMatchObject({
        statusCode: 422,
        message: PDF_UNREADABLE_MESSAGE,
      });
      // A PDF header over garbage: the worker's refusal comes back as the same 4xx.
      expect(
        await refusalOf(work, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(50_000, 7)])),
      ).toMatchObject({ statusCode: 422, message: PDF_UNREADABLE_MESSAGE });
      expect(await refusalOf(work, await lockedCopy(await pdfOfPages(1)))).toMatchObject({
        statusCode: 409,
        message: PDF_ENCRYPTED_MESSAGE,
      });
      expect(await refusalOf(work, await pdfOfPages(WATERMARK_MAX_PAGES + 1))).toMatchObject({
        statusCode: 422,
        message: PDF_TOO_MANY_PAGES_MESSAGE,
      });
    },
  );

  // The pool's own 0.3 s limit is what is tested; the test's limit only catches a hang, so it
  // leaves room for a busy machine building a 2,000-page sample.
  it(
    'ends a stamp that takes longer than the pool allows with a 4xx, and carries on',
    { timeout: 120_000 },
    async () => {
      const work = openPool(300);
      // The first task starts the thread (seconds from source): its time does not count.
      await watermarkUntrustedPdf({ untrustedWork: work }, await pdfOfPages(1), STAMP);
      const error = await refusalOf(work, await pdfOfPages(WATERMARK_MAX_PAGES));
      expect(error).toMatchObject({
        statusCode: 422,
        message:
          'This PDF needs more than 0.3 seconds to stamp, far more than an agreement does, so it ' +
          'cannot be downloaded. Upload a simpler copy.',
      });
      await expect(
        watermarkUntrustedPdf({ untrustedWork: work }, await pdfOfPages(1), STAMP),
      ).resolves.toBeInstanceOf(Uint8Array);
    },
  );
});
