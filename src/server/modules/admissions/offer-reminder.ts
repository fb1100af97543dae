import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { createStatusToken, hashStatusToken } from '../waiting-list/status-token.ts';
import type { WaitingListEntry } from '../waiting-list/public.ts';
import { admissionOffers, type AdmissionOffer, type SeatGroup } from './admissions.table.ts';
import type { OfferConfig } from './make-offers.ts';
import { queueOfferMail } from './queue-offer-mail.ts';

/**
 * The reminder of an open offer, from the job 48 hours before the deadline or from staff: a new
 * link (only its hash is kept; the offer's first link keeps working, an earlier reminder's does
 * not), the reminder mail in the family's language through the outbox, and the entry's history,
 * all in the caller's transaction, which holds the seat group's and the offer's locks.
 */
export async function sendOfferReminder(options: {
  tx: Transaction;
  config: OfferConfig;
  group: SeatGroup;
  offer: AdmissionOffer;
  entry: WaitingListEntry;
  actor: AuditActor;
  now: Date;
}): Promise<AdmissionOffer> {
  const { tx, config, group, offer, entry, now } = options;
  const token = createStatusToken();
  const [reminded] = await tx
    .update(admissionOffers)
    .set({ remindedAt: now, reminderTokenHash: hashStatusToken(token), updatedAt: now })
    .where(eq(admissionOffers.id, offer.id))
    .returning();
  const mailed = await queueOfferMail({
    tx,
    config,
    kind: 'reminder',
    entry,
    group,
    offer,
    token,
    now,
  });
  await recordAudit({
    db: tx,
    actor: options.actor,
    action: 'remind-offer',
    entity: 'waiting_list',
    entityId: offer.entryId,
    details: {
      seatGroupId: group.id,
      offerId: offer.id,
      deadline: offer.deadline.toISOString(),
      mails: [mailed],
    },
    at: now,
  });
  return reminded!;
}
