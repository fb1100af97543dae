import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { ndaDocuments, ndaDocumentStatusCounts, partnerDocumentTerms } from './documents.table.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** What the triggers must keep: the summaries recomputed from nda_documents. */
async function recomputed() {
  const { db } = handle;
  const counts = await db
    .select({ status: ndaDocuments.status, documents: sql<number>`count(*)::int` })
    .from(ndaDocuments)
    .groupBy(ndaDocuments.status);
  const terms = await db
    .select({
      partnerId: ndaDocuments.partnerId,
      liveUntil: sql<string | null>`(max(coalesce(${ndaDocuments.expirationDate}, 'infinity'::date))
        filter (where ${ndaDocuments.status} <> 'expired'))::text`,
    })
    .from(ndaDocuments)
    .groupBy(ndaDocuments.partnerId);
  return { counts, terms };
}

async function kept() {
  const { db } = handle;
  const counts = await db
    .select()
    .from(ndaDocumentStatusCounts)
    .where(sql`${ndaDocumentStatusCounts.documents} > 0`);
  const terms = await db
    .select({
      partnerId: partnerDocumentTerms.partnerId,
      liveUntil: sql<string | null>`${partnerDocumentTerms.liveUntil}::text`,
    })
    .from(partnerDocumentTerms)
    .where(sql`${partnerDocumentTerms.partnerId} in (select partner_id from nda_documents)`);
  return { counts, terms };
}

const sorted = <T extends object>(rows: T[]) =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

async function expectSummariesInStep() {
  const [expected, actual] = await Promise.all([recomputed(), kept()]);
  expect(sorted(actual.counts)).toEqual(sorted(expected.counts));
  expect(sorted(actual.terms)).toEqual(sorted(expected.terms));
}

describe('document summaries kept by triggers (dashboard and list totals)', () => {
  it('follow inserts, status and term changes, partner moves and deletes', async () => {
    const { db } = handle;
    const first = await createPartner(db);
    const second = await createPartner(db);
    const open = await createDocument(db, { partnerId: first.id, expirationDate: null });
    const dated = await createDocument(db, { partnerId: first.id, expirationDate: '2026-06-30' });
    await createDocument(db, { partnerId: second.id, status: 'sent' });
    await expectSummariesInStep();

    await db.update(ndaDocuments).set({ status: 'expired' }).where(eq(ndaDocuments.id, open.id));
    await db
      .update(ndaDocuments)
      .set({ expirationDate: '2027-01-31', status: 'pending' })
      .where(eq(ndaDocuments.id, dated.id));
    await expectSummariesInStep();

    await db
      .update(ndaDocuments)
      .set({ partnerId: second.id })
      .where(eq(ndaDocuments.id, dated.id));
    await db.update(ndaDocuments).set({ title: 'Renamed' }).where(eq(ndaDocuments.id, open.id));
    await expectSummariesInStep();

    await db.delete(ndaDocuments).where(eq(ndaDocuments.id, dated.id));
    await expectSummariesInStep();
  });

  it('stay in step when many documents change in one statement, as the expiry sweep does', async () => {
    const { db } = handle;
    const partner = await createPartner(db);
    for (const status of ['draft', 'sent', 'viewed', 'pending', 'completed'] as const) {
      await createDocument(db, { partnerId: partner.id, status, effectiveDate: '2024-01-31' });
    }
    await db
      .update(ndaDocuments)
      .set({ status: 'expired' })
      .where(eq(ndaDocuments.partnerId, partner.id));
    await expectSummariesInStep();
    const [terms] = await db
      .select()
      .from(partnerDocumentTerms)
      .where(eq(partnerDocumentTerms.partnerId, partner.id));
    expect(terms?.liveUntil).toBeNull();
  });

  it('count the same when concurrent transactions change documents', async () => {
    const { db } = handle;
    const partner = await createPartner(db);
    const documents = await Promise.all(
      Array.from({ length: 6 }, () => createDocument(db, { partnerId: partner.id })),
    );
    await Promise.all(
      documents.map((document, index) =>
        db
          .update(ndaDocuments)
          .set({ status: index % 2 === 0 ? 'sent' : 'completed' })
          .where(eq(ndaDocuments.id, document.id)),
      ),
    );
    await expectSummariesInStep();
  });

  it('start again from zero after a truncate', async () => {
    const { db } = handle;
    await db.execute(sql`truncate ${ndaDocuments} cascade`);
    const counts = await db
      .select()
      .from(ndaDocumentStatusCounts)
      .orderBy(asc(ndaDocumentStatusCounts.status));
    expect(counts.every((row) => row.documents === 0)).toBe(true);
    expect(await db.select().from(partnerDocumentTerms)).toEqual([]);
  });
});
