import { describe, expect, it } from 'vitest';
import { hasTakenPlace } from './virtual-tours.ts';

describe('hasTakenPlace', () => {
  it('keeps a tour bookable through the last day of its month', () => {
    expect(hasTakenPlace('2026-01', '2025-12-31')).toBe(false);
    expect(hasTakenPlace('2026-01', '2026-01-01')).toBe(false);
    expect(hasTakenPlace('2026-01', '2026-01-31')).toBe(false);
  });

  it('says it took place from the first day of the next month', () => {
    expect(hasTakenPlace('2026-01', '2026-02-01')).toBe(true);
    expect(hasTakenPlace('2026-12', '2027-01-01')).toBe(true);
  });

  it('compares years before months', () => {
    expect(hasTakenPlace('2027-03', '2026-11-28')).toBe(false);
    expect(hasTakenPlace('2025-12', '2026-01-15')).toBe(true);
  });
});
