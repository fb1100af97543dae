import { describe, expect, it } from 'vitest';
import { rangeOf, todayIn } from './session-range.ts';

describe('the days a range choice shows', () => {
  it('takes this week from its Sunday to its Saturday, days already past included', () => {
    expect(rangeOf('this-week', '2026-03-11')).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(rangeOf('this-week', '2026-03-08')).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(rangeOf('this-week', '2026-03-14')).toEqual({ from: '2026-03-08', to: '2026-03-14' });
  });

  it('takes the next 30 days from today, as the server does by default', () => {
    expect(rangeOf('next-30-days', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-01-14' });
  });

  it('counts today in Texas, not in UTC', () => {
    // 11:30 PM on Mar 13 in Texas is already Mar 14 in UTC.
    expect(todayIn(new Date('2026-03-14T04:30:00.000Z'), 'America/Chicago')).toBe('2026-03-13');
  });
});
