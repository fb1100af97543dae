import { addMonthsToIsoDate } from '../common/calendar-day.ts';
import { describe, expect, it } from 'vitest';
import {
  computeExpirationDate,
  dashboardStatusLabel,
  daysLeftInTerm,
  documentDownloadFilename,
  isDestructiveStatus,
  isWaitingStatus,
  statusTone,
  listStatusLabel,
} from './rules.ts';
import { todayIsoDate } from '../common/calendar-day.ts';

describe('status labels (admin spec §4)', () => {
  it('labels known statuses the same everywhere', () => {
    expect(listStatusLabel('pending')).toBe('Pending Signature');
    expect(dashboardStatusLabel('pending')).toBe('Pending Signature');
    expect(listStatusLabel('expired')).toBe('Expired');
  });

  it('shows an unknown status as Draft in the list and raw on the dashboard', () => {
    expect(listStatusLabel('archived')).toBe('Draft');
    expect(dashboardStatusLabel('archived')).toBe('archived');
  });

  it('uses the destructive style for Expired only, and the waiting style for Pending Signature', () => {
    expect(isDestructiveStatus('expired')).toBe(true);
    expect(isWaitingStatus('pending')).toBe(true);
    for (const status of ['draft', 'pending', 'sent', 'viewed', 'completed', 'unknown']) {
      expect(isDestructiveStatus(status)).toBe(false);
    }
    for (const status of ['draft', 'expired', 'sent', 'viewed', 'completed', 'unknown']) {
      expect(isWaitingStatus(status)).toBe(false);
    }
  });

  it('gives each status the tone of its badge: a fault, a wait, done, not sent, or plain', () => {
    const tones = ['expired', 'pending', 'completed', 'draft', 'sent', 'viewed', 'unknown'].map(
      statusTone,
    );
    expect(tones).toEqual([
      'destructive',
      'waiting',
      'success',
      'muted',
      'default',
      'default',
      'default',
    ]);
  });
});

describe('term arithmetic', () => {
  it('adds whole months, across years', () => {
    expect(computeExpirationDate('2026-01-15', 12)).toBe('2027-01-15');
    expect(computeExpirationDate('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToIsoDate('2026-05-10', 600)).toBe('2076-05-10');
  });

  it("uses the month's last day when the day does not exist there", () => {
    expect(addMonthsToIsoDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToIsoDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToIsoDate('2026-03-31', 6)).toBe('2026-09-30');
  });

  it('counts whole days left: 0 on the last day, negative after, across DST changes', () => {
    expect(daysLeftInTerm('2026-01-15', '2026-01-15')).toBe(0);
    expect(daysLeftInTerm('2026-01-15', '2026-01-16')).toBe(-1);
    expect(daysLeftInTerm('2027-01-15', '2026-01-15')).toBe(365);
    expect(daysLeftInTerm('2026-03-09', '2026-03-07')).toBe(2); // US DST starts Mar 8
  });

  it("takes today's date in Texas, not in UTC", () => {
    expect(todayIsoDate(new Date('2026-01-16T03:30:00Z'))).toBe('2026-01-15');
    expect(todayIsoDate(new Date('2026-01-16T06:30:00Z'))).toBe('2026-01-16');
    expect(todayIsoDate(new Date('2026-07-01T04:59:00Z'))).toBe('2026-06-30'); // CDT, UTC-5
  });
});

describe('documentDownloadFilename (admin spec §2)', () => {
  it('replaces every non-alphanumeric character with "_" and adds .docx', () => {
    expect(documentDownloadFilename('Robotics Lab: Pilot NDA (2026)')).toBe(
      'Robotics_Lab__Pilot_NDA__2026_.docx',
    );
    expect(documentDownloadFilename('Mutual NDA')).toBe('Mutual_NDA.docx');
    expect(documentDownloadFilename('Café & Co.')).toBe('Caf____Co_.docx');
    expect(documentDownloadFilename('NDA-v2.final')).toBe('NDA_v2_final.docx');
  });
});
