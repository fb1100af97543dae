import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  addMonthsToIsoDate,
  isoDayIn,
  wallTimeIn,
  nextIsoDay,
  startOfIsoDayIn,
} from './calendar-day.ts';

describe('startOfIsoDayIn', () => {
  it('is midnight in Chicago, in standard and in daylight time', () => {
    expect(startOfIsoDayIn('2026-01-15').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(startOfIsoDayIn('2026-07-04').toISOString()).toBe('2026-07-04T05:00:00.000Z');
  });

  it('is right on the days the clocks change (at 2 AM), so those days are 23 and 25 hours', () => {
    expect(startOfIsoDayIn('2026-03-08').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfIsoDayIn('2026-03-09').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfIsoDayIn('2026-11-01').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfIsoDayIn('2026-11-02').toISOString()).toBe('2026-11-02T06:00:00.000Z');
  });

  it('works in other time zones and agrees with isoDayIn at the edges', () => {
    expect(startOfIsoDayIn('2026-06-01', 'Europe/Berlin').toISOString()).toBe(
      '2026-05-31T22:00:00.000Z',
    );
    expect(startOfIsoDayIn('2026-06-01', 'UTC').toISOString()).toBe('2026-06-01T00:00:00.000Z');
    for (const day of ['2026-03-08', '2026-03-09', '2026-11-01', '2026-12-31']) {
      const start = startOfIsoDayIn(day);
      expect(isoDayIn(start)).toBe(day);
      expect(isoDayIn(new Date(start.getTime() - 1))).not.toBe(day);
    }
  });
});

describe('nextIsoDay', () => {
  it('crosses months, years and leap days', () => {
    expect(nextIsoDay('2026-01-31')).toBe('2026-02-01');
    expect(nextIsoDay('2028-02-28')).toBe('2028-02-29');
    expect(nextIsoDay('2026-12-31')).toBe('2027-01-01');
    expect(nextIsoDay('2026-03-08')).toBe('2026-03-09');
  });
});

describe('ISO date arithmetic', () => {
  it('adds months on the same day, or the last day of a shorter month, counted from the original day', () => {
    expect(addMonthsToIsoDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToIsoDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToIsoDate('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonthsToIsoDate('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonthsToIsoDate('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsToIsoDate('2026-05-10', 0)).toBe('2026-05-10');
  });
  it('adds and subtracts days across months, years and a leap day', () => {
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToIsoDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToIsoDate('2026-03-08', 0)).toBe('2026-03-08');
  });
});

describe('wallTimeIn', () => {
  it('is 10:00 in Texas on both sides of the November clock change', () => {
    // Saturday before the change (CDT, UTC-5) and the one after (CST, UTC-6).
    expect(wallTimeIn('2026-10-31', '10:00').toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(wallTimeIn('2026-11-07', '10:00').toISOString()).toBe('2026-11-07T16:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    expect(wallTimeIn('2026-11-01', '19:00').toISOString()).toBe('2026-11-02T01:00:00.000Z');
    expect(wallTimeIn('2026-03-08', '19:00').toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(wallTimeIn('2026-11-01', '00:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads other time zones too', () => {
    expect(wallTimeIn('2026-07-01', '09:15', 'UTC').toISOString()).toBe('2026-07-01T09:15:00.000Z');
  });
});
