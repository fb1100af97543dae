import { describe, expect, it } from 'vitest';
import { happensOn, occurrenceDays, recurrenceSchema, type Recurrence } from './recurrence.ts';

const open = { startsOn: '2026-01-01', endsOn: null };

describe('occurrenceDays', () => {
  it('finds every Saturday (2026-01-03 is one)', () => {
    const rule: Recurrence = { kind: 'weekly', weekday: 6, everyWeeks: 1 };
    expect(occurrenceDays(rule, open, '2026-01-01', '2026-01-31')).toEqual([
      '2026-01-03',
      '2026-01-10',
      '2026-01-17',
      '2026-01-24',
      '2026-01-31',
    ]);
  });

  it('finds every other Wednesday, counted from the first day', () => {
    const rule: Recurrence = { kind: 'weekly', weekday: 3, everyWeeks: 2 };
    const event = { startsOn: '2026-01-05', endsOn: null }; // a Monday
    expect(occurrenceDays(rule, event, '2026-01-01', '2026-02-28')).toEqual([
      '2026-01-07',
      '2026-01-21',
      '2026-02-04',
      '2026-02-18',
    ]);
  });

  it('finds every other Wednesday when the first day is the day before one', () => {
    const rule: Recurrence = { kind: 'weekly', weekday: 3, everyWeeks: 2 };
    const event = { startsOn: '2026-01-06', endsOn: null }; // a Tuesday
    expect(occurrenceDays(rule, event, '2026-01-01', '2026-02-10')).toEqual([
      '2026-01-07',
      '2026-01-21',
      '2026-02-04',
    ]);
  });

  it('has no last day when none is set, years on', () => {
    const rule: Recurrence = { kind: 'weekly', weekday: 6, everyWeeks: 1 };
    expect(happensOn(rule, open, '2030-01-05')).toBe(true);
  });

  it('finds the second Tuesday of each month', () => {
    const rule: Recurrence = { kind: 'monthly', weekday: 2, nth: 2 };
    expect(occurrenceDays(rule, open, '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-13',
      '2026-02-10',
      '2026-03-10',
      '2026-04-14',
    ]);
  });

  it('finds the first and the last Friday of a month', () => {
    expect(
      occurrenceDays({ kind: 'monthly', weekday: 5, nth: 1 }, open, '2026-05-01', '2026-05-31'),
    ).toEqual(['2026-05-01']);
    expect(
      occurrenceDays({ kind: 'monthly', weekday: 5, nth: -1 }, open, '2026-05-01', '2026-05-31'),
    ).toEqual(['2026-05-29']);
    // The fourth Friday is not the last when the month has five.
    expect(
      occurrenceDays({ kind: 'monthly', weekday: 5, nth: 4 }, open, '2026-05-01', '2026-05-31'),
    ).toEqual(['2026-05-22']);
  });

  it('finds weekdays only, Monday to Friday', () => {
    expect(occurrenceDays({ kind: 'weekdays' }, open, '2026-01-02', '2026-01-06')).toEqual([
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
    ]);
  });

  it('finds a one-day event on its day only', () => {
    const event = { startsOn: '2027-03-10', endsOn: null };
    expect(occurrenceDays({ kind: 'once' }, event, '2027-03-01', '2027-03-31')).toEqual([
      '2027-03-10',
    ]);
    expect(occurrenceDays({ kind: 'once' }, event, '2027-03-11', '2027-03-31')).toEqual([]);
  });

  it('keeps within the first and the last day, both included', () => {
    const rule: Recurrence = { kind: 'weekly', weekday: 6, everyWeeks: 1 };
    const event = { startsOn: '2026-01-10', endsOn: '2026-01-24' };
    expect(occurrenceDays(rule, event, '2026-01-01', '2026-02-28')).toEqual([
      '2026-01-10',
      '2026-01-17',
      '2026-01-24',
    ]);
    expect(happensOn(rule, event, '2026-01-03')).toBe(false);
    expect(happensOn(rule, event, '2026-01-31')).toBe(false);
  });

  it('is empty for a range that ends before it starts', () => {
    expect(occurrenceDays({ kind: 'weekdays' }, open, '2026-01-10', '2026-01-09')).toEqual([]);
  });
});

describe('recurrenceSchema', () => {
  it('reads each kind of rule', () => {
    for (const rule of [
      { kind: 'once' },
      { kind: 'weekly', weekday: 0, everyWeeks: 1 },
      { kind: 'weekly', weekday: 6, everyWeeks: 2 },
      { kind: 'monthly', weekday: 2, nth: 2 },
      { kind: 'monthly', weekday: 6, nth: 4 },
      { kind: 'monthly', weekday: 5, nth: -1 },
      { kind: 'weekdays' },
    ]) {
      expect(recurrenceSchema.parse(rule)).toEqual(rule);
    }
  });

  it('refuses a rule without its kind and days outside the week', () => {
    expect(recurrenceSchema.safeParse({}).success).toBe(false);
    expect(recurrenceSchema.safeParse({ kind: '' }).success).toBe(false);
    expect(recurrenceSchema.safeParse({ kind: 'monthly', weekday: -1, nth: 1 }).success).toBe(
      false,
    );
    expect(recurrenceSchema.safeParse({ kind: 'monthly', weekday: 7, nth: 1 }).success).toBe(false);
    expect(recurrenceSchema.safeParse({ kind: 'monthly', weekday: 3, nth: 0 }).success).toBe(false);
  });

  it('defaults a weekly rule to every week and refuses other intervals and days', () => {
    expect(recurrenceSchema.parse({ kind: 'weekly', weekday: 6 })).toEqual({
      kind: 'weekly',
      weekday: 6,
      everyWeeks: 1,
    });
    expect(recurrenceSchema.safeParse({ kind: 'weekly', weekday: 7 }).success).toBe(false);
    expect(recurrenceSchema.safeParse({ kind: 'weekly', weekday: 1, everyWeeks: 3 }).success).toBe(
      false,
    );
    expect(recurrenceSchema.safeParse({ kind: 'monthly', weekday: 2, nth: 5 }).success).toBe(false);
    expect(recurrenceSchema.safeParse({ kind: 'yearly' }).success).toBe(false);
  });
});
