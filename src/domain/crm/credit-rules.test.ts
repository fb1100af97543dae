import { describe, expect, it } from 'vitest';
import {
  creditBasisSentence,
  creditLinesFor,
  creditTotals,
  isOnGivingReport,
  type CreditedGift,
} from './credit-rules.ts';

const gifts: CreditedGift[] = [
  { donorId: 'ana', giftDate: '2023-05-01', amountCents: 10_000, softCredits: [] },
  {
    donorId: 'ben',
    giftDate: '2024-12-31',
    amountCents: 50_000,
    softCredits: [{ donorId: 'ana', amountCents: 50_000 }],
  },
  {
    donorId: 'ben',
    giftDate: '2025-01-01',
    amountCents: 20_000,
    softCredits: [{ donorId: 'cy', amountCents: 5_000 }],
  },
];

describe('which gifts count for a donor', () => {
  it('counts only gifts given without soft credit', () => {
    expect(creditLinesFor('ana', gifts, { includeSoftCredit: false })).toEqual([
      { giftDate: '2023-05-01', credit: 'hard', cents: 10_000 },
    ]);
  });

  it('adds gifts credited, at the credited amount, with soft credit', () => {
    expect(creditLinesFor('ana', gifts, { includeSoftCredit: true })).toEqual([
      { giftDate: '2023-05-01', credit: 'hard', cents: 10_000 },
      { giftDate: '2024-12-31', credit: 'soft', cents: 50_000 },
    ]);
    expect(creditLinesFor('cy', gifts, { includeSoftCredit: true })).toEqual([
      { giftDate: '2025-01-01', credit: 'soft', cents: 5_000 },
    ]);
  });

  it('keeps hard and soft credit apart in totals', () => {
    const lines = creditLinesFor('ana', gifts, { includeSoftCredit: true });
    expect(creditTotals(lines, false)).toEqual({
      hardCents: 10_000,
      softCents: 50_000,
      countedCents: 10_000,
    });
    expect(creditTotals(lines, true).countedCents).toBe(60_000);
  });
});

describe('LYBUNT and SYBUNT with soft credit, at the year boundary', () => {
  const lines = creditLinesFor('ana', gifts, { includeSoftCredit: true });
  const on = (kind: 'lybunt' | 'sybunt', year: number, includeSoftCredit: boolean) =>
    isOnGivingReport({ kind, lines, year, includeSoftCredit });

  it('in 2025, a soft credit of Dec 31, 2024 puts the donor on LYBUNT only when included', () => {
    expect(on('lybunt', 2025, false)).toBe(false);
    expect(on('sybunt', 2025, false)).toBe(true);
    expect(on('lybunt', 2025, true)).toBe(true);
    expect(on('sybunt', 2025, true)).toBe(false);
  });

  it('in 2024, the same soft credit takes the donor off LYBUNT only when included', () => {
    expect(on('lybunt', 2024, false)).toBe(true);
    expect(on('sybunt', 2024, false)).toBe(false);
    expect(on('lybunt', 2024, true)).toBe(false);
    expect(on('sybunt', 2024, true)).toBe(false);
  });

  it('ignores gifts after the report year', () => {
    const late = creditLinesFor('cy', gifts, { includeSoftCredit: true });
    expect(
      isOnGivingReport({ kind: 'lybunt', lines: late, year: 2024, includeSoftCredit: true }),
    ).toBe(false);
  });
});

it('states what a report counts', () => {
  expect(creditBasisSentence(false)).toBe('Counting gifts given (hard credit).');
  expect(creditBasisSentence(true)).toBe(
    'Counting gifts given (hard credit) and gifts credited (soft credit).',
  );
});
