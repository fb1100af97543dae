import { and, eq, inArray, sql } from 'drizzle-orm';
import { softCreditsToDrop } from '../../../../domain/crm/merge-rules.ts';
import type { Transaction } from '../../../db/client.ts';
import { donations } from '../donations/donations.table.ts';
import { emailCampaignRecipients } from '../email-campaigns/email-campaign-recipients.table.ts';
import { emailSuppressions } from '../email-campaigns/email-suppressions.table.ts';
import { softCredits } from '../soft-credits/soft-credits.table.ts';

/**
 * Rows of the duplicate that cannot move because the kept donor already has their like (a unique
 * key allows one), removed before the move. Nothing with money goes: soft credits are not money,
 * a campaign's counts stay on the campaign, and an unsubscribe kept on the kept donor still holds.
 */
export async function removeMergeConflicts(tx: Transaction, keptId: string, removedId: string) {
  const credits = await tx
    .select({
      id: softCredits.id,
      donationId: softCredits.donationId,
      donorId: softCredits.donorId,
      giftDonorId: donations.donorId,
    })
    .from(softCredits)
    .innerJoin(donations, eq(donations.id, softCredits.donationId))
    .where(inArray(softCredits.donorId, [keptId, removedId]));
  const dropped = softCreditsToDrop({
    keptId,
    removedId,
    credits,
    giftDonors: new Map(credits.map((credit) => [credit.donationId, credit.giftDonorId])),
  });
  if (dropped.length > 0) {
    await tx.delete(softCredits).where(
      inArray(
        softCredits.id,
        dropped.map((credit) => credit.id),
      ),
    );
  }

  const sameCampaign = await tx
    .delete(emailCampaignRecipients)
    .where(
      and(
        eq(emailCampaignRecipients.donorId, removedId),
        sql`${emailCampaignRecipients.campaignId} in (select ${emailCampaignRecipients.campaignId}
          from ${emailCampaignRecipients} where ${emailCampaignRecipients.donorId} = ${keptId})`,
      ),
    )
    .returning({ id: emailCampaignRecipients.id });

  const [keptSuppressed] = await tx
    .select({ donorId: emailSuppressions.donorId })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.donorId, keptId));
  const suppressions = keptSuppressed
    ? await tx
        .delete(emailSuppressions)
        .where(eq(emailSuppressions.donorId, removedId))
        .returning({ donorId: emailSuppressions.donorId })
    : [];

  return {
    softCreditsDropped: dropped.map((credit) => credit.id),
    campaignRecipientsDropped: sameCampaign.length,
    suppressionsAlreadyOnKept: suppressions.length,
  };
}
