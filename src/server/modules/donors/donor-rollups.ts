import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { applyDonorStatus, donorStatusFacts } from './donor-status.ts';
import { campaigns, donors, interactions } from './donors.table.ts';
import { donations } from './donations/donations.table.ts';

/**
 * The donor row, locked until the transaction ends. Every write to a donor's donations or
 * interactions takes this lock first, so the refresh below reads every committed gift (ADR 010).
 */
export async function lockDonor(tx: Transaction, id: string) {
  const [row] = await tx.select().from(donors).where(eq(donors.id, id)).for('update');
  if (!row) throw notFound('This donor');
  return row;
}

/** Locks campaigns in id order, the same order everywhere, so two writers cannot deadlock. */
export async function lockCampaigns(tx: Transaction, ids: readonly (string | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  if (unique.length === 0) return [];
  return tx
    .select()
    .from(campaigns)
    .where(inArray(campaigns.id, unique))
    .orderBy(asc(campaigns.id))
    .for('update');
}

/** What counts as money received: completed one-time gifts (pledges are promises). */
export const countsAsGift = sql`${donations.status} = 'completed' and ${donations.donationType} = 'one-time'`;

/**
 * totalGiven, first and last gift date and lastContactDate recomputed from their sources, never
 * adjusted by a delta, so they cannot drift from the gifts and contacts that make them (ADR 010);
 * then the status the rules give for those gifts, in the same transaction.
 */
export async function refreshDonorRollups(tx: Transaction, donorId: string, now: Date) {
  const [facts] = await tx
    .update(donors)
    .set({
      totalGivenCents: sql`(select coalesce(sum(${donations.amountCents}), 0) from ${donations}
        where ${donations.donorId} = ${donorId} and ${countsAsGift})`,
      firstGiftDate: sql`(select min(${donations.giftDate}) from ${donations}
        where ${donations.donorId} = ${donorId} and ${countsAsGift})`,
      lastGiftDate: sql`(select max(${donations.giftDate}) from ${donations}
        where ${donations.donorId} = ${donorId} and ${countsAsGift})`,
      lastContactDate: sql`(select max(${interactions.interactionDate}) from ${interactions}
        where ${interactions.donorId} = ${donorId})`,
      updatedAt: now,
    })
    .where(eq(donors.id, donorId))
    .returning(donorStatusFacts);
  if (facts) await applyDonorStatus(tx, facts, { now });
}

/** raised = completed gifts to the campaign. Call after lockCampaigns. */
export async function refreshCampaignRaised(
  tx: Transaction,
  campaignIds: readonly (string | null | undefined)[],
) {
  const ids = [...new Set(campaignIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  await tx
    .update(campaigns)
    .set({
      raisedCents: sql`(select coalesce(sum(${donations.amountCents}), 0) from ${donations}
        where ${donations.campaignId} = ${campaigns.id} and ${countsAsGift})`,
    })
    .where(inArray(campaigns.id, ids));
}
