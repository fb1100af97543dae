import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { donations } from '../donations/donations.table.ts';

/** Per campaign: what its open pledges still promise (pledged minus completed payments). */
export async function pledgedOutstandingByCampaign(db: Database): Promise<Map<string, number>> {
  // Written out: drizzle does not render an aliased table inside a raw subquery.
  const paid = sql`coalesce((select sum(payments.amount_cents) from donations as payments
    where payments.pledge_id = ${donations.id} and payments.status = 'completed'), 0)`;
  const rows = await db
    .select({
      campaignId: donations.campaignId,
      outstanding: sql<string>`sum(greatest(${donations.amountCents} - ${paid}, 0))`,
    })
    .from(donations)
    .where(and(eq(donations.donationType, 'pledge'), eq(donations.status, 'pending')))
    .groupBy(donations.campaignId);
  return new Map(
    rows
      .filter((row) => row.campaignId !== null)
      .map((row) => [row.campaignId!, Number(row.outstanding)]),
  );
}
