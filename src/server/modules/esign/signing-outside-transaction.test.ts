import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drawnSignaturePng,
  newConnection,
  openSigningLink,
  pdfText,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { useMultiSignerWorld } from '../../../../tests/multi-signer-fixture.ts';
import { watchTransactionsAndPdfWork } from '../../../../tests/transaction-watch.ts';
import { signatureEvents, signatureRequests } from './esign.table.ts';
import { sha256Hex } from './sha256.ts';

/**
 * ADR 043: the last signature's sealed PDF is drawn before the signing transaction. Drawing a
 * large drawn signature and sealing take one to two seconds, and the request row is locked for
 * as long as the transaction is open. The test records when pdf-lib runs and when transactions
 * are open: no PDF step may begin inside one, whatever the machine's pace; and no transaction
 * may last TRANSACTION_BOUND_MS, generous for a busy CI machine (a few dozen statements).
 */
const TRANSACTION_BOUND_MS = 1_000;

const { world, sendNew, getDocument } = useMultiSignerWorld();

let watch: ReturnType<typeof watchTransactionsAndPdfWork> | undefined;
afterEach(() => watch?.stop());

const requestOf = async (documentId: string) =>
  (
    await world.t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, documentId))
  )[0]!;

describe('the last signature', () => {
  it('draws and seals the PDF outside the transaction, and the PDF tells that signature as recorded', async () => {
    const { t, countersigner } = world;
    const { partner, document } = await sendNew({ signingOrder: 'parallel' });
    const counterToken = await signingTokenFor(t, countersigner.email);
    const first = await signWith(t, counterToken, newConnection(), typedSignature('Grace Hopper'));
    expect(first.statusCode, first.body).toBe(200);

    const last = newConnection();
    const partnerToken = await signingTokenFor(t, partner.email!);
    watch = watchTransactionsAndPdfWork(t.db);
    const signed = await signWith(t, partnerToken, last, {
      fullName: 'Dana Ortiz',
      title: 'Director',
      signatureType: 'drawn',
      // The largest drawing a signer may send: the slowest signature to draw into the PDF.
      signatureImage: drawnSignaturePng(2000, 800),
      consent: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'completed' });

    expect(watch.pdfSteps.map((step) => step.step)).toEqual(
      expect.arrayContaining(['create', 'embedPng', 'save']),
    );
    expect(watch.pdfStepsInsideTransactions()).toEqual([]);
    expect(watch.longestTransactionMs()).toBeLessThan(TRANSACTION_BOUND_MS);

    const request = await requestOf(document.id);
    expect(request.status).toBe('completed');
    expect(request.signedPdfHash).toBe(sha256Hex(request.signedPdf!));
    const text = await pdfText(request.signedPdf!);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Dana Ortiz');
    // The steps drawn ahead are the steps recorded: the last signer's address is on it.
    expect(text).toContain(last.ip);
    const recorded = await t.db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, request.id));
    expect(recorded.filter((event) => event.ipAddress === last.ip).map((e) => e.type)).toEqual(
      expect.arrayContaining(['completed']),
    );
  });

  it('completes once with both signatures when two signers sign at the same moment', async () => {
    const { t, countersigner } = world;
    const { partner, document } = await sendNew({ signingOrder: 'parallel' });
    const counterToken = await signingTokenFor(t, countersigner.email);
    const partnerToken = await signingTokenFor(t, partner.email!);

    // Each may read the other as unsigned before the transactions: the one that turns out to be
    // last finds no PDF drawn for that, draws it again and completes.
    const answers = await Promise.all([
      signWith(t, counterToken, newConnection(), typedSignature('Grace Hopper')),
      signWith(t, partnerToken, newConnection(), typedSignature('Dana Ortiz')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    expect((await getDocument(document.id)).status).toBe('completed');
    const text = await pdfText((await requestOf(document.id)).signedPdf!);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Dana Ortiz');
  });

  it('draws the PDF again when the envelope changed while it was drawn, and tells what was recorded', async () => {
    const { t, countersigner } = world;
    const { partner, document } = await sendNew({ signingOrder: 'parallel' });
    const counterToken = await signingTokenFor(t, countersigner.email);
    await signWith(t, counterToken, newConnection(), typedSignature('Grace Hopper'));
    const partnerToken = await signingTokenFor(t, partner.email!);

    // While the last signature's PDF is drawn, the signer opens their link in another tab: that
    // is recorded (delivered), so the drawn PDF no longer tells the whole trail.
    const otherTab = newConnection();
    const { create } = PDFDocument;
    let drawings = 0;
    const spy = vi.spyOn(PDFDocument, 'create').mockImplementation(async (...args) => {
      drawings += 1;
      if (drawings === 1) await openSigningLink(t, partnerToken, otherTab);
      return create.apply(PDFDocument, args);
    });
    try {
      const signed = await signWith(t, partnerToken, newConnection(), typedSignature('Dana'));
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json()).toMatchObject({ status: 'completed' });
    } finally {
      spy.mockRestore();
    }
    expect(drawings).toBe(2);

    const request = await requestOf(document.id);
    const text = await pdfText(request.signedPdf!);
    expect(text).toContain(otherTab.ip);
    const delivered = await t.db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, request.id));
    expect(
      delivered.filter((event) => event.type === 'delivered' && event.ipAddress === otherTab.ip),
    ).toHaveLength(1);
  });
});
