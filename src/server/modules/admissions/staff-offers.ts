import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { seatsFree } from '../../../domain/admissions/admissions.ts';
import type { OfferDto, SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import type { offerNextInput, offerToFamilyInput } from '../../../domain/admissions/schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { waitingList } from '../waiting-list/public.ts';
import { admissionOffers, type AdmissionOffer, type SeatGroup } from './admissions.table.ts';
import { createOffer, offerNextFamilies, type OfferConfig } from './make-offers.ts';
import { countOffers, entriesOfGroup, lockSeatGroup, toSeatGroupDto } from './seat-groups.ts';

export const NO_FREE_SEAT_MESSAGE =
  'Every seat of this group is taken or offered. Add seats, or wait for an answer.';
export const NOT_IN_GROUP_MESSAGE =
  'This family did not apply for this campus, grade or program and start term.';
export const NOT_WAITING_MESSAGE =
  'This family is not waiting: only families with the status Waiting can get an offer.';
export const HAS_OFFER_MESSAGE = 'This family already has an open or accepted offer.';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toOfferDto = (offer: AdmissionOffer): OfferDto => ({
  id: offer.id,
  seatGroupId: offer.seatGroupId,
  entryId: offer.entryId,
  status: offer.status,
  offeredAt: offer.offeredAt.toISOString(),
  deadline: offer.deadline.toISOString(),
  remindedAt: iso(offer.remindedAt),
  answeredAt: iso(offer.answeredAt),
  declineReason: offer.declineReason,
  outOfOrderReason: offer.outOfOrderReason,
});

/** `mailed`: a mail server is set up, so each family's offer mail is on its way. */
type OffersResult = { offers: OfferDto[]; seatGroup: SeatGroupDto; mailed: boolean };

/**
 * One offer run on a seat group: its lock held while the seats are counted and `makeOffers`
 * writes, a 409 when no seat is free, and the answer with the group's new numbers.
 */
function inSeatGroup(
  options: { db: Database; config: OfferConfig; groupId: string },
  makeOffers: (tx: Transaction, group: SeatGroup) => Promise<AdmissionOffer[]>,
): Promise<OffersResult> {
  return options.db.transaction(async (tx) => {
    const group = await lockSeatGroup(tx, options.groupId);
    const counts = { capacity: group.capacity, ...(await countOffers(tx, group.id)) };
    if (seatsFree(counts) === 0) throw new AppError(409, NO_FREE_SEAT_MESSAGE);
    const offers = await makeOffers(tx, group);
    return {
      offers: offers.map(toOfferDto),
      seatGroup: await toSeatGroupDto(tx, group),
      mailed: canDeliverMail(options.config.mail),
    };
  });
}

/**
 * POST /api/admissions/seat-groups/:id/offers: offers to the next `count` families in rank
 * order, as many as there are free seats (the answer says how many went out).
 */
export async function offerToNextFamilies(options: {
  db: Database;
  config: OfferConfig;
  groupId: string;
  input: z.output<typeof offerNextInput>;
  actor: AuditActor;
  now: Date;
}): Promise<OffersResult> {
  const { input } = options;
  return inSeatGroup(options, (tx, group) =>
    offerNextFamilies({ ...options, tx, group, count: input.count, days: input.days }),
  );
}

/**
 * POST /api/admissions/seat-groups/:id/offers/family: an offer to one family chosen out of rank
 * order; the reason is kept with it and in the entry's history.
 */
export async function offerToChosenFamily(options: {
  db: Database;
  config: OfferConfig;
  groupId: string;
  input: z.output<typeof offerToFamilyInput>;
  actor: AuditActor;
  now: Date;
}): Promise<OffersResult> {
  const { input } = options;
  return inSeatGroup(options, async (tx, group) => {
    const [entry] = await tx
      .select()
      .from(waitingList)
      .where(eq(waitingList.id, input.entryId))
      .for('update');
    if (!entry) throw notFound('Waiting-list entry');
    const [inGroup] = await tx
      .select({ id: waitingList.id })
      .from(waitingList)
      .where(and(eq(waitingList.id, entry.id), entriesOfGroup(group)));
    if (!inGroup) throw new AppError(409, NOT_IN_GROUP_MESSAGE);
    if (entry.status !== 'active') throw new AppError(409, NOT_WAITING_MESSAGE);
    const [live] = await tx
      .select({ id: admissionOffers.id })
      .from(admissionOffers)
      .where(
        and(
          eq(admissionOffers.entryId, entry.id),
          inArray(admissionOffers.status, ['open', 'accepted']),
        ),
      );
    if (live) throw new AppError(409, HAS_OFFER_MESSAGE);
    const offer = await createOffer({
      ...options,
      tx,
      group,
      entry,
      days: input.days,
      outOfOrderReason: input.reason,
    });
    return [offer];
  });
}
