import { createHash, randomBytes } from 'node:crypto';
import { pathInLocale, type Locale } from '../../../domain/common/i18n.ts';
import { eq } from 'drizzle-orm';
import { VISIT_BOOKING_LINK_PATH } from '../../../domain/visits/visits.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { visitBookingLinks, visitBookings, type VisitBooking } from './visits.table.ts';

/** 32 random bytes as base64url: the link is the family's only key to their booking. */
export const createBookingToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a database reader cannot open anyone's booking. */
export const hashBookingToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The booking's page, in the family's language. */
export const bookingUrlFor = (publicUrl: string, token: string, language: Locale) =>
  `${publicUrl}${pathInLocale(VISIT_BOOKING_LINK_PATH, language)}${token}`;

/** The same words for an unknown and a removed link: they never tell whether a booking existed. */
export const UNKNOWN_BOOKING_MESSAGE =
  'This booking link is not valid. Check the link in your confirmation email.';

/** A new private link for a booking (each mail gets its own); answers the token to put in it. */
export async function issueBookingLink(
  db: Database | Transaction,
  bookingId: string,
  now: Date,
): Promise<string> {
  const token = createBookingToken();
  await db
    .insert(visitBookingLinks)
    .values({ bookingId, tokenHash: hashBookingToken(token), createdAt: now });
  return token;
}

/**
 * The booking a link opens. A change locks the booking's session first (seats are counted per
 * session), so callers read the booking here without a lock and then lock its session row.
 */
export async function findBookingByToken(
  db: Database | Transaction,
  token: string,
): Promise<VisitBooking> {
  const [row] = await db
    .select({ booking: visitBookings })
    .from(visitBookingLinks)
    .innerJoin(visitBookings, eq(visitBookings.id, visitBookingLinks.bookingId))
    .where(eq(visitBookingLinks.tokenHash, hashBookingToken(token)));
  if (!row) throw new AppError(404, UNKNOWN_BOOKING_MESSAGE);
  return row.booking;
}
