import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import type { DonationRow } from '../donor-dto.ts';
import { campaigns, donors } from '../donors.table.ts';
import { donations } from './donations.table.ts';

/** Donations with the donor's and the campaign's names (joins, not a query per row). */
export const selectDonationRows = (db: Database | Transaction) =>
  db
    .select({
      ...getTableColumns(donations),
      donorName: sql<string>`${donors.firstName} || ' ' || ${donors.lastName}`,
      campaignName: campaigns.name,
    })
    .from(donations)
    .innerJoin(donors, eq(donors.id, donations.donorId))
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .$dynamic();

export async function findDonationRow(
  db: Database | Transaction,
  id: string,
): Promise<DonationRow | undefined> {
  const [row] = await selectDonationRows(db).where(eq(donations.id, id));
  return row;
}
