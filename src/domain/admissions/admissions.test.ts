import { describe, expect, it } from 'vitest';
import {
  canAccept,
  canAnswer,
  DEFAULT_OFFER_DAYS,
  hasLapsed,
  isReminderDue,
  lastAnswerDay,
  offerDeadline,
  offersPossible,
  replacementOffers,
  seatsFree,
  type OfferState,
} from './admissions.ts';

const HOUR = 60 * 60_000;

describe('seats', () => {
  it('counts free seats as capacity less open offers and acceptances, never below zero', () => {
    expect(seatsFree({ capacity: 2, offersOpen: 0, accepted: 0 })).toBe(2);
    expect(seatsFree({ capacity: 2, offersOpen: 1, accepted: 0 })).toBe(1);
    expect(seatsFree({ capacity: 2, offersOpen: 1, accepted: 1 })).toBe(0);
    // Capacity lowered below what is already promised.
    expect(seatsFree({ capacity: 1, offersOpen: 1, accepted: 1 })).toBe(0);
    expect(seatsFree({ capacity: 0, offersOpen: 0, accepted: 0 })).toBe(0);
  });

  it('makes at most as many offers as there are free seats', () => {
    const counts = { capacity: 3, offersOpen: 1, accepted: 0 };
    expect(offersPossible(1, counts)).toBe(1);
    expect(offersPossible(2, counts)).toBe(2);
    expect(offersPossible(5, counts)).toBe(2);
    expect(offersPossible(0, counts)).toBe(0);
    expect(offersPossible(-1, counts)).toBe(0);
    expect(offersPossible(4, { capacity: 3, offersOpen: 2, accepted: 1 })).toBe(0);
  });

  it('accepts while acceptances are below capacity', () => {
    expect(canAccept({ capacity: 2, accepted: 1 })).toBe(true);
    expect(canAccept({ capacity: 2, accepted: 2 })).toBe(false);
    expect(canAccept({ capacity: 0, accepted: 0 })).toBe(false);
  });

  it('replaces a freed offer only with auto-advance on, and only while the seat is free', () => {
    const counts = { capacity: 3, offersOpen: 0, accepted: 1 };
    expect(replacementOffers({ autoAdvance: true }, counts)).toBe(1);
    expect(replacementOffers({ autoAdvance: true }, counts, 2)).toBe(2);
    expect(replacementOffers({ autoAdvance: true }, counts, 3)).toBe(2);
    expect(replacementOffers({ autoAdvance: true }, counts, 0)).toBe(0);
    expect(replacementOffers({ autoAdvance: false }, counts)).toBe(0);
    expect(replacementOffers({ autoAdvance: true }, { ...counts, offersOpen: 2 })).toBe(0);
  });
});

describe('offerDeadline', () => {
  it('ends with the 7th day after the offer, at midnight in Texas', () => {
    // Monday, March 2, 2026, 10:00 AM CST.
    const offeredAt = new Date('2026-03-02T16:00:00Z');
    const deadline = offerDeadline(offeredAt);
    // Midnight at the end of Monday, March 9 (CDT from March 8): 05:00 UTC on March 10.
    expect(deadline.toISOString()).toBe('2026-03-10T05:00:00.000Z');
    expect(lastAnswerDay(deadline)).toBe('2026-03-09');
    expect(DEFAULT_OFFER_DAYS).toBe(7);
  });

  it('counts from the day in Texas, not in UTC', () => {
    // 11:30 PM CST on Jan 5 is already Jan 6 in UTC.
    const lateEvening = new Date('2026-01-06T05:30:00Z');
    expect(lastAnswerDay(offerDeadline(lateEvening, 1))).toBe('2026-01-06');
    expect(offerDeadline(lateEvening, 1).toISOString()).toBe('2026-01-07T06:00:00.000Z');
  });

  it('takes another number of days and another time zone', () => {
    const offeredAt = new Date('2026-06-01T12:00:00Z');
    expect(offerDeadline(offeredAt, 3, 'UTC').toISOString()).toBe('2026-06-05T00:00:00.000Z');
  });
});

describe('an offer over time', () => {
  const deadline = new Date('2026-03-10T05:00:00Z');
  const open: OfferState = { status: 'open', deadline, remindedAt: null };
  const before = (ms: number) => new Date(deadline.getTime() - ms);

  it('can be answered until the deadline, and has lapsed from it', () => {
    expect(canAnswer(open, before(1))).toBe(true);
    expect(canAnswer(open, deadline)).toBe(false);
    expect(hasLapsed(open, before(1))).toBe(false);
    expect(hasLapsed(open, deadline)).toBe(true);
    for (const status of ['accepted', 'declined', 'lapsed', 'withdrawn'] as const) {
      expect(canAnswer({ ...open, status }, before(HOUR))).toBe(false);
      expect(hasLapsed({ ...open, status }, deadline)).toBe(false);
    }
  });

  it('is reminded once, from 48 hours before the deadline', () => {
    expect(isReminderDue(open, before(48 * HOUR + 1))).toBe(false);
    expect(isReminderDue(open, before(48 * HOUR))).toBe(true);
    expect(isReminderDue(open, before(1))).toBe(true);
    expect(isReminderDue(open, deadline)).toBe(false);
    expect(isReminderDue({ ...open, remindedAt: before(47 * HOUR) }, before(HOUR))).toBe(false);
    expect(isReminderDue({ ...open, status: 'accepted' }, before(HOUR))).toBe(false);
  });
});
