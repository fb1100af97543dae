import { and, desc, eq } from 'drizzle-orm';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import {
  pausedUntilOn,
  type DonorPortalDto,
  type PortalMonthlyGiftDto,
} from '../../../../domain/giving/donor-portal.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { donations } from '../../donors/donations/public.ts';
import { countsAsGift } from '../../donors/donor-rollups.ts';
import type { Donor } from '../../donors/public.ts';
import { recurringGifts, type RecurringGift } from '../giving.table.ts';
import { findDonorByToken } from './manage-token.ts';

/** A plan as the donor sees it: paused while its pause ends after today. */
export function portalMonthlyGift(plan: RecurringGift, today: string): PortalMonthlyGiftDto {
  const pausedUntil = pausedUntilOn(plan, today);
  return {
    id: plan.id,
    amountCents: plan.amountCents,
    designation: plan.designation,
    status: plan.status === 'cancelled' ? 'cancelled' : pausedUntil ? 'paused' : 'active',
    startedOn: plan.startedOn,
    pausedUntil,
    cancelledOn: plan.cancelledOn,
  };
}

/** The donor's completed gifts, newest first. */
export const completedGiftsOf = (db: Database | Transaction, donorId: string) =>
  db
    .select({
      date: donations.giftDate,
      amountCents: donations.amountCents,
      designation: donations.designation,
      recurringGiftId: donations.recurringGiftId,
    })
    .from(donations)
    .where(and(eq(donations.donorId, donorId), countsAsGift))
    .orderBy(desc(donations.giftDate), desc(donations.createdAt));

/** The page of one donor, as their link opens it. */
export async function portalOf(options: {
  db: Database | Transaction;
  donor: Donor;
  canChangeMonthlyGifts: boolean;
  contactEmail: string;
  now: Date;
}): Promise<DonorPortalDto> {
  const { db, donor } = options;
  const today = todayIsoDate(options.now);
  const gifts = await completedGiftsOf(db, donor.id);
  const plans = await db
    .select()
    .from(recurringGifts)
    .where(eq(recurringGifts.donorId, donor.id))
    .orderBy(desc(recurringGifts.startedOn), desc(recurringGifts.createdAt));
  const years = [...new Set(gifts.map((gift) => Number(gift.date.slice(0, 4))))];
  return {
    firstName: donor.firstName,
    language: donor.language,
    gifts: gifts.map((gift) => ({
      date: gift.date,
      amountCents: gift.amountCents,
      designation: gift.designation,
      monthly: gift.recurringGiftId !== null,
    })),
    statementYears: years.sort((a, b) => b - a),
    monthlyGifts: plans.map((plan) => portalMonthlyGift(plan, today)),
    canChangeMonthlyGifts: options.canChangeMonthlyGifts,
    contactEmail: options.contactEmail,
  };
}

/** GET /api/giving/manage/:token. */
export async function viewPortal(options: {
  db: Database;
  token: string;
  canChangeMonthlyGifts: boolean;
  contactEmail: string;
  now: Date;
}): Promise<DonorPortalDto> {
  const donor = await findDonorByToken(options.db, options.token, options.now);
  return portalOf({ ...options, donor });
}
