import { tributeNoticeOf } from './tribute-notice-of.ts';
import { and, eq, sql } from 'drizzle-orm';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { DONOR_INTEREST_LABELS } from '../../../domain/crm/donors.ts';
import { needsWrittenReceipt } from '../../../domain/crm/rules.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  lockCampaigns,
  lockDonor,
  refreshCampaignRaised,
  refreshDonorRollups,
} from '../donors/donor-rollups.ts';
import { donations, type Donation } from '../donors/donations/public.ts';
import { readReceipt } from '../donors/stewardship/read-receipt.ts';
import { campaignForOnlineGift } from '../donors/campaigns/campaign-for-gift.ts';
import { CARD_PROCESSOR_ACTOR } from './give-page-actor.ts';
import { onlineGifts, paymentEvents, type OnlineGift } from './giving.table.ts';
import { matchOrCreateDonor } from './match-donor.ts';

/** One payment as the card processor reported it. */
export type ReportedPayment = {
  /** The PaymentIntent of a one-time gift, the invoice of a monthly payment: one gift each. */
  ref: string;
  paymentIntent: string | null;
  amountCents: number;
  outcome: 'completed' | 'failed';
  /** A monthly gift's plan and campaign. */
  plan?: { id: string; campaignId: string | null };
};

/** How much of a PaymentIntent was refunded before its payment was recorded (events out of order). */
async function refundedEarlier(tx: Transaction, paymentIntent: string | null): Promise<number> {
  if (!paymentIntent) return 0;
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(max(${paymentEvents.amountRefundedCents}), 0)::int` })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentIntent, paymentIntent));
  return row?.cents ?? 0;
}

/** The gift's words as the donor chose them: the designation as the CRM names it. */
const designationOf = (gift: OnlineGift) =>
  gift.designation ? DONOR_INTEREST_LABELS[gift.designation] : null;

/**
 * Owes the donor the thank-you letter for a completed gift: the letter with the exact amount and
 * the receipt wording (ADR 015), rendered after this transaction commits (ADR 043). A gift of
 * $250 or more needs the EIN on its receipt; while Settings has none, the gift is recorded
 * unthanked and staff send the letter once it is set. Answers whether a letter is now owed.
 */
async function oweThanks(tx: Transaction, donation: Donation, now: Date): Promise<boolean> {
  const receipt = await readReceipt(tx);
  if (needsWrittenReceipt(donation.amountCents) && !receipt.ein) return false;
  await tx
    .update(donations)
    .set({ acknowledgmentDueAt: now })
    .where(and(eq(donations.id, donation.id), eq(donations.acknowledgmentSent, false)));
  return true;
}

/**
 * Records a reported payment of an online gift in the CRM (ADR 026), in the caller's transaction,
 * which holds the online gift's row: the donor matched or created, the gift with its designation
 * and campaign, the totals and status, and for a completed gift the thank-you letter owed. The
 * same payment reported again changes nothing; a failed payment that later succeeds (a retried
 * invoice) becomes completed; a completed one never becomes failed. Answers the gift whose letter
 * is now owed, for the caller to send once this transaction has committed.
 */
export async function recordOnlinePayment(options: {
  tx: Transaction;
  gift: OnlineGift;
  payment: ReportedPayment;
  now: Date;
}): Promise<{ letterDue: string | null }> {
  const { tx, gift, payment, now } = options;
  const [existing] = await tx
    .select()
    .from(donations)
    .where(eq(donations.providerPaymentRef, payment.ref))
    .for('update');
  if (existing && !(existing.status === 'failed' && payment.outcome === 'completed')) {
    return { letterDue: null };
  }

  const donorId = existing?.donorId ?? (await matchOrCreateDonor(tx, gift, now)).id;
  await lockDonor(tx, donorId);
  const giftDate = todayIsoDate(now);
  const campaignId = payment.plan
    ? payment.plan.campaignId
    : (existing?.campaignId ?? (await campaignForOnlineGift(tx, giftDate)));
  await lockCampaigns(tx, [campaignId]);

  const refunded =
    payment.outcome === 'completed' ? await refundedEarlier(tx, payment.paymentIntent) : 0;
  const amountCents = Math.max(payment.amountCents - refunded, 0);
  const status =
    payment.outcome === 'failed' ? 'failed' : amountCents === 0 ? 'refunded' : 'completed';
  const fields = {
    amountCents: amountCents === 0 ? payment.amountCents : amountCents,
    status,
    giftDate,
    campaignId,
    providerPaymentIntent: payment.paymentIntent,
    transactionId: payment.paymentIntent ?? payment.ref,
    updatedAt: now,
  } as const;
  const [donation] = existing
    ? await tx.update(donations).set(fields).where(eq(donations.id, existing.id)).returning()
    : await tx
        .insert(donations)
        .values({
          ...fields,
          donorId,
          donationType: 'one-time',
          paymentMethod: 'card',
          designation: designationOf(gift),
          tributeKind: gift.tributeKind,
          tributeName: gift.tributeName,
          ...tributeNoticeOf(gift),
          notes: gift.note,
          source: 'online',
          onlineGiftId: gift.id,
          recurringGiftId: payment.plan?.id ?? null,
          providerPaymentRef: payment.ref,
          createdAt: now,
        })
        .returning();
  await refreshDonorRollups(tx, donorId, now);
  await refreshCampaignRaised(tx, [campaignId]);
  await recordAudit({
    db: tx,
    actor: CARD_PROCESSOR_ACTOR,
    action: existing ? 'update' : 'create',
    entity: 'donation',
    entityId: donation!.id,
    details: { source: 'online', amountCents: donation!.amountCents, status },
    at: now,
  });
  // The thank-you page reads this: a later month's failed payment must not undo the first one.
  await tx
    .update(onlineGifts)
    .set({ status: status === 'failed' ? 'failed' : 'completed', donorId, updatedAt: now })
    .where(
      and(
        eq(onlineGifts.id, gift.id),
        status === 'failed' ? eq(onlineGifts.status, 'open') : undefined,
      ),
    );
  const owed = status === 'completed' && (await oweThanks(tx, donation!, now));
  return { letterDue: owed ? donation!.id : null };
}
