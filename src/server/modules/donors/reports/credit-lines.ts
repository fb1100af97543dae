import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CreditLine } from '../../../../domain/crm/credit-rules.ts';
import type { Database } from '../../../db/client.ts';
import { countsAsGift } from '../donor-rollups.ts';
import { donations } from '../donations/donations.table.ts';
import { softCredits } from '../soft-credits/soft-credits.table.ts';

const yearOfGift = sql<number>`extract(year from ${donations.giftDate})::int`;

/**
 * Each donor's giving per calendar year up to `through`, hard credit and (when asked) soft credit
 * apart, as credit lines dated the first of the year: the rules (credit-rules.ts) only read years.
 */
export async function creditLinesByDonor(
  db: Database,
  options: { through: string; includeSoftCredit: boolean },
): Promise<Map<string, CreditLine[]>> {
  const hard = db
    .select({
      donorId: donations.donorId,
      year: yearOfGift,
      cents: sql<string>`sum(${donations.amountCents})`,
    })
    .from(donations)
    .where(and(countsAsGift, lte(donations.giftDate, options.through)))
    .groupBy(donations.donorId, sql`2`);
  const soft = options.includeSoftCredit
    ? db
        .select({
          donorId: softCredits.donorId,
          year: yearOfGift,
          cents: sql<string>`sum(${softCredits.amountCents})`,
        })
        .from(softCredits)
        .innerJoin(donations, eq(donations.id, softCredits.donationId))
        .where(and(countsAsGift, lte(donations.giftDate, options.through)))
        .groupBy(softCredits.donorId, sql`2`)
    : Promise.resolve([]);
  const byDonor = new Map<string, CreditLine[]>();
  const add = (
    rows: { donorId: string; year: number; cents: string }[],
    credit: 'hard' | 'soft',
  ) => {
    for (const row of rows) {
      const lines = byDonor.get(row.donorId) ?? [];
      lines.push({ giftDate: `${row.year}-01-01`, credit, cents: Number(row.cents) });
      byDonor.set(row.donorId, lines);
    }
  };
  const [hardRows, softRows] = await Promise.all([hard, soft]);
  add(hardRows, 'hard');
  add(softRows, 'soft');
  return byDonor;
}

/** All-time soft credit of these donors (gifts received only), by donor. */
export async function softCreditTotals(db: Database, donorIds: string[] | 'all') {
  const rows = await db
    .select({
      donorId: softCredits.donorId,
      cents: sql<string>`sum(${softCredits.amountCents})`,
    })
    .from(softCredits)
    .innerJoin(donations, eq(donations.id, softCredits.donationId))
    .where(
      and(countsAsGift, donorIds === 'all' ? undefined : inArray(softCredits.donorId, donorIds)),
    )
    .groupBy(softCredits.donorId);
  return new Map(rows.map((row) => [row.donorId, Number(row.cents)]));
}
