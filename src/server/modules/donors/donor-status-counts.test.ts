import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { donors, donorStatusCounts } from './donors.table.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const newDonor = (n: number, status: 'prospect' | 'donor' | 'lapsed') => ({
  firstName: 'Ada',
  lastName: `Counted ${n}`,
  email: `counted-${n}-${Math.random().toString(36).slice(2)}@example.org`,
  donorType: 'individual' as const,
  status,
});

/** The trigger-kept counts must equal the donors counted one by one. */
async function expectCountsInStep() {
  const { db } = handle;
  const [expected, kept] = await Promise.all([
    db
      .select({ status: donors.status, donors: sql<number>`count(*)::int` })
      .from(donors)
      .groupBy(donors.status),
    db
      .select()
      .from(donorStatusCounts)
      .where(sql`${donorStatusCounts.donors} > 0`),
  ]);
  const sorted = <T extends { status: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.status.localeCompare(b.status));
  expect(sorted(kept)).toEqual(sorted(expected));
}

describe('donor status counts kept by triggers (the CRM list total)', () => {
  it('follow inserts in bulk, status changes and deletes', async () => {
    const { db } = handle;
    const added = await db
      .insert(donors)
      .values([newDonor(1, 'prospect'), newDonor(2, 'prospect'), newDonor(3, 'donor')])
      .returning();
    await expectCountsInStep();

    await db.update(donors).set({ status: 'lapsed' }).where(eq(donors.id, added[0]!.id));
    await db.update(donors).set({ notes: 'No status change' }).where(eq(donors.id, added[1]!.id));
    await expectCountsInStep();

    await db.delete(donors).where(eq(donors.id, added[2]!.id));
    await expectCountsInStep();
  });

  it('start again from zero after a truncate', async () => {
    const { db } = handle;
    await db.execute(sql`truncate ${donors} cascade`);
    const counts = await db.select().from(donorStatusCounts);
    expect(counts.every((row) => row.donors === 0)).toBe(true);
  });
});
