import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportPreviewDto } from '../../../../domain/crm/import-dtos.ts';
import type { DonorListPageDto } from '../../../../domain/crm/donor-dtos.ts';
import { addDonor, addGift, crmApi } from '../../../../../tests/crm-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../../tests/test-app.ts';
import { MAX_DONOR_CSV_COLUMNS } from './read-donor-csv.ts';

let t: TestApp;
let headers: Record<string, string>;
let api: ReturnType<typeof crmApi>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
  api = crmApi(t, headers);
});
afterAll(() => t.close());

const lines = (...rows: string[]) => rows.join('\r\n');
const HEADER = 'firstName,lastName,email,donorType,status,interests,rating,notes,favouriteColour';
const search = async (q: string) =>
  (await api('GET', `/api/donors?q=${encodeURIComponent(q)}`)).json() as DonorListPageDto;

describe('donor CSV import', () => {
  it('previews per-row errors and duplicates by email without writing anything', async () => {
    await addDonor(t, headers, { email: 'known@import.example.org', lastName: 'Known' });
    const csv = lines(
      HEADER,
      'Ada,Lovelace,ada@import.example.org,individual,donor,k12;research,5,,blue',
      'Bad,Row,not-an-email,spaceship,,,9,,',
      'Kay,Known,KNOWN@import.example.org,foundation,,,,Updated note,',
      'Ada,Again,ada@import.example.org,individual,,,,,',
    );
    const response = await api('POST', '/api/crm/import/donors/preview', { csv });
    expect(response.statusCode).toBe(200);
    const preview = response.json() as CsvImportPreviewDto;
    expect(preview).toMatchObject({
      totalRows: 4,
      validRows: 2,
      errorRows: 2,
      duplicateRows: 1,
      unknownColumns: ['favouriteColour'],
      missingColumns: [],
    });
    expect(preview.rows[1]!.errors.map((error) => error.field)).toEqual([
      'email',
      'donorType',
      'rating',
    ]);
    expect(preview.rows[2]!.duplicateOf?.name).toBe('Test Known');
    expect(preview.rows[3]!.errors).toEqual([
      { field: 'email', message: 'This email is also in row 2' },
    ]);
    expect((await search('ada@import')).total).toBe(0);
  });

  it('imports nothing when any row is bad (one transaction)', async () => {
    const csv = lines(
      HEADER,
      'Good,One,good1@atomic.example.org,individual,,,,,',
      'Bad,Two,bad2@atomic.example.org,,,,,,',
    );
    const response = await api('POST', '/api/crm/import/donors', { csv, onDuplicate: 'skip' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Nothing was imported. Fix these rows and import again: row 3: donorType Choose a donor type: individual, foundation, corporation, government.',
    );
    expect((await search('atomic.example.org')).total).toBe(0);
  });

  it('creates new donors and skips or updates duplicates', async () => {
    const existing = await addDonor(t, headers, {
      email: 'dup@merge.example.org',
      lastName: 'Merge',
      status: 'cultivating',
      notes: 'Keep me',
    });
    const csv = lines(
      'firstName,lastName,email,donorType,notes',
      'New,Person,new@merge.example.org,corporation,',
      `Test,Merge,DUP@merge.example.org,individual,'=HYPERLINK("x")`,
    );
    const skipped = await api('POST', '/api/crm/import/donors', { csv, onDuplicate: 'skip' });
    expect(skipped.json()).toEqual({ created: 1, updated: 0, skipped: 1 });
    const again = await api('POST', '/api/crm/import/donors', { csv, onDuplicate: 'update' });
    // The new person is a duplicate now too.
    expect(again.json()).toEqual({ created: 0, updated: 2, skipped: 0 });
    const merged = (await api('GET', `/api/donors/${existing.id}`)).json();
    // The export's formula guard is undone; a status the file does not give is kept.
    expect(merged).toMatchObject({ notes: '=HYPERLINK("x")', status: 'cultivating' });
  });

  it('names a missing required column and an unclosed quote', async () => {
    const missing = await api('POST', '/api/crm/import/donors/preview', {
      csv: 'firstName,lastName\nA,B\n',
    });
    expect(missing.json()).toMatchObject({ missingColumns: ['email', 'donorType'], errorRows: 1 });
    const broken = await api('POST', '/api/crm/import/donors/preview', { csv: 'a\n"open\n' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fieldErrors.csv).toEqual([
      'A quoted cell that starts on line 2 is never closed.',
    ]);
  });

  it('refuses a header of more columns than a donor file has, naming the limit', async () => {
    // 5,000 rows under a header of 100,000 columns: read cell by cell, 500 million cells.
    const csv = `${HEADER}${','.repeat(100_000)}\n${'A,B,a@b.example.org,individual\n'.repeat(5000)}`;
    const response = await api('POST', '/api/crm/import/donors/preview', { csv });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.csv).toEqual([
      `The CSV file has more than ${MAX_DONOR_CSV_COLUMNS} columns. Use the columns of the donor export.`,
    ]);
  });
});

describe('CSV export', () => {
  it('guards cells against formula injection and imports back', async () => {
    const donor = await addDonor(t, headers, {
      firstName: '=cmd|calc',
      lastName: 'Formula',
      email: 'formula@export.example.org',
      interests: ['k12', 'general'],
    });
    await addGift(t, headers, { donorId: donor.id, amountCents: 1234_56, giftDate: '2025-11-30' });
    const response = await api('GET', '/api/crm/export/donors.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="donors-2026-01-15.csv"',
    );
    const row = response.body.split('\r\n').find((line) => line.includes('formula@export'));
    expect(row).toMatch(/^'=cmd\|calc,Formula,formula@export\.example\.org,individual,/);
    expect(row).toContain(',k12;general,');
    expect(row).toContain(',1234.56,2025-11-30,');

    const preview = (
      await api('POST', '/api/crm/import/donors/preview', { csv: response.body })
    ).json() as CsvImportPreviewDto;
    expect(preview.errorRows).toBe(0);
    expect(preview.unknownColumns).toEqual([]);
    expect(preview.rows.every((item) => item.duplicateOf)).toBe(true);
  });

  it('exports donations in a date range', async () => {
    const response = await api(
      'GET',
      '/api/crm/export/donations.csv?from=2025-11-01&to=2025-11-30',
    );
    // The byte order mark lets spreadsheet programs read the file as UTF-8.
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = response.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^giftDate,donorName,amountUsd,/);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^2025-11-30,'=cmd\|calc Formula,1234\.56,USD,one-time,completed,/);
  });
});
