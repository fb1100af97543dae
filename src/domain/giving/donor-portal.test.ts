import { describe, expect, it } from 'vitest';
import { pausedUntilOn } from './donor-portal.ts';

describe('pausedUntilOn', () => {
  const active = (pausedUntil: string | null) => ({ status: 'active' as const, pausedUntil });

  it('is the day payments start again while that day is still ahead', () => {
    expect(pausedUntilOn(active('2026-04-15'), '2026-04-14')).toBe('2026-04-15');
  });

  it('is over on the day itself and after it', () => {
    expect(pausedUntilOn(active('2026-04-15'), '2026-04-15')).toBeNull();
    expect(pausedUntilOn(active('2026-04-15'), '2026-05-01')).toBeNull();
  });

  it('is null for a gift never paused and for a cancelled one', () => {
    expect(pausedUntilOn(active(null), '2026-04-14')).toBeNull();
    expect(
      pausedUntilOn({ status: 'cancelled', pausedUntil: '2026-04-15' }, '2026-04-14'),
    ).toBeNull();
  });
});
