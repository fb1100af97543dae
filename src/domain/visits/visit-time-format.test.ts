import { describe, expect, it } from 'vitest';
import { formatVisitClock, formatVisitDay, formatVisitTime } from './visit-time-format.ts';

describe('a visit’s time in words', () => {
  it('says the Texas wall-clock time with the zone, on both sides of the November change', () => {
    expect(formatVisitTime('en', new Date('2026-10-31T15:00:00Z'))).toBe(
      'Saturday, October 31, 2026, 10:00 AM CT',
    );
    expect(formatVisitTime('en', new Date('2026-11-07T16:00:00Z'))).toBe(
      'Saturday, November 7, 2026, 10:00 AM CT',
    );
  });

  it('writes Spanish from parts, with the zone named', () => {
    expect(formatVisitTime('es', new Date('2026-11-07T16:00:00Z'))).toBe(
      'sábado, 7 de noviembre de 2026, 10:00 a. m. (hora del centro)',
    );
    expect(formatVisitClock('es', new Date('2026-11-10T19:05:00Z'))).toBe(
      '1:05 p. m. (hora del centro)',
    );
  });

  it('writes noon and midnight as 12', () => {
    expect(formatVisitClock('en', new Date('2026-07-04T17:00:00Z'))).toBe('12:00 PM CT');
    expect(formatVisitClock('en', new Date('2026-07-04T05:30:00Z'))).toBe('12:30 AM CT');
  });

  it('names the day alone for a subject line', () => {
    expect(formatVisitDay('en', new Date('2026-11-07T16:00:00Z'))).toBe('November 7');
    expect(formatVisitDay('es', new Date('2026-11-07T16:00:00Z'))).toBe('7 de noviembre');
  });
});
