import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  lockCampaigns,
  lockDonor,
  refreshCampaignRaised,
  refreshDonorRollups,
} from '../donors/donor-rollups.ts';
import { donations } from '../donors/donations/public.ts';
import { CARD_PROCESSOR_ACTOR } from './give-page-actor.ts';

/**
 * A refund reported by the card processor: what is left of the charge is the gift (nothing:
 * "refunded", which no total counts). Refund amounts are cumulative, so a repeated or late report
 * sets the same figure. Before its payment is recorded there is no gift to change: the event row
 * keeps the refund, and recordOnlinePayment applies it.
 */
export async function recordRefund(
  tx: Transaction,
  refund: { paymentIntent: string; chargedCents: number; refundedCents: number },
  now: Date,
): Promise<void> {
  const [gift] = await tx
    .select({ id: donations.id, donorId: donations.donorId })
    .from(donations)
    .where(eq(donations.providerPaymentIntent, refund.paymentIntent));
  if (!gift) return;
  await lockDonor(tx, gift.donorId);
  const [locked] = await tx.select().from(donations).where(eq(donations.id, gift.id)).for('update');
  if (!locked || locked.status !== 'completed') return;
  await lockCampaigns(tx, [locked.campaignId]);
  const left = Math.max(refund.chargedCents - refund.refundedCents, 0);
  const change =
    left === 0
      ? { status: 'refunded' as const }
      : { amountCents: Math.min(left, locked.amountCents) };
  await tx
    .update(donations)
    .set({ ...change, updatedAt: now })
    .where(eq(donations.id, locked.id));
  await refreshDonorRollups(tx, locked.donorId, now);
  await refreshCampaignRaised(tx, [locked.campaignId]);
  await recordAudit({
    db: tx,
    actor: CARD_PROCESSOR_ACTOR,
    action: 'refund',
    entity: 'donation',
    entityId: locked.id,
    details: { refundedCents: refund.refundedCents, chargedCents: refund.chargedCents },
    at: now,
  });
}
