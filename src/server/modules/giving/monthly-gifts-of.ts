import { desc, eq } from 'drizzle-orm';
import type { DonationDto, MonthlyGiftDto } from '../../../domain/crm/gift-dtos.ts';
import { DONOR_INTEREST_LABELS } from '../../../domain/crm/donors.ts';
import type { Database } from '../../db/client.ts';
import { recurringGifts } from './giving.table.ts';
import { pausedUntilOn } from '../../../domain/giving/donor-portal.ts';

/** A donor's monthly gifts, each with what its payments (among `gifts`) came to. */
export async function monthlyGiftsOf(
  db: Database,
  donorId: string,
  gifts: readonly Pick<DonationDto, 'recurringGiftId' | 'status' | 'amountCents'>[],
  today: string,
): Promise<MonthlyGiftDto[]> {
  const plans = await db
    .select()
    .from(recurringGifts)
    .where(eq(recurringGifts.donorId, donorId))
    .orderBy(desc(recurringGifts.startedOn), desc(recurringGifts.createdAt));
  return plans.map((plan) => {
    const payments = gifts.filter((gift) => gift.recurringGiftId === plan.id);
    const paid = payments.filter((gift) => gift.status === 'completed');
    return {
      id: plan.id,
      amountCents: plan.amountCents,
      designation: plan.designation ? DONOR_INTEREST_LABELS[plan.designation] : null,
      status: plan.status,
      startedOn: plan.startedOn,
      cancelledOn: plan.cancelledOn,
      pausedUntil: pausedUntilOn(plan, today),
      paidCount: paid.length,
      paidCents: paid.reduce((sum, gift) => sum + gift.amountCents, 0),
      failedCount: payments.filter((gift) => gift.status === 'failed').length,
    };
  });
}
