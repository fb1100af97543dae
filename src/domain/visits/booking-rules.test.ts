import { describe, expect, it } from 'vitest';
import {
  bookingClosesAt,
  holdsSeats,
  isBookingOpen,
  offerExpiresAt,
  placeFor,
  reminderDue,
  seatsLeft,
  seatsTaken,
  whoToOffer,
} from './booking-rules.ts';

const startsAt = new Date('2026-11-07T16:00:00Z');
const session = { startsAt, cutoffMinutes: 120, status: 'scheduled' as const };
const minute = 60_000;
const hour = 60 * minute;

describe('the booking cut-off', () => {
  it('closes bookings cutoffMinutes before the start; that minute is closed', () => {
    const closes = bookingClosesAt(session);
    expect(closes.toISOString()).toBe('2026-11-07T14:00:00.000Z');
    expect(isBookingOpen(session, new Date(closes.getTime() - 1))).toBe(true);
    expect(isBookingOpen(session, new Date(closes.getTime() - minute))).toBe(true);
    expect(isBookingOpen(session, closes)).toBe(false);
    expect(isBookingOpen(session, new Date(closes.getTime() + minute))).toBe(false);
  });

  it('is closed for a cancelled session and, with no cut-off, at the start', () => {
    expect(isBookingOpen({ ...session, status: 'cancelled' }, new Date(0))).toBe(false);
    const noCutoff = { ...session, cutoffMinutes: 0 };
    expect(isBookingOpen(noCutoff, new Date(startsAt.getTime() - 1))).toBe(true);
    expect(isBookingOpen(noCutoff, startsAt)).toBe(false);
  });
});

describe('seats', () => {
  const bookings = [
    { status: 'booked' as const, partySize: 3 },
    { status: 'offered' as const, partySize: 2 },
    { status: 'waiting' as const, partySize: 4 },
    { status: 'cancelled' as const, partySize: 5 },
  ];

  it('are held by booked and offered families only', () => {
    expect(bookings.map((booking) => holdsSeats(booking.status))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(seatsTaken(bookings)).toBe(5);
    expect(seatsTaken([])).toBe(0);
  });

  it('left are never below zero', () => {
    expect(seatsLeft(12, 5)).toBe(7);
    expect(seatsLeft(12, 12)).toBe(0);
    expect(seatsLeft(4, 5)).toBe(0);
  });

  it('go to a party that fits whole, else it waits', () => {
    expect(placeFor(12, 9, 3)).toBe('booked'); // the last three seats
    expect(placeFor(12, 10, 3)).toBe('waiting'); // two left: the family is not split
    expect(placeFor(1, 0, 1)).toBe('booked');
    expect(placeFor(1, 1, 1)).toBe('waiting');
  });
});

describe('whoToOffer', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));
  const waiting = [
    { id: 'late-small', partySize: 1, createdAt: at(30) },
    { id: 'first-large', partySize: 4, createdAt: at(10) },
    { id: 'second-pair', partySize: 2, createdAt: at(20) },
  ];

  it('offers in the order families asked, each whose party fits what is still free', () => {
    expect(whoToOffer(waiting, 4).map((entry) => entry.id)).toEqual(['first-large']);
    expect(whoToOffer(waiting, 6).map((entry) => entry.id)).toEqual(['first-large', 'second-pair']);
    expect(whoToOffer(waiting, 7).map((entry) => entry.id)).toEqual([
      'first-large',
      'second-pair',
      'late-small',
    ]);
  });

  it('passes over a party too large for the seats, to one that fits', () => {
    expect(whoToOffer(waiting, 3).map((entry) => entry.id)).toEqual(['second-pair', 'late-small']);
    expect(whoToOffer(waiting, 0)).toEqual([]);
    expect(whoToOffer([], 5)).toEqual([]);
  });
});

describe('offerExpiresAt', () => {
  it('holds a freed seat for a day', () => {
    const now = new Date('2026-11-01T12:00:00Z');
    expect(offerExpiresAt(session, now).toISOString()).toBe('2026-11-02T12:00:00.000Z');
  });

  it('never past the cut-off', () => {
    const now = new Date('2026-11-07T02:00:00Z');
    expect(offerExpiresAt(session, now).toISOString()).toBe('2026-11-07T14:00:00.000Z');
  });
});

describe('reminderDue', () => {
  const bookedEarly = { bookedAt: new Date(startsAt.getTime() - 10 * 24 * hour), sent: [] };
  const at = (beforeStart: number) => new Date(startsAt.getTime() - beforeStart);

  it('is the two-day reminder from 48 hours before, once', () => {
    expect(reminderDue(bookedEarly, startsAt, at(48 * hour + 1))).toBeNull();
    expect(reminderDue(bookedEarly, startsAt, at(48 * hour))).toBe('2-days');
    expect(reminderDue(bookedEarly, startsAt, at(3 * hour))).toBe('2-days');
    expect(reminderDue({ ...bookedEarly, sent: ['2-days'] }, startsAt, at(3 * hour))).toBeNull();
  });

  it('is the two-hour reminder from 2 hours before until the start, once', () => {
    const twoDaysSent = { ...bookedEarly, sent: ['2-days' as const] };
    expect(reminderDue(twoDaysSent, startsAt, at(2 * hour))).toBe('2-hours');
    expect(reminderDue(twoDaysSent, startsAt, at(1))).toBe('2-hours');
    expect(reminderDue(twoDaysSent, startsAt, startsAt)).toBeNull();
    expect(
      reminderDue({ ...bookedEarly, sent: ['2-days', '2-hours'] }, startsAt, at(hour)),
    ).toBeNull();
    // After a pause in the job, the two-hour reminder is the one that still matters.
    expect(reminderDue(bookedEarly, startsAt, at(hour))).toBe('2-hours');
  });

  it('is not sent when its moment had passed at booking', () => {
    const bookedDayBefore = { bookedAt: at(24 * hour), sent: [] };
    expect(reminderDue(bookedDayBefore, startsAt, at(20 * hour))).toBeNull();
    expect(reminderDue(bookedDayBefore, startsAt, at(2 * hour))).toBe('2-hours');
    const bookedLastMinute = { bookedAt: at(30 * minute), sent: [] };
    expect(reminderDue(bookedLastMinute, startsAt, at(10 * minute))).toBeNull();
    // Booked at the reminder's very moment: it is not sent (they have just read the confirmation).
    const bookedOnTheMoment = { bookedAt: at(48 * hour), sent: [] };
    expect(reminderDue(bookedOnTheMoment, startsAt, at(47 * hour))).toBeNull();
    // Booked a millisecond before it: the reminder's moment had not passed.
    const bookedAtMoment = { bookedAt: at(48 * hour + 1), sent: [] };
    expect(reminderDue(bookedAtMoment, startsAt, at(47 * hour))).toBe('2-days');
  });
});
