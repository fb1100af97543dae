import { eq, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashStatusToken } from '../waiting-list/status-token.ts';
import { admissionOffers, type AdmissionOffer } from './admissions.table.ts';

export const UNKNOWN_OFFER_LINK_MESSAGE =
  'This offer link is not valid. Check that you opened the whole link from the email.';

/** The offer behind a link (the offer's or its reminder's); unknown links are one plain 404. */
export async function requireOfferByToken(
  db: Database | Transaction,
  token: string,
): Promise<AdmissionOffer> {
  const hash = hashStatusToken(token);
  const [offer] = await db
    .select()
    .from(admissionOffers)
    .where(or(eq(admissionOffers.tokenHash, hash), eq(admissionOffers.reminderTokenHash, hash)));
  if (!offer) throw new AppError(404, UNKNOWN_OFFER_LINK_MESSAGE);
  return offer;
}
