import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { campaigns } from '../donors.table.ts';

/**
 * The campaign an online gift counts toward: the active campaign running on the gift's day, the
 * most recently started one when several are (the capital campaign's phases overlap as one
 * closes and the next opens). None: the gift counts for the donor, not for a campaign.
 */
export async function campaignForOnlineGift(
  tx: Transaction,
  giftDate: string,
): Promise<string | null> {
  const [campaign] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'active'),
        or(isNull(campaigns.startDate), lte(campaigns.startDate, giftDate)),
        or(isNull(campaigns.endDate), gte(campaigns.endDate, giftDate)),
      ),
    )
    .orderBy(sql`${campaigns.startDate} desc nulls last`, desc(campaigns.createdAt))
    .limit(1);
  return campaign?.id ?? null;
}
