import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './date-format.ts';

describe('formatDateTime in America/Chicago (the default)', () => {
  it('writes "MMM d, yyyy at h:mm a" with CST in winter and CDT in summer', () => {
    expect(formatDateTime(new Date('2026-01-15T15:04:00Z'))).toBe('Jan 15, 2026 at 9:04 AM CST');
    expect(formatDateTime(new Date('2026-07-04T17:30:00Z'))).toBe('Jul 4, 2026 at 12:30 PM CDT');
  });

  it('jumps from 1:59 AM CST to 3:00 AM CDT on the day summer time starts (Mar 8, 2026)', () => {
    expect(formatDateTime('2026-03-08T07:59:00Z')).toBe('Mar 8, 2026 at 1:59 AM CST');
    expect(formatDateTime('2026-03-08T08:00:00Z')).toBe('Mar 8, 2026 at 3:00 AM CDT');
  });

  it('shows 1:30 AM twice, first CDT then CST, on the day summer time ends (Nov 1, 2026)', () => {
    expect(formatDateTime('2026-11-01T06:30:00Z')).toBe('Nov 1, 2026 at 1:30 AM CDT');
    expect(formatDateTime('2026-11-01T07:30:00Z')).toBe('Nov 1, 2026 at 1:30 AM CST');
  });

  it('names the local day, not the UTC one, around midnight', () => {
    expect(formatDateTime('2026-01-16T05:59:00Z')).toBe('Jan 15, 2026 at 11:59 PM CST');
    expect(formatDateTime('2026-01-16T06:00:00Z')).toBe('Jan 16, 2026 at 12:00 AM CST');
  });

  it('answers a value that is not a time unchanged', () => {
    expect(formatDateTime('someday')).toBe('someday');
  });
});

describe('formatDateTime in another time zone', () => {
  it('uses that zone and its own abbreviation', () => {
    expect(formatDateTime('2026-03-08T08:00:00Z', 'America/Denver')).toBe(
      'Mar 8, 2026 at 1:00 AM MST',
    );
    expect(formatDateTime('2026-03-08T08:00:00Z', 'America/New_York')).toBe(
      'Mar 8, 2026 at 4:00 AM EDT',
    );
  });
});

describe('formatDay', () => {
  it('keeps a calendar date as it is, whatever the zone', () => {
    expect(formatDay('2026-03-08')).toBe('Mar 8, 2026');
    expect(formatDay('2026-11-01', 'Pacific/Kiritimati')).toBe('Nov 1, 2026');
  });

  it('names the day an instant falls on in the organisation time zone', () => {
    expect(formatDay(new Date('2026-03-08T05:59:00Z'))).toBe('Mar 7, 2026');
    expect(formatDay(new Date('2026-03-08T06:00:00Z'))).toBe('Mar 8, 2026');
    expect(formatDay('2026-11-02T05:30:00Z')).toBe('Nov 1, 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });
});
