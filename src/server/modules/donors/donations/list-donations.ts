import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DonationListFilter } from '../../../../domain/crm/gift-schemas.ts';
import type { DonationListPageDto } from '../../../../domain/crm/gift-dtos.ts';
import type { Database } from '../../../db/client.ts';
import { toDonationDto } from '../donor-dto.ts';
import { donations } from './donations.table.ts';
import { selectDonationRows } from './donation-query.ts';

export function donationFilters(query: Omit<DonationListFilter, 'limit' | 'offset'>) {
  const filters: (SQL | undefined)[] = [];
  if (query.donorId) filters.push(eq(donations.donorId, query.donorId));
  if (query.campaignId) filters.push(eq(donations.campaignId, query.campaignId));
  if (query.status !== 'all') filters.push(eq(donations.status, query.status));
  if (query.donationType) filters.push(eq(donations.donationType, query.donationType));
  if (query.source) filters.push(eq(donations.source, query.source));
  if (query.from) filters.push(gte(donations.giftDate, query.from));
  if (query.to) filters.push(lte(donations.giftDate, query.to));
  return and(...filters);
}

/** GET /api/donations: newest gift first. */
export async function listDonations(options: {
  db: Database;
  query: DonationListFilter;
}): Promise<DonationListPageDto> {
  const { db, query } = options;
  const where = donationFilters(query);
  const [rows, counts] = await Promise.all([
    selectDonationRows(db)
      .where(where)
      .orderBy(desc(donations.giftDate), desc(donations.createdAt), desc(donations.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(donations)
      .where(where),
  ]);
  return { items: rows.map(toDonationDto), total: counts[0]?.total ?? 0 };
}
