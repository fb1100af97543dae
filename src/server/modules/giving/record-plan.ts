import { eq } from 'drizzle-orm';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { campaignForOnlineGift } from '../donors/campaigns/campaign-for-gift.ts';
import { CARD_PROCESSOR_ACTOR } from './give-page-actor.ts';
import { recurringGifts, type OnlineGift } from './giving.table.ts';
import { matchOrCreateDonor } from './match-donor.ts';

/**
 * The monthly gift's plan for a subscription, made by whichever of its first events arrives
 * first (the session's completion or the first invoice; Stripe does not promise their order).
 */
export async function ensureRecurringGift(
  tx: Transaction,
  gift: OnlineGift,
  subscriptionId: string,
  now: Date,
): Promise<{ id: string; campaignId: string | null }> {
  const [known] = await tx
    .select({ id: recurringGifts.id, campaignId: recurringGifts.campaignId })
    .from(recurringGifts)
    .where(eq(recurringGifts.subscriptionId, subscriptionId));
  if (known) return known;
  const { id: donorId } = await matchOrCreateDonor(tx, gift, now);
  const startedOn = todayIsoDate(now);
  const [plan] = await tx
    .insert(recurringGifts)
    .values({
      donorId,
      onlineGiftId: gift.id,
      subscriptionId,
      amountCents: gift.chargeCents,
      designation: gift.designation,
      campaignId: await campaignForOnlineGift(tx, startedOn),
      startedOn,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: recurringGifts.id, campaignId: recurringGifts.campaignId });
  await recordAudit({
    db: tx,
    actor: CARD_PROCESSOR_ACTOR,
    action: 'create',
    entity: 'recurring_gift',
    entityId: plan!.id,
    details: { donorId, amountCents: gift.chargeCents },
    at: now,
  });
  return plan!;
}

/** The donor (or staff in Stripe) stopped the monthly gift: no more payments are expected. */
export async function cancelRecurringGift(
  tx: Transaction,
  subscriptionId: string,
  now: Date,
): Promise<boolean> {
  const [plan] = await tx
    .update(recurringGifts)
    .set({ status: 'cancelled', cancelledOn: todayIsoDate(now), updatedAt: now })
    .where(eq(recurringGifts.subscriptionId, subscriptionId))
    .returning({ id: recurringGifts.id });
  if (!plan) return false;
  await recordAudit({
    db: tx,
    actor: CARD_PROCESSOR_ACTOR,
    action: 'cancel',
    entity: 'recurring_gift',
    entityId: plan.id,
    at: now,
  });
  return true;
}
