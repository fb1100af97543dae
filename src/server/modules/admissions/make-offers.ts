import { eq } from 'drizzle-orm';
import { offerDeadline, offersPossible } from '../../../domain/admissions/admissions.ts';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { createStatusToken, hashStatusToken } from '../waiting-list/status-token.ts';
import { waitingList, type WaitingListEntry } from '../waiting-list/public.ts';
import { admissionOffers, type AdmissionOffer, type SeatGroup } from './admissions.table.ts';
import { queueOfferMail } from './queue-offer-mail.ts';
import { countOffers, nextFamiliesQuery } from './seat-groups.ts';

export type OfferConfig = Pick<Config, 'publicUrl' | 'mail' | 'organisation' | 'site'>;

/**
 * One offer: its link (only the hash is kept), the deadline at the end of day `days` in Texas,
 * the entry invited, the history entry (status and offer, from → to) and the mail in the
 * family's language, all in the caller's transaction, which holds the seat group's lock.
 */
export async function createOffer(options: {
  tx: Transaction;
  config: OfferConfig;
  group: SeatGroup;
  entry: WaitingListEntry;
  days: number;
  actor: AuditActor;
  outOfOrderReason?: string | null;
  now: Date;
}): Promise<AdmissionOffer> {
  const { tx, config, group, entry, now } = options;
  const token = createStatusToken();
  const deadline = offerDeadline(now, options.days, config.organisation.timeZone);
  const [offer] = await tx
    .insert(admissionOffers)
    .values({
      seatGroupId: group.id,
      entryId: entry.id,
      tokenHash: hashStatusToken(token),
      offeredAt: now,
      deadline,
      offeredBy: options.actor.id,
      outOfOrderReason: options.outOfOrderReason ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .update(waitingList)
    .set({ status: 'invited', updatedAt: now })
    .where(eq(waitingList.id, entry.id));
  const mailed = await queueOfferMail({
    tx,
    config,
    kind: 'offer',
    entry,
    group,
    offer: offer!,
    token,
    now,
  });
  await recordAudit({
    db: tx,
    actor: options.actor,
    action: 'offer',
    entity: 'waiting_list',
    entityId: entry.id,
    details: {
      campus: entry.campus,
      seatGroupId: group.id,
      deadline: deadline.toISOString(),
      changes: {
        status: { from: entry.status, to: 'invited' },
        offer: { from: null, to: 'open' },
      },
      ...(options.outOfOrderReason ? { reason: options.outOfOrderReason } : {}),
      mails: [mailed],
    },
    at: now,
  });
  return offer!;
}

/**
 * Offers to the next `count` families of the group in rank order, never more than its free
 * seats. The caller holds the group's lock, so the seats counted here are still free when the
 * offers are written; the families are locked too, and one invited meanwhile (by an offer of
 * another group) no longer matches when its lock is granted.
 */
export async function offerNextFamilies(options: {
  tx: Transaction;
  config: OfferConfig;
  group: SeatGroup;
  count: number;
  days: number;
  actor: AuditActor;
  now: Date;
}): Promise<AdmissionOffer[]> {
  const { tx, group } = options;
  const possible = offersPossible(options.count, {
    capacity: group.capacity,
    ...(await countOffers(tx, group.id)),
  });
  if (possible === 0) return [];
  const families = await nextFamiliesQuery(tx, group)
    .limit(possible)
    .for('update', { of: waitingList });
  const offers: AdmissionOffer[] = [];
  for (const entry of families) {
    offers.push(await createOffer({ ...options, entry }));
  }
  return offers;
}
