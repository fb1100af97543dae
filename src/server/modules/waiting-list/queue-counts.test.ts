import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/test-database.ts';
import type { Campus } from '../../../domain/waiting-list/waiting-list.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rankEntry } from './ranking.ts';
import { waitingList, waitingListQueueCounts } from './waiting-list.table.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const entry = (n: number, campus: Campus, priority = 0) => ({
  firstName: `Family${n}`,
  lastName: 'Queue',
  email: `family${n}@example.org`,
  campus,
  priority,
  // Distinct, increasing arrival times; some equal ones so the id has to break ties.
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(n / 2))),
});

async function expectCountsInStep() {
  const { db } = handle;
  const expected = await db
    .select({
      campus: waitingList.campus,
      priority: waitingList.priority,
      entries: sql<number>`count(*)::int`,
    })
    .from(waitingList)
    .where(eq(waitingList.status, 'active'))
    .groupBy(waitingList.campus, waitingList.priority);
  const kept = await db
    .select()
    .from(waitingListQueueCounts)
    .where(sql`${waitingListQueueCounts.entries} <> 0`);
  const key = (row: { campus: string; priority: number }) => `${row.campus}/${row.priority}`;
  const sortByKey = <T extends { campus: string; priority: number }>(rows: T[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  expect(sortByKey(kept)).toEqual(sortByKey(expected));
}

/** Every active entry's place from rankEntry equals its row number in the staff list's order. */
async function expectPlacesMatchListOrder() {
  const { db } = handle;
  const list = await db
    .select({
      id: waitingList.id,
      place: sql<number>`(row_number() over (partition by ${waitingList.campus}
        order by ${waitingList.priority} desc, ${waitingList.createdAt}, ${waitingList.id}))::int`,
      total: sql<number>`(count(*) over (partition by ${waitingList.campus}))::int`,
    })
    .from(waitingList)
    .where(eq(waitingList.status, 'active'));
  expect(list.length).toBeGreaterThan(0);
  for (const row of list) {
    expect(await rankEntry(db, row.id)).toEqual({ position: row.place, totalInCampus: row.total });
  }
}

describe('waiting-list queue counts kept by triggers (places without a full scan)', () => {
  it('follow inserts, status, priority and campus changes and deletes; places stay exact', async () => {
    const { db } = handle;
    const inserted = await db
      .insert(waitingList)
      .values([
        ...Array.from({ length: 12 }, (_, n) => entry(n, 'k12', n % 3 === 0 ? 2 : 0)),
        ...Array.from({ length: 6 }, (_, n) => entry(100 + n, 'bridge')),
      ])
      .returning({ id: waitingList.id });
    await expectCountsInStep();
    await expectPlacesMatchListOrder();

    const ids = inserted.map((row) => row.id);
    await db
      .update(waitingList)
      .set({ status: 'invited' })
      .where(inArray(waitingList.id, ids.slice(0, 3)));
    await db.update(waitingList).set({ priority: 5 }).where(eq(waitingList.id, ids[7]!));
    await db.update(waitingList).set({ campus: 'bridge' }).where(eq(waitingList.id, ids[8]!));
    // A change that moves no queue (staff notes) leaves the counts alone.
    await db
      .update(waitingList)
      .set({ staffNotes: 'Called back' })
      .where(eq(waitingList.id, ids[9]!));
    // Back on the list, at a new priority, in one statement.
    await db
      .update(waitingList)
      .set({ status: 'active', priority: 1 })
      .where(eq(waitingList.id, ids[1]!));
    await expectCountsInStep();
    await expectPlacesMatchListOrder();

    await db.delete(waitingList).where(inArray(waitingList.id, ids.slice(10, 14)));
    await expectCountsInStep();
    await expectPlacesMatchListOrder();

    await db.execute(sql`truncate waiting_list cascade`);
    await expectCountsInStep();
  });
});
