import { AsyncLocalStorage } from 'node:async_hooks';
import { PDFDocument } from 'pdf-lib';
import { vi } from 'vitest';
import type { Database } from '../src/server/db/client.ts';

type Span = { start: number; end: number };
type PdfSpan = Span & { step: string };

/**
 * Watches a test's database and pdf-lib (ADR 043): how long each top-level transaction stays
 * open (BEGIN to COMMIT or ROLLBACK, as the caller of `db.transaction` sees it), and when each
 * PDF step runs (creating a document, embedding a PNG, saving). Nothing is replaced: the real
 * transaction and the real pdf-lib run, the watch only notes the times.
 *
 * A PDF step is inside a transaction when it runs in that transaction's callback (its async
 * context), not merely while some transaction is open: two instances of a job run side by side
 * on PostgreSQL, and one's render may overlap the other's short claim without waiting for it.
 */
export function watchTransactionsAndPdfWork(db: Database) {
  const transactions: Span[] = [];
  const pdfSteps: PdfSpan[] = [];
  const insideOne = new AsyncLocalStorage<true>();

  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Database['transaction']>) => {
    const start = performance.now();
    try {
      return await insideOne.run(true, () => transaction(...args));
    } finally {
      transactions.push({ start, end: performance.now() });
    }
  }) as Database['transaction'];

  /** Notes a pdf-lib step, and whether it began inside a transaction's callback. */
  const insideTransaction: PdfSpan[] = [];
  const timed = <A extends unknown[], R>(step: string, run: (...args: A) => Promise<R>) =>
    async function (this: unknown, ...args: A): Promise<R> {
      const start = performance.now();
      const wasOpen = insideOne.getStore() === true;
      try {
        return await run.apply(this, args);
      } finally {
        const span = { step, start, end: performance.now() };
        pdfSteps.push(span);
        if (wasOpen) insideTransaction.push(span);
      }
    };
  // Taken before spying: once spied, the property is the spy itself.
  const { create } = PDFDocument;
  const { save, embedPng } = PDFDocument.prototype;
  const spies = [
    vi.spyOn(PDFDocument, 'create').mockImplementation(timed('create', create.bind(PDFDocument))),
    vi.spyOn(PDFDocument.prototype, 'save').mockImplementation(timed('save', save)),
    vi.spyOn(PDFDocument.prototype, 'embedPng').mockImplementation(timed('embedPng', embedPng)),
  ];

  return {
    transactions,
    pdfSteps,
    /** PDF steps that began inside a transaction of this database. */
    pdfStepsInsideTransactions: () => [...insideTransaction],
    longestTransactionMs: () => Math.max(0, ...transactions.map((span) => span.end - span.start)),
    clear() {
      transactions.length = 0;
      pdfSteps.length = 0;
      insideTransaction.length = 0;
    },
    stop() {
      db.transaction = transaction;
      for (const spy of spies) spy.mockRestore();
    },
  };
}
