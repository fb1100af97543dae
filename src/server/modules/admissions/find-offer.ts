import { desc, eq, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findEntryByToken } from '../waiting-list/find-entry-by-token.ts';
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

/** The newest offer of the entry a status link opens; null when it never had one. */
export async function latestOfferByStatusToken(
  db: Database | Transaction,
  statusToken: string,
): Promise<AdmissionOffer | null> {
  const entry = await findEntryByToken(db, statusToken);
  const [offer] = await db
    .select()
    .from(admissionOffers)
    .where(eq(admissionOffers.entryId, entry.id))
    .orderBy(desc(admissionOffers.offeredAt), desc(admissionOffers.id))
    .limit(1);
  return offer ?? null;
}

export const NO_OFFER_MESSAGE = 'There is no seat offer for this application yet.';

/**
 * Where a family answers from: the offer mail's link (`offerToken`) or their status page
 * (`statusToken`, answering the newest offer).
 */
export type OfferLink = { offerToken: string } | { statusToken: string };

export async function requireOfferByLink(
  db: Database | Transaction,
  link: OfferLink,
): Promise<AdmissionOffer> {
  if ('offerToken' in link) return requireOfferByToken(db, link.offerToken);
  const offer = await latestOfferByStatusToken(db, link.statusToken);
  if (!offer) throw new AppError(409, NO_OFFER_MESSAGE);
  return offer;
}
