import { and, eq } from 'drizzle-orm';
import {
  canAccept,
  canAnswer,
  DEFAULT_OFFER_DAYS,
  replacementOffers,
  type OfferStatus,
} from '../../../domain/admissions/admissions.ts';
import type { FamilyOfferDto } from '../../../domain/admissions/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.service.ts';
import type { EntryMailFacts } from '../../../domain/waiting-list/history.ts';
import { waitingList } from '../waiting-list/public.ts';
import { sendAcceptedMails } from './accepted-mails.ts';
import { admissionOffers, type AdmissionOffer, type SeatGroup } from './admissions.table.ts';
import { requireOfferByLink, type OfferLink } from './find-offer.ts';
import { offerNextFamilies, type OfferConfig } from './make-offers.ts';
import { countOffers, lockSeatGroup } from './seat-groups.ts';
import { toFamilyOfferDto } from './view-offer.ts';

/** The family, named by the way in: the audit log outlives a deleted entry. */
export const OFFER_LINK_ACTOR: AuditActor = { id: null, name: 'Family (offer link)' };

export const OFFER_CLOSED_MESSAGES: Record<Exclude<OfferStatus, 'open'>, string> = {
  accepted: 'You have already accepted this seat.',
  declined: 'You have already declined this seat.',
  lapsed: 'The deadline to answer this offer has passed, so the seat went to the next family.',
  withdrawn:
    'This offer was withdrawn by our admissions team. Please write to us if you have questions.',
};
export const OFFER_LAPSED_MESSAGE = OFFER_CLOSED_MESSAGES.lapsed;
export const LEFT_THE_LIST_MESSAGE =
  'This application is no longer on the waiting list, so the offer cannot be answered. Please write to us if this is a mistake.';
export const NO_SEAT_LEFT_MESSAGE =
  'We are sorry: there is no seat left in this group. Please write to us, and we will help.';

/**
 * An offer ends: its status and time, the entry's status (from → to in its history) and, when a
 * seat came free, the next families in rank order if the group has auto-advance on. The caller
 * holds the group's lock and the offer's.
 */
export async function closeOffer(options: {
  tx: Transaction;
  config: OfferConfig;
  group: SeatGroup;
  offer: AdmissionOffer;
  to: Exclude<OfferStatus, 'open'>;
  entryStatus: 'enrolled' | 'declined' | 'active';
  actor: AuditActor;
  action: 'accept-offer' | 'decline-offer' | 'lapse-offer' | 'withdraw-offer';
  reason?: string | null;
  /** The mails this step sent, kept in the entry's history. */
  mails?: EntryMailFacts[];
  now: Date;
}): Promise<AdmissionOffer> {
  const { tx, group, offer, now } = options;
  const [closed] = await tx
    .update(admissionOffers)
    .set({
      status: options.to,
      answeredAt: options.to === 'lapsed' ? null : now,
      declineReason: options.reason ?? null,
      updatedAt: now,
    })
    .where(eq(admissionOffers.id, offer.id))
    .returning();
  // Staff may have moved the entry meanwhile (withdrawn on the family's request): that stays.
  const [entry] = await tx
    .update(waitingList)
    .set({ status: options.entryStatus, updatedAt: now })
    .where(and(eq(waitingList.id, offer.entryId), eq(waitingList.status, 'invited')))
    .returning({ campus: waitingList.campus });
  await recordAudit({
    db: tx,
    actor: options.actor,
    action: options.action,
    entity: 'waiting_list',
    entityId: offer.entryId,
    details: {
      seatGroupId: group.id,
      offerId: offer.id,
      changes: {
        ...(entry ? { status: { from: 'invited', to: options.entryStatus } } : {}),
        offer: { from: 'open', to: options.to },
      },
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.mails?.length ? { mails: options.mails } : {}),
    },
    at: now,
  });
  if (options.to !== 'accepted') {
    const counts = { capacity: group.capacity, ...(await countOffers(tx, group.id)) };
    const count = replacementOffers(group, counts);
    if (count > 0) {
      await offerNextFamilies({
        tx,
        config: options.config,
        group,
        count,
        days: DEFAULT_OFFER_DAYS,
        actor: SYSTEM_ACTOR,
        now,
      });
    }
  }
  return closed!;
}

/** The offer behind the link, with its group and itself locked, group first (as the jobs do). */
async function lockOffer(tx: Transaction, link: OfferLink) {
  const found = await requireOfferByLink(tx, link);
  const group = await lockSeatGroup(tx, found.seatGroupId);
  const [offer] = await tx
    .select()
    .from(admissionOffers)
    .where(eq(admissionOffers.id, found.id))
    .for('update');
  return { group, offer: offer! };
}

async function assertCanAnswer(tx: Transaction, offer: AdmissionOffer, now: Date) {
  if (canAnswer(offer, now)) {
    const [entry] = await tx
      .select({ status: waitingList.status })
      .from(waitingList)
      .where(eq(waitingList.id, offer.entryId));
    // Withdrawn or closed by staff meanwhile: the offer job passes the seat on.
    if (entry?.status !== 'invited') throw new AppError(409, LEFT_THE_LIST_MESSAGE);
    return;
  }
  throw new AppError(
    409,
    offer.status === 'open' ? OFFER_LAPSED_MESSAGE : OFFER_CLOSED_MESSAGES[offer.status],
  );
}

/**
 * POST /api/waiting-list/offers/:token/accept or …/status/:token/offer/accept (public, the link
 * is the key): the seat is the
 * family's, and the family and admissions staff are mailed what happens next. The group's lock makes two acceptances wait for each other, and the count inside it
 * never lets acceptances pass the capacity (staff may have lowered it after offering).
 */
export async function acceptOffer(options: {
  db: Database;
  config: OfferConfig;
  link: OfferLink;
  now: Date;
}): Promise<FamilyOfferDto> {
  const { db, config, link, now } = options;
  return db.transaction(async (tx) => {
    const { group, offer } = await lockOffer(tx, link);
    await assertCanAnswer(tx, offer, now);
    const { accepted } = await countOffers(tx, group.id);
    if (!canAccept({ capacity: group.capacity, accepted })) {
      throw new AppError(409, NO_SEAT_LEFT_MESSAGE);
    }
    const [entry] = await tx.select().from(waitingList).where(eq(waitingList.id, offer.entryId));
    const mails = await sendAcceptedMails({ tx, config, entry: entry!, group, now });
    const closed = await closeOffer({
      tx,
      config,
      group,
      offer,
      to: 'accepted',
      entryStatus: 'enrolled',
      actor: OFFER_LINK_ACTOR,
      action: 'accept-offer',
      mails,
      now,
    });
    return toFamilyOfferDto(tx, closed, group, now);
  });
}

/**
 * POST /api/waiting-list/offers/:token/decline or …/status/:token/offer/decline (public): the
 * family says no, with an optional
 * reason; the seat goes to the next family in line when the group has auto-advance on.
 */
export async function declineOffer(options: {
  db: Database;
  config: OfferConfig;
  link: OfferLink;
  reason: string | null;
  now: Date;
}): Promise<FamilyOfferDto> {
  const { db, config, link, now } = options;
  return db.transaction(async (tx) => {
    const { group, offer } = await lockOffer(tx, link);
    await assertCanAnswer(tx, offer, now);
    const closed = await closeOffer({
      tx,
      config,
      group,
      offer,
      to: 'declined',
      entryStatus: 'declined',
      actor: OFFER_LINK_ACTOR,
      action: 'decline-offer',
      reason: options.reason,
      now,
    });
    return toFamilyOfferDto(tx, closed, group, now);
  });
}
