import { CAMPAIGN_GOAL_MILLIONS, CAMPAIGN_PHASES } from '../content/fundraising.ts';
import type { InstallmentDto, InstallmentStatus } from './gift-dtos.ts';
import type { PledgeFrequency } from './schemas.ts';
import type { PledgeInstallment } from './gift-schemas.ts';
import { addDaysToIsoDate, addMonthsToIsoDate } from '../common/calendar-day.ts';

/**
 * Average gift (public spec §9): the total of completed gifts divided by the number of gifts,
 * with a divisor of at least 1 so that no gifts gives $0 rather than NaN. "Gifts" are completed
 * gifts: a pending or cancelled gift adds nothing to the total, so it must not add to the count.
 */
export const averageGiftCents = (totalCents: number, giftCount: number) =>
  Math.round(totalCents / Math.max(giftCount, 1));

/**
 * Year-over-year retention: of the donors who gave last year, the share who gave again this year.
 * null when nobody gave last year, because 0 % would claim everyone was lost.
 */
export function retentionRate(
  lastYearDonorIds: Iterable<string>,
  thisYearDonorIds: Iterable<string>,
): { lastYearDonors: number; retainedDonors: number; rate: number | null } {
  const lastYear = new Set(lastYearDonorIds);
  const thisYear = new Set(thisYearDonorIds);
  const retainedDonors = [...lastYear].filter((id) => thisYear.has(id)).length;
  return {
    lastYearDonors: lastYear.size,
    retainedDonors,
    rate: lastYear.size === 0 ? null : retainedDonors / lastYear.size,
  };
}

/** LYBUNT: gave Last Year But Unfortunately Not This year. */
export const isLybunt = (giftYears: ReadonlySet<number>, year: number) =>
  giftYears.has(year - 1) && !giftYears.has(year);

/**
 * SYBUNT: gave Some Year But Unfortunately Not This year. We keep it apart from LYBUNT (given
 * before last year, but neither last year nor this year), as most CRMs do, so a donor is on one
 * list, not both, and the two appeals do not reach the same person twice.
 */
export const isSybunt = (giftYears: ReadonlySet<number>, year: number) =>
  !giftYears.has(year) && !giftYears.has(year - 1) && [...giftYears].some((y) => y < year - 1);

/** The calendar year of a YYYY-MM-DD date. */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

const MONTHS_PER_STEP: Record<PledgeFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * Even installments in whole cents. The cents that do not divide evenly go to the first
 * installments, one each, so the schedule always adds up to the pledge exactly.
 */
export function pledgeSchedule(options: {
  amountCents: number;
  installmentCount: number;
  firstDueDate: string;
  frequency: PledgeFrequency;
}): PledgeInstallment[] {
  const { amountCents, installmentCount, firstDueDate, frequency } = options;
  const base = Math.floor(amountCents / installmentCount);
  const extra = amountCents - base * installmentCount;
  return Array.from({ length: installmentCount }, (_, index) => ({
    dueDate: addMonthsToIsoDate(firstDueDate, index * MONTHS_PER_STEP[frequency]),
    amountCents: base + (index < extra ? 1 : 0),
  }));
}

export const sumCents = (items: readonly { amountCents: number }[]) =>
  items.reduce((total, item) => total + item.amountCents, 0);

/**
 * What a pledge's completed payments cover: payments fill the earliest installments first (the
 * usual rule, and the one a donor expects when paying late). An unpaid installment is overdue
 * once its due date is before today.
 */
export function applyPledgePayments(
  installments: readonly PledgeInstallment[],
  paidCents: number,
  today: string,
): { installments: InstallmentDto[]; remainingCents: number; nextDueDate: string | null } {
  let left = paidCents;
  const sorted = [...installments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const result = sorted.map((installment): InstallmentDto => {
    const paid = Math.min(left, installment.amountCents);
    left -= paid;
    let status: InstallmentStatus;
    if (paid === installment.amountCents) status = 'paid';
    else if (installment.dueDate < today) status = 'overdue';
    else status = paid > 0 ? 'partly-paid' : 'due';
    return { ...installment, paidCents: paid, status };
  });
  const remainingCents = Math.max(sumCents(installments) - paidCents, 0);
  const nextDueDate = result.find((item) => item.status !== 'paid')?.dueDate ?? null;
  return { installments: result, remainingCents, nextDueDate };
}

/** Monday to Sunday around a date: the week staff plan their calls in. */
export function weekAround(isoDate: string): { weekStart: string; weekEnd: string } {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const weekStart = addDaysToIsoDate(isoDate, -((weekday + 6) % 7));
  return { weekStart, weekEnd: addDaysToIsoDate(weekStart, 6) };
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Money as the spec shows it on the staff dashboard: whole US dollars, e.g. 123456 cents →
 * "$1,235". Never on anything a donor reads: see formatExactDollars.
 */
export const formatWholeDollars = (cents: number) => wholeDollars.format(Math.round(cents / 100));

/**
 * Money to the cent, as donors read it on letters, statements and mails (and staff on a gift):
 * 125050 → "$1,250.50". Built from the integer, so no float can round a cent away.
 */
export function formatExactDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * US donors need a written acknowledgment to deduct a single gift of $250 or more (IRC §170(f)(8),
 * IRS Publication 1771): the organisation's name, the amount, the date, and whether goods or
 * services were given in return. Our letters for such gifts carry that wording and the EIN.
 */
export const WRITTEN_RECEIPT_MIN_CENTS = 250_00;
export const needsWrittenReceipt = (amountCents: number) =>
  amountCents >= WRITTEN_RECEIPT_MIN_CENTS;

/** A donor's name as letters and lists show it. */
export const donorDisplayName = (donor: { firstName: string; lastName: string }) =>
  `${donor.firstName} ${donor.lastName}`;

/** Campaigns whose type is `capital-phase-N` count toward phase N of the $75M campaign. */
export const capitalPhaseType = (phaseId: string) => `capital-${phaseId}`;

/** The capital campaign's goal and phases in cents (public spec §9: $75M = $45M + $25M + $5M). */
export const CAPITAL_CAMPAIGN = {
  goalCents: CAMPAIGN_GOAL_MILLIONS * 100_000_000,
  phases: CAMPAIGN_PHASES.phases.map((phase) => ({
    type: capitalPhaseType(phase.id),
    label: phase.label,
    goalCents: phase.millions * 100_000_000,
  })),
};
