import { describe, expect, it } from 'vitest';
import { offerDeadline } from './admissions.ts';
import { formatOfferDeadline, seatsCount } from './offer-deadline-format.ts';

describe('formatOfferDeadline', () => {
  // Offered on Sunday, November 29, 2026 in Texas, 7 days: stored as Monday, December 7, 00:00.
  const deadline = offerDeadline(new Date('2026-11-29T18:00:00Z'), 7);

  it('names the last day and its last minute, not the midnight after it', () => {
    expect(deadline.toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(formatOfferDeadline(deadline, 'en')).toBe(
      '11:59 p.m. on Sunday, December 6, 2026 (Central Time)',
    );
    expect(formatOfferDeadline(deadline.toISOString(), 'es')).toBe(
      '11:59 p. m. del domingo, 6 de diciembre de 2026 (hora central)',
    );
  });

  it('counts seats in the singular and the plural', () => {
    expect(seatsCount(1)).toBe('1 seat');
    expect(seatsCount(2)).toBe('2 seats');
  });
});
