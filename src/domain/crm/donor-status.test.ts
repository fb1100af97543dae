import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DONOR_LAPSE_MONTHS,
  deriveDonorStatus,
  describeStatusBasis,
  staffStageChange,
  statusBasisOf,
  type DonorStatusFacts,
} from './donor-status.ts';
import { formatExactDollars, needsWrittenReceipt } from './rules.ts';

const noGifts: DonorStatusFacts = {
  firstGiftDate: null,
  lastGiftDate: null,
  staffStage: null,
  staffStageOn: null,
};
const derive = (facts: Partial<DonorStatusFacts>, today = '2026-09-03', lapseMonths = 18) =>
  deriveDonorStatus({ ...noGifts, ...facts }, { today, lapseMonths });

describe('deriveDonorStatus', () => {
  it('zero gifts: a prospect', () => {
    expect(derive({})).toEqual({ status: 'prospect', basis: { rule: 'no-gift' } });
  });

  it('the first completed gift makes a donor, dated by that gift', () => {
    expect(derive({ firstGiftDate: '2026-03-03', lastGiftDate: '2026-03-03' })).toEqual({
      status: 'donor',
      basis: { rule: 'first-gift', firstGiftDate: '2026-03-03' },
    });
  });

  it('lapses on the exact day the period ends, not the day before', () => {
    const gave = { firstGiftDate: '2024-01-10', lastGiftDate: '2025-03-03' };
    // 18 months after Mar 3, 2025 is Sep 3, 2026.
    expect(derive(gave, '2026-09-02').status).toBe('donor');
    expect(derive(gave, '2026-09-03')).toEqual({
      status: 'lapsed',
      basis: { rule: 'no-gift-since', lastGiftDate: '2025-03-03' },
    });
  });

  it('counts months to the end of a shorter month (Aug 31 + 6 months is Feb 28)', () => {
    const gave = { firstGiftDate: '2025-08-31', lastGiftDate: '2025-08-31' };
    expect(derive(gave, '2026-02-27', 6).status).toBe('donor');
    expect(derive(gave, '2026-02-28', 6).status).toBe('lapsed');
  });

  it('uses the configured period', () => {
    const gave = { firstGiftDate: '2025-03-03', lastGiftDate: '2025-03-03' };
    expect(derive(gave, '2026-09-03', 24).status).toBe('donor');
    expect(derive(gave, '2026-09-03', 12).status).toBe('lapsed');
    expect(DEFAULT_DONOR_LAPSE_MONTHS).toBe(18);
  });

  it('a staff stage holds until a completed gift dated on or after the day it was set', () => {
    const solicited = { staffStage: 'solicited' as const, staffStageOn: '2026-03-01' };
    expect(derive(solicited)).toEqual({
      status: 'solicited',
      basis: { rule: 'staff', setOn: '2026-03-01' },
    });
    // A gift from before the ask does not answer it.
    const earlier = { ...solicited, firstGiftDate: '2026-02-20', lastGiftDate: '2026-02-20' };
    expect(derive(earlier).status).toBe('solicited');
    // The gift that answers the ask, even on the same day, makes a donor.
    const answered = { ...solicited, firstGiftDate: '2026-02-20', lastGiftDate: '2026-03-01' };
    expect(derive(answered)).toEqual({
      status: 'donor',
      basis: { rule: 'first-gift', firstGiftDate: '2026-02-20' },
    });
  });
});

describe('staffStageChange (what staff asking for a status changes)', () => {
  it('sets a stage from today, keeps the one in force, and hands back to the gifts', () => {
    expect(staffStageChange('prospect', 'solicited', '2026-01-15')).toEqual({
      staffStage: 'solicited',
      staffStageOn: '2026-01-15',
    });
    // The same stage again (the form saved unchanged) moves no date.
    expect(staffStageChange('solicited', 'solicited', '2026-02-01')).toBeNull();
    expect(staffStageChange('donor', 'donor', '2026-02-01')).toBeNull();
    expect(staffStageChange('solicited', 'prospect', '2026-02-01')).toEqual({
      staffStage: null,
      staffStageOn: null,
    });
    // A donor whose ask was answered can be asked again.
    expect(staffStageChange('donor', 'cultivating', '2026-02-01')).toEqual({
      staffStage: 'cultivating',
      staffStageOn: '2026-02-01',
    });
    expect(staffStageChange('donor', undefined, '2026-02-01')).toBeNull();
  });
});

describe('statusBasisOf and describeStatusBasis (what the screen says)', () => {
  it('explains each stored status by the rule that set it', () => {
    const explain = (row: Parameters<typeof statusBasisOf>[0]) =>
      describeStatusBasis(statusBasisOf(row));
    expect(explain({ ...noGifts, status: 'prospect' })).toBe('No completed gift yet');
    expect(
      explain({
        ...noGifts,
        status: 'donor',
        firstGiftDate: '2026-03-03',
        lastGiftDate: '2026-03-03',
      }),
    ).toBe('First gift on Mar 3, 2026');
    expect(
      explain({
        ...noGifts,
        status: 'lapsed',
        firstGiftDate: '2023-01-02',
        lastGiftDate: '2024-03-03',
      }),
    ).toBe('No gift since Mar 3, 2024');
    expect(
      explain({
        ...noGifts,
        status: 'cultivating',
        staffStage: 'cultivating',
        staffStageOn: '2026-03-03',
      }),
    ).toBe('Set by staff on Mar 3, 2026');
    // A stage stored before stages had a date.
    expect(explain({ ...noGifts, status: 'solicited' })).toBe('Set by staff');
  });
});

describe('money on donor letters', () => {
  it('is exact to the cent', () => {
    expect(formatExactDollars(1_250_50)).toBe('$1,250.50');
    expect(formatExactDollars(250_00)).toBe('$250.00');
    expect(formatExactDollars(29)).toBe('$0.29');
    expect(formatExactDollars(1_000_000_000_000)).toBe('$10,000,000,000.00');
  });

  it('needs the written receipt from $250.00, not at $249.99', () => {
    expect(needsWrittenReceipt(250_00)).toBe(true);
    expect(needsWrittenReceipt(249_99)).toBe(false);
  });
});
