import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './date-format.ts';
import { formatDateTimeIn, formatDayIn } from './localized-date-format.ts';

describe('dates and times in the reader’s language', () => {
  it('are date-format.ts as it is in English', () => {
    const at = new Date('2026-03-08T08:00:00Z');
    expect(formatDateTimeIn('en', at)).toBe(formatDateTime(at));
    expect(formatDayIn('en', at, 'America/Denver')).toBe(formatDay(at, 'America/Denver'));
  });

  it('write the Spanish day and time with the same zone abbreviation', () => {
    expect(formatDateTimeIn('es', new Date('2026-03-08T08:00:00Z'))).toBe(
      '8 de marzo de 2026 a las 3:00 a. m. CDT',
    );
    expect(formatDateTimeIn('es', new Date('2026-01-15T19:04:00Z'))).toBe(
      '15 de enero de 2026 a la 1:04 p. m. CST',
    );
    expect(formatDateTimeIn('es', new Date('2026-07-04T17:30:00Z'))).toBe(
      '4 de julio de 2026 a las 12:30 p. m. CDT',
    );
    expect(formatDateTimeIn('es', new Date('2026-01-16T06:00:00Z'))).toBe(
      '16 de enero de 2026 a las 12:00 a. m. CST',
    );
    expect(formatDateTimeIn('es', new Date('2026-03-08T08:00:00Z'), 'America/New_York')).toBe(
      '8 de marzo de 2026 a las 4:00 a. m. EDT',
    );
  });

  it('name the day in the organisation’s time zone, not in UTC', () => {
    expect(formatDayIn('es', new Date('2026-01-16T05:59:00Z'))).toBe('15 de enero de 2026');
  });
});
