import { describe, expect, it } from 'vitest';
import {
  applyPledgePayments,
  averageGiftCents,
  CAPITAL_CAMPAIGN,
  formatWholeDollars,
  isLybunt,
  isSybunt,
  pledgeSchedule,
  retentionRate,
  weekAround,
} from './rules.ts';
import { createDonationInput } from './gift-schemas.ts';
import { createDonorInput, updateDonorInput } from './donor-schemas.ts';

describe('averageGiftCents', () => {
  it('divides the total of completed gifts by their number', () => {
    expect(averageGiftCents(30_000, 3)).toBe(10_000);
    expect(averageGiftCents(10_000, 3)).toBe(3333);
  });

  it('uses a divisor of at least 1, so no gifts is $0, not NaN (spec §9)', () => {
    expect(averageGiftCents(0, 0)).toBe(0);
  });
});

describe('retentionRate', () => {
  it('is the share of last year’s donors who gave again this year', () => {
    expect(retentionRate(['a', 'b', 'c', 'd'], ['b', 'd', 'e'])).toEqual({
      lastYearDonors: 4,
      retainedDonors: 2,
      rate: 0.5,
    });
  });

  it('is null when nobody gave last year, and counts a donor once however often they gave', () => {
    expect(retentionRate([], ['a']).rate).toBeNull();
    expect(retentionRate(['a', 'a'], ['a', 'a']).rate).toBe(1);
  });
});

describe('LYBUNT and SYBUNT', () => {
  const years = (...values: number[]) => new Set(values);

  it('LYBUNT: gave last year but not this year', () => {
    expect(isLybunt(years(2025), 2026)).toBe(true);
    expect(isLybunt(years(2023, 2025), 2026)).toBe(true);
    expect(isLybunt(years(2025, 2026), 2026)).toBe(false);
    expect(isLybunt(years(2024), 2026)).toBe(false);
  });

  it('SYBUNT: gave before last year, but neither last year nor this year (apart from LYBUNT)', () => {
    expect(isSybunt(years(2024), 2026)).toBe(true);
    expect(isSybunt(years(2019, 2024), 2026)).toBe(true);
    expect(isSybunt(years(2024, 2025), 2026)).toBe(false);
    expect(isSybunt(years(2024, 2026), 2026)).toBe(false);
    expect(isSybunt(years(), 2026)).toBe(false);
    expect(isSybunt(years(2027), 2026)).toBe(false);
  });
});

describe('pledge schedules', () => {
  it('splits the amount into installments that add up exactly', () => {
    const schedule = pledgeSchedule({
      amountCents: 100_000,
      installmentCount: 3,
      firstDueDate: '2026-01-31',
      frequency: 'quarterly',
    });
    expect(schedule).toEqual([
      { dueDate: '2026-01-31', amountCents: 33_334 },
      { dueDate: '2026-04-30', amountCents: 33_333 },
      { dueDate: '2026-07-31', amountCents: 33_333 },
    ]);
  });

  it('fills the earliest installments first and tells what remains and when it is due', () => {
    const schedule = pledgeSchedule({
      amountCents: 300_00,
      installmentCount: 3,
      firstDueDate: '2026-01-01',
      frequency: 'monthly',
    });
    const result = applyPledgePayments(schedule, 150_00, '2026-02-15');
    expect(result.installments.map((item) => [item.paidCents, item.status])).toEqual([
      [100_00, 'paid'],
      [50_00, 'overdue'],
      [0, 'due'],
    ]);
    expect(result.remainingCents).toBe(150_00);
    expect(result.nextDueDate).toBe('2026-02-01');
    const paidUp = applyPledgePayments(schedule, 300_00, '2026-02-15');
    expect(paidUp.remainingCents).toBe(0);
    expect(paidUp.nextDueDate).toBeNull();
  });
});

describe('weekAround', () => {
  it('runs Monday to Sunday', () => {
    expect(weekAround('2026-03-04')).toEqual({ weekStart: '2026-03-02', weekEnd: '2026-03-08' });
    expect(weekAround('2026-03-08')).toEqual({ weekStart: '2026-03-02', weekEnd: '2026-03-08' });
    expect(weekAround('2026-03-02')).toEqual({ weekStart: '2026-03-02', weekEnd: '2026-03-08' });
  });
});

describe('formatWholeDollars', () => {
  it('shows whole US dollars (spec §9)', () => {
    expect(formatWholeDollars(123_456)).toBe('$1,235');
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars(7_500_000_000)).toBe('$75,000,000');
  });
});

describe('donor and donation inputs', () => {
  const donor = { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.org' };

  it('requires first name, last name and donor type (email is optional), with defaults for the rest', () => {
    const result = createDonorInput.safeParse({ firstName: ' ', lastName: 'B' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['firstName', 'donorType']);
    expect(createDonorInput.parse({ ...donor, donorType: 'individual' })).toMatchObject({
      status: 'prospect',
      rating: 0,
      interests: [],
    });
  });

  it('never resets absent fields on update', () => {
    expect(updateDonorInput.parse({ notes: 'Met at gala' })).toEqual({ notes: 'Met at gala' });
  });

  it('needs installments for a pledge, adding up to the amount', () => {
    const pledge = {
      donorId: '6f1c1a52-9a4d-4d51-8f0e-6f8d3e0b7f10',
      amountCents: 10_000,
      donationType: 'pledge',
    };
    expect(createDonationInput.safeParse(pledge).error?.issues[0]?.message).toBe(
      'Enter the installments',
    );
    const schedule = [{ dueDate: '2026-01-01', amountCents: 9_000 }];
    expect(
      createDonationInput.safeParse({ ...pledge, pledge: { schedule } }).error?.issues[0]?.message,
    ).toBe('The installments must add up to the pledged amount');
    expect(
      createDonationInput.safeParse({
        ...pledge,
        pledge: { installmentCount: 4, firstDueDate: '2026-01-01', frequency: 'quarterly' },
      }).success,
    ).toBe(true);
  });
});

describe('CAPITAL_CAMPAIGN', () => {
  it('is $75M in three phases of $45M, $25M and $5M (spec §9)', () => {
    expect(CAPITAL_CAMPAIGN.goalCents).toBe(7_500_000_000);
    expect(CAPITAL_CAMPAIGN.phases.map((phase) => phase.goalCents / 100)).toEqual([
      45_000_000, 25_000_000, 5_000_000,
    ]);
    expect(CAPITAL_CAMPAIGN.phases.map((phase) => phase.type)).toEqual([
      'capital-phase-1',
      'capital-phase-2',
      'capital-phase-3',
    ]);
  });
});
