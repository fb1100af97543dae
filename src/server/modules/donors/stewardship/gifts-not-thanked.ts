import { and, asc, eq, lte } from 'drizzle-orm';
import { formatExactDollars } from '../../../../domain/crm/rules.ts';
import { formatDay } from '../../../../domain/common/date-format.ts';
import {
  thankOverdueSince,
  THANK_WITHIN_HOURS,
  todayItemKey,
  type TodayItemDto,
} from '../../../../domain/today/today-items.ts';
import type { Database } from '../../../db/client.ts';
import { donations } from '../donations/donations.table.ts';
import { selectDonationRows } from '../donations/donation-query.ts';

/**
 * Completed gifts recorded THANK_WITHIN_HOURS ago or more and still without a thank-you letter:
 * the CRM's "Not thanked" report and the fundraising part of Today (ADR 053) both read this.
 */
export async function giftsNotThanked(options: {
  db: Database;
  now: Date;
}): Promise<TodayItemDto[]> {
  const rows = await selectDonationRows(options.db)
    .where(
      and(
        eq(donations.status, 'completed'),
        eq(donations.acknowledgmentSent, false),
        lte(donations.createdAt, thankOverdueSince(options.now)),
      ),
    )
    .orderBy(asc(donations.createdAt), asc(donations.id));
  return rows.map((gift) => ({
    key: todayItemKey('gift-not-thanked', gift.id, 'unthanked'),
    kind: 'gift-not-thanked',
    targetId: gift.id,
    title: `${gift.donorName} — ${formatExactDollars(gift.amountCents)}`,
    detail:
      `Gift of ${formatDay(gift.giftDate)}, recorded ${formatDay(gift.createdAt)}; ` +
      `no thank-you letter after ${THANK_WITHIN_HOURS} hours.`,
    since: gift.createdAt.toISOString(),
    href: `/admin/crm/donors/${gift.donorId}`,
    reply: null,
  }));
}
