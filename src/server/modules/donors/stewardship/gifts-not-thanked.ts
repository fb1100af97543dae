import { and, asc, eq, lte } from 'drizzle-orm';
import { formatExactDollars } from '../../../../domain/crm/rules.ts';
import { isoDayIn } from '../../../../domain/common/calendar-day.ts';
import { formatDay } from '../../../../domain/common/date-format.ts';
import {
  thankOverdueSince,
  todayItemKey,
  type TodayItemDto,
} from '../../../../domain/today/today-items.ts';
import type { Database } from '../../../db/client.ts';
import { donations } from '../donations/donations.table.ts';
import { selectDonationRows } from '../donations/donation-query.ts';

/** "Given Nov 20, 2026, recorded Nov 23, 2026.": the second day only when it differs. */
const givenWords = (gift: { giftDate: string; createdAt: Date }) =>
  isoDayIn(gift.createdAt) === gift.giftDate
    ? `Given ${formatDay(gift.giftDate)}.`
    : `Given ${formatDay(gift.giftDate)}, recorded ${formatDay(gift.createdAt)}.`;

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
    detail: `${givenWords(gift)} No thank-you letter yet.`,
    since: gift.createdAt.toISOString(),
    href: `/admin/crm/donors/${gift.donorId}`,
    reply: null,
  }));
}
