import { desc, eq } from 'drizzle-orm';
import type { OfferDto } from '../../../domain/admissions/dtos.ts';
import type { Database } from '../../db/client.ts';
import { admissionOffers } from './admissions.table.ts';
import { toOfferDto } from './staff-offers.ts';

/** GET /api/admissions/offers?entryId=: one family's offers, newest first, for its page. */
export async function listOffersOfEntry(db: Database, entryId: string): Promise<OfferDto[]> {
  const rows = await db
    .select()
    .from(admissionOffers)
    .where(eq(admissionOffers.entryId, entryId))
    .orderBy(desc(admissionOffers.offeredAt), desc(admissionOffers.id));
  return rows.map(toOfferDto);
}
