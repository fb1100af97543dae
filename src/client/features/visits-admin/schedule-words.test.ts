import { describe, expect, it } from 'vitest';
import { clockWords, scheduleSpanWords, scheduleWords } from './schedule-words.ts';

const at = (localTime: string) => ({ startsOn: '2027-03-10', localTime });

describe('scheduleWords', () => {
  it('says a weekly visit by its day, and every other week as such', () => {
    expect(
      scheduleWords({ recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 }, ...at('10:00') }),
    ).toBe('Every Saturday at 10:00 AM');
    expect(
      scheduleWords({ recurrence: { kind: 'weekly', weekday: 3, everyWeeks: 2 }, ...at('10:00') }),
    ).toBe('Every other Wednesday at 10:00 AM');
  });

  it('says the nth weekday of each month, the last one included', () => {
    expect(
      scheduleWords({ recurrence: { kind: 'monthly', weekday: 2, nth: 2 }, ...at('19:00') }),
    ).toBe('The second Tuesday of each month at 7:00 PM');
    expect(
      scheduleWords({ recurrence: { kind: 'monthly', weekday: 5, nth: -1 }, ...at('12:00') }),
    ).toBe('The last Friday of each month at 12:00 PM');
  });

  it('says weekdays, and a single day with its date', () => {
    expect(scheduleWords({ recurrence: { kind: 'weekdays' }, ...at('10:00') })).toBe(
      'Weekdays at 10:00 AM',
    );
    expect(scheduleWords({ recurrence: { kind: 'once' }, ...at('18:00') })).toBe(
      'Once: Mar 10, 2027 at 6:00 PM',
    );
  });
});

describe('clockWords', () => {
  it('reads the 24-hour clock as the admin writes times', () => {
    expect(clockWords('00:30')).toBe('12:30 AM');
    expect(clockWords('09:05')).toBe('9:05 AM');
    expect(clockWords('12:00')).toBe('12:00 PM');
    expect(clockWords('23:59')).toBe('11:59 PM');
  });
});

describe('scheduleSpanWords', () => {
  it('gives the first and last day of a repeating visit, and nothing for one day', () => {
    const weekly = { kind: 'weekly', weekday: 6, everyWeeks: 1 } as const;
    expect(scheduleSpanWords({ recurrence: weekly, startsOn: '2027-03-06', endsOn: null })).toBe(
      'From Mar 6, 2027, no last day',
    );
    expect(
      scheduleSpanWords({ recurrence: weekly, startsOn: '2027-03-06', endsOn: '2027-06-26' }),
    ).toBe('From Mar 6, 2027 to Jun 26, 2027');
    expect(
      scheduleSpanWords({ recurrence: { kind: 'once' }, startsOn: '2027-03-10', endsOn: null }),
    ).toBeNull();
  });
});
