import { eq } from 'drizzle-orm';
import { canAnswer } from '../../../domain/admissions/admissions.ts';
import type { OfferDto } from '../../../domain/admissions/dtos.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { waitingList } from '../waiting-list/public.ts';
import { admissionOffers } from './admissions.table.ts';
import type { OfferConfig } from './make-offers.ts';
import { sendOfferReminder } from './offer-reminder.ts';
import { lockSeatGroup } from './seat-groups.ts';
import { toOfferDto } from './staff-offers.ts';

export const OFFER_NOT_OPEN_MESSAGE =
  'This offer is no longer waiting for an answer, so no reminder was sent. Reload the page to see its status.';
export const OFFER_PAST_DEADLINE_MESSAGE =
  'The deadline of this offer has passed, so no reminder was sent. Make a new offer if the family still wants the seat.';
export const FAMILY_LEFT_MESSAGE =
  'This family is no longer waiting for this seat, so no reminder was sent.';

/**
 * POST /api/admissions/offers/:id/reminder (staff, ADR 053): the family gets the reminder mail
 * now, as the job would send it, whether or not it was reminded before. Locks as the job does
 * (the seat group, then the offer), so a reminder never crosses a lapse or an answer.
 */
export async function remindOffer(options: {
  db: Database;
  config: OfferConfig;
  offerId: string;
  actor: AuditActor;
  now: Date;
}): Promise<OfferDto> {
  const { db, config, offerId, now } = options;
  const [found] = await db
    .select({ seatGroupId: admissionOffers.seatGroupId })
    .from(admissionOffers)
    .where(eq(admissionOffers.id, offerId));
  if (!found) throw notFound('This offer');
  return db.transaction(async (tx) => {
    const group = await lockSeatGroup(tx, found.seatGroupId);
    const [offer] = await tx
      .select()
      .from(admissionOffers)
      .where(eq(admissionOffers.id, offerId))
      .for('update');
    if (!offer) throw notFound('This offer');
    if (offer.status !== 'open') throw new AppError(409, OFFER_NOT_OPEN_MESSAGE);
    if (!canAnswer(offer, now)) throw new AppError(409, OFFER_PAST_DEADLINE_MESSAGE);
    const [entry] = await tx.select().from(waitingList).where(eq(waitingList.id, offer.entryId));
    if (entry!.status !== 'invited') throw new AppError(409, FAMILY_LEFT_MESSAGE);
    const reminded = await sendOfferReminder({
      tx,
      config,
      group,
      offer,
      entry: entry!,
      actor: options.actor,
      now,
    });
    return toOfferDto(reminded);
  });
}
