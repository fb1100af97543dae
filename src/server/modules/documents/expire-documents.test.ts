import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { startJob } from '../../jobs/start-jobs.ts';
import { auditLog } from '../audit/audit.table.ts';
import { ndaDocuments } from './documents.table.ts';
import { documentExpiryJob, expireEndedDocuments } from './expire-documents.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const statusOf = async (id: string) =>
  (await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, id)))[0]!.status;
const expiryAudit = (ids: string[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'expire'), inArray(auditLog.entityId, ids)));

describe('expireEndedDocuments', () => {
  it('expires documents once the day after their last day has begun in Texas, once', async () => {
    t.clock.set(new Date('2026-03-01T12:00:00Z'));
    const partner = await createPartner(t.db);
    const endsToday = await createDocument(t.db, {
      partnerId: partner.id,
      status: 'completed',
      effectiveDate: '2025-03-01',
      expirationDate: '2026-03-01',
    });
    const openEnded = await createDocument(t.db, {
      partnerId: partner.id,
      status: 'sent',
      effectiveDate: '2020-01-01',
      expirationDate: null,
    });
    const ids = [endsToday.id, openEnded.id];

    expect(await expireEndedDocuments({ db: t.db, now: t.clock.now() })).toBe(0);
    // 05:30 UTC on Mar 2 is still Mar 1 in Texas: the last day of the term.
    t.clock.set(new Date('2026-03-02T05:30:00Z'));
    await expireEndedDocuments({ db: t.db, now: t.clock.now() });
    expect(await statusOf(endsToday.id)).toBe('completed');

    t.clock.advance(DAY_MS);
    expect(await expireEndedDocuments({ db: t.db, now: t.clock.now() })).toBe(1);
    expect(await statusOf(endsToday.id)).toBe('expired');
    expect(await statusOf(openEnded.id)).toBe('sent');
    const [row] = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, endsToday.id));
    expect(row!.updatedAt).toEqual(t.clock.now());
    expect(await expiryAudit(ids)).toMatchObject([
      {
        actorId: null,
        actorName: 'system',
        entity: 'document',
        entityId: endsToday.id,
        details: { from: 'completed', to: 'expired' },
      },
    ]);

    expect(await expireEndedDocuments({ db: t.db, now: t.clock.now() })).toBe(0);
    expect(await expiryAudit(ids)).toHaveLength(1);
  });

  it('logs each document once when several instances sweep at the same time', async () => {
    t.clock.set(new Date('2027-06-01T12:00:00Z'));
    const documents = await Promise.all(
      [1, 2, 3].map(() =>
        createDocument(t.db, { effectiveDate: '2026-01-01', expirationDate: '2026-12-31' }),
      ),
    );
    const ids = documents.map((document) => document.id);
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => expireEndedDocuments({ db: t.db, now: t.clock.now() })),
    );
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await expiryAudit(ids)).toHaveLength(3);
  });

  it('shows the new status through the API', async () => {
    t.clock.set(new Date('2026-01-15T09:00:00Z'));
    const { headers } = await signInAsNewAdmin(t);
    const document = await createDocument(t.db, {
      status: 'viewed',
      effectiveDate: '2025-01-01',
      expirationDate: '2025-12-31',
    });
    await expireEndedDocuments({ db: t.db, now: t.clock.now() });
    const response = await t.app.inject({ url: `/api/documents/${document.id}`, headers });
    expect(response.json()).toMatchObject({ status: 'expired', daysLeftInTerm: -15 });
  });
});

describe('the document expiry job', () => {
  it('sweeps at start and on every interval, and stops cleanly', async () => {
    t.clock.set(new Date('2028-01-01T12:00:00Z'));
    const first = await createDocument(t.db, {
      effectiveDate: '2026-01-01',
      expirationDate: '2027-12-30',
    });
    const log = { info: vi.fn(), error: vi.fn() };
    const job = documentExpiryJob({ db: t.db, clock: t.clock, log });
    const stop = startJob({ ...job, every: 50 }, { log });
    await vi.waitFor(async () => expect(await statusOf(first.id)).toBe('expired'));

    const second = await createDocument(t.db, {
      effectiveDate: '2026-01-01',
      expirationDate: '2027-12-30',
    });
    await vi.waitFor(async () => expect(await statusOf(second.id)).toBe('expired'));
    await stop();
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('as expired'));
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed run instead of crashing', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const brokenClock = {
      now: () => {
        throw new Error('clock unavailable');
      },
    };
    const stop = startJob(documentExpiryJob({ db: t.db, clock: brokenClock, log }), { log });
    await stop();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      expect.stringContaining('expiry sweep failed'),
    );
  });
});
