import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MergeDonorsDto } from '../../../../domain/crm/credit-schemas.ts';
import { addDonor, addGift, crmApi } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';
import { auditLog } from '../../audit/audit.table.ts';
import { recurringGifts } from '../../giving/public.ts';
import { donors } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';
import { emailSuppressions } from '../email-campaigns/email-suppressions.table.ts';
import { softCredits } from '../soft-credits/soft-credits.table.ts';

let t: TestApp;
let api: ReturnType<typeof crmApi>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(() => t.close());

const centsOf = async (donorId?: string) => {
  const [row] = await t.db
    .select({ cents: sql<string>`coalesce(sum(${donations.amountCents}), 0)` })
    .from(donations)
    .where(donorId ? eq(donations.donorId, donorId) : undefined);
  return Number(row?.cents ?? 0);
};

describe('merging a duplicate donor', () => {
  it('moves every record to the kept donor, fills empty fields, keeps every cent', async () => {
    const kept = await addDonor(t, headers, { firstName: 'Rosa', lastName: 'Ortiz', phone: null });
    const dup = await addDonor(t, headers, {
      firstName: 'Rosa',
      lastName: 'Ortiz-Park',
      phone: '555-0100',
      city: 'Austin',
    });
    const other = await addDonor(t, headers, { lastName: 'Other' });
    await addGift(t, headers, { donorId: kept.id, amountCents: 100_00, giftDate: '2025-02-01' });
    const dupGift = await addGift(t, headers, {
      donorId: dup.id,
      amountCents: 250_55,
      giftDate: '2024-12-31',
    });
    const otherGift = await addGift(t, headers, { donorId: other.id, amountCents: 70_00 });
    // Kept credited on the duplicate's gift: after the merge the gift is hers (dropped).
    await api('POST', `/api/donations/${dupGift.id}/soft-credits`, {
      donorId: kept.id,
      kind: 'spouse',
    });
    // Both credited on another's gift: one credit stays, the kept donor's.
    await api('POST', `/api/donations/${otherGift.id}/soft-credits`, {
      donorId: kept.id,
      kind: 'spouse',
    });
    await api('POST', `/api/donations/${otherGift.id}/soft-credits`, {
      donorId: dup.id,
      kind: 'household',
      amountCents: 10_00,
    });
    await api('POST', '/api/interactions', { donorId: dup.id, type: 'call', subject: 'Thanks' });
    const household = await api('POST', '/api/households', { donorId: dup.id, name: 'Ortiz-Park' });
    expect(household.statusCode).toBe(201);
    await t.db.insert(emailSuppressions).values({ donorId: dup.id, source: 'staff' });
    await t.db.insert(recurringGifts).values({
      donorId: dup.id,
      subscriptionId: `sub_${dup.id}`,
      amountCents: 20_00,
      startedOn: '2025-01-01',
    });
    const totalBefore = await centsOf();
    const pairBefore = (await centsOf(kept.id)) + (await centsOf(dup.id));
    const otherBefore = await centsOf(other.id);

    const response = await api('POST', `/api/donors/${kept.id}/merge`, { duplicateId: dup.id });
    expect(response.statusCode).toBe(200);
    const result = response.json() as MergeDonorsDto;
    expect(result.moved).toMatchObject({
      donations: 1,
      interactions: 1,
      email_suppressions: 1,
      recurring_gifts: 1,
    });
    expect(result.filledFields.sort()).toEqual(['city', 'householdId', 'phone']);

    expect(await centsOf()).toBe(totalBefore);
    expect(await centsOf(kept.id)).toBe(pairBefore);
    expect(await centsOf(other.id)).toBe(otherBefore);
    expect((await api('GET', `/api/donors/${dup.id}`)).statusCode).toBe(404);
    const profile = (await api('GET', `/api/donors/${kept.id}`)).json();
    expect(profile).toMatchObject({ phone: '555-0100', city: 'Austin', totalGivenCents: 350_55 });
    expect(profile.interactions).toHaveLength(1);

    const credits = await t.db.select().from(softCredits);
    expect(credits.map((c) => [c.donationId, c.donorId, c.amountCents])).toEqual([
      [otherGift.id, kept.id, 70_00],
    ]);
    expect(
      await t.db.select().from(emailSuppressions).where(eq(emailSuppressions.donorId, kept.id)),
    ).toHaveLength(1);
    const { household: home } = (await api('GET', `/api/donors/${kept.id}/household`)).json();
    expect(home.members.map((m: { donorId: string }) => m.donorId)).toEqual([kept.id]);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'donor'), eq(auditLog.action, 'merge')));
    expect(entry?.details).toMatchObject({ keptId: kept.id, removedId: dup.id });
    expect((entry?.details as { softCreditsDropped: string[] }).softCreditsDropped).toHaveLength(2);
  });

  it('leaves no row naming the removed donor in any table with a donor foreign key', async () => {
    const kept = await addDonor(t, headers);
    const dup = await addDonor(t, headers);
    await addGift(t, headers, { donorId: dup.id, amountCents: 5_00 });
    await api('POST', `/api/donors/${kept.id}/merge`, { duplicateId: dup.id });
    const refs = (
      (await t.db.execute(sql`select cl.relname as "table", att.attname as "column"
        from pg_constraint con join pg_class cl on cl.oid = con.conrelid
        join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
        where con.contype = 'f' and con.confrelid = 'public.donors'::regclass`)) as unknown as {
        rows: { table: string; column: string }[];
      }
    ).rows;
    expect(refs.map((ref) => ref.table)).toEqual(
      expect.arrayContaining(['donations', 'soft_credits', 'interactions', 'stewardship_letters']),
    );
    for (const ref of refs) {
      const found = (await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${dup.id}`,
      )) as unknown as { rows: { n: number }[] };
      expect(found.rows[0]!.n, ref.table).toBe(0);
    }
    expect(await t.db.select().from(donors).where(eq(donors.id, dup.id))).toEqual([]);
  });

  it('refuses a donor merged into itself or a missing duplicate, and changes nothing', async () => {
    const kept = await addDonor(t, headers);
    await addGift(t, headers, { donorId: kept.id, amountCents: 9_00 });
    const self = await api('POST', `/api/donors/${kept.id}/merge`, { duplicateId: kept.id });
    expect(self.statusCode).toBe(400);
    const missing = await api('POST', `/api/donors/${kept.id}/merge`, {
      duplicateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(await centsOf(kept.id)).toBe(9_00);
  });
});
