import { describe, expect, it } from 'vitest';
import {
  backupDayDue,
  backupFileName,
  backupsToDelete,
  formatFileSize,
  isBackupFileName,
  listBackupFiles,
} from './backups.ts';

const CHICAGO = 'America/Chicago';

describe('backupDayDue', () => {
  // 2026-11-27 in Chicago is UTC-6: local midnight is 06:00Z, 2 AM is 08:00Z.
  it('is not due before 2 AM local time', () => {
    expect(backupDayDue(new Date('2026-11-27T07:59:59.999Z'), '2026-11-25', CHICAGO)).toBeNull();
  });
  it('is due from 2 AM local time, for the local day', () => {
    expect(backupDayDue(new Date('2026-11-27T08:00:00Z'), '2026-11-26', CHICAGO)).toBe(
      '2026-11-27',
    );
  });
  it('uses the local day, not the UTC one, late in the evening', () => {
    // 23:30 in Chicago on the 27th is 05:30Z on the 28th.
    expect(backupDayDue(new Date('2026-11-28T05:30:00Z'), '2026-11-26', CHICAGO)).toBe(
      '2026-11-27',
    );
  });
  it('is not due twice on one day, nor for a day already claimed ahead', () => {
    expect(backupDayDue(new Date('2026-11-27T20:00:00Z'), '2026-11-27', CHICAGO)).toBeNull();
    expect(backupDayDue(new Date('2026-11-27T20:00:00Z'), '2026-11-28', CHICAGO)).toBeNull();
  });
  it('is due on a first start with no backup yet', () => {
    expect(backupDayDue(new Date('2026-11-27T20:00:00Z'), null, CHICAGO)).toBe('2026-11-27');
  });
  it('takes another hour', () => {
    const now = new Date('2026-11-27T10:00:00Z'); // 4 AM in Chicago
    expect(backupDayDue(now, null, CHICAGO, 4)).toBe('2026-11-27');
    expect(backupDayDue(now, null, CHICAGO, 5)).toBeNull();
  });
});

describe('backup file names', () => {
  it('name a backup by its start, in UTC, sortably', () => {
    expect(backupFileName(new Date('2026-11-27T08:00:05.123Z'))).toBe(
      'backup-2026-11-27T08-00-05Z.sql.gz',
    );
  });
  it('recognise finished backups only', () => {
    expect(isBackupFileName('backup-2026-11-27T08-00-05Z.sql.gz')).toBe(true);
    expect(isBackupFileName('backup-2026-11-27T08-00-05Z.sql.gz.partial')).toBe(false);
    expect(isBackupFileName('xbackup-2026-11-27T08-00-05Z.sql.gz')).toBe(false);
    expect(isBackupFileName('backup-2026-11-27.sql.gz')).toBe(false);
    expect(isBackupFileName('notes.txt')).toBe(false);
  });
  const names = [
    'backup-2026-11-25T08-00-00Z.sql.gz',
    'backup-2026-11-27T08-00-00Z.sql.gz',
    'backup-2026-11-28T08-00-00Z.sql.gz.partial',
    'backup-2026-11-26T08-00-00Z.sql.gz',
    'README.txt',
  ];
  it('list finished backups newest first', () => {
    expect(listBackupFiles(names)).toEqual([
      'backup-2026-11-27T08-00-00Z.sql.gz',
      'backup-2026-11-26T08-00-00Z.sql.gz',
      'backup-2026-11-25T08-00-00Z.sql.gz',
    ]);
  });
  it('delete all but the newest N, and never the last one', () => {
    expect(backupsToDelete(names, 2)).toEqual(['backup-2026-11-25T08-00-00Z.sql.gz']);
    expect(backupsToDelete(names, 3)).toEqual([]);
    expect(backupsToDelete(names, 0)).toEqual([
      'backup-2026-11-26T08-00-00Z.sql.gz',
      'backup-2026-11-25T08-00-00Z.sql.gz',
    ]);
  });
});

describe('formatFileSize', () => {
  it('gives kilobytes rounded up below a megabyte, then megabytes to one decimal', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1025)).toBe('2 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(12.34 * 1024 * 1024)).toBe('12.3 MB');
  });
});
