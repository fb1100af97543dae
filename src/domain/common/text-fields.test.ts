import { describe, expect, it } from 'vitest';
import { isoDate, isoDateTime } from './text-fields.ts';

describe('dates', () => {
  it('accept real dates from 1900 to 2199 only (PostgreSQL has no year 0)', () => {
    for (const ok of ['1900-01-01', '2026-02-28', '2199-12-31']) {
      expect(isoDate.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['0000-01-01', '1899-12-31', '2200-01-01', '2026-02-30', '26-1-1']) {
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('accept ISO times with an offset in the same years', () => {
    const time = isoDateTime('Use an ISO date and time');
    expect(time.safeParse('2026-03-01T09:00:00-06:00').success).toBe(true);
    expect(time.safeParse('0000-06-01T00:00:00Z').success).toBe(false);
    expect(time.safeParse('9999-12-31T23:59:59Z').success).toBe(false);
    expect(time.safeParse('2026-03-01 09:00').success).toBe(false);
    // A malformed time gets its own message only, not also the range.
    expect(time.safeParse('soon').error?.issues.map((issue) => issue.message)).toEqual([
      'Use an ISO date and time',
    ]);
  });
});
