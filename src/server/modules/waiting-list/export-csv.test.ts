import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { bridgeForm, k12Form, submitForm } from '../../../../tests/waiting-list-helpers.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  await submitForm(
    t,
    k12Form({
      firstName: 'Jo, "JJ"',
      lastName: 'Smith',
      studentNeeds: 'Line one\nline two',
      additionalInfo: '=HYPERLINK("http://evil.example","click")',
      phone: '+1 555 010 0100',
    }),
  );
  t.clock.advance(1000);
  await submitForm(t, k12Form({ firstName: '@Mia', lastName: '-Lee', studentNeeds: null }));
  t.clock.advance(1000);
  await submitForm(t, bridgeForm({ firstName: 'Noor', lastName: 'Haddad' }));
});
afterAll(() => t.close());

const exportCsv = (query = '') =>
  t.app.inject({ url: `/api/waiting-list/export.csv${query}`, headers });

/** A small RFC 4180 reader, to check the file the way a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('GET /api/waiting-list/export.csv', () => {
  it('downloads the filtered list as CSV without the student needs by default', async () => {
    const response = await exportCsv('?campus=k12');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="waiting-list-2026-01-15.csv"; filename*=UTF-8''waiting-list-2026-01-15.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(
      response.body.startsWith('\uFEFFposition,campus,status,priority,firstName,lastName,email,'),
    ).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).not.toContain('studentNeeds');
    expect(rows).toHaveLength(2);
    expect(response.body).not.toContain('Line one');

    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(cell(rows[0]!, 'position')).toBe('1');
    expect(cell(rows[0]!, 'firstName')).toBe('Jo, "JJ"');
    expect(cell(rows[1]!, 'position')).toBe('2');
  });

  it('adds the student needs only when asked, quoting line breaks', async () => {
    const response = await exportCsv('?campus=k12&includeStudentNeeds=true');
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toContain('studentNeeds');
    expect(rows[0]![header!.indexOf('studentNeeds')]).toBe('Line one\nline two');
    expect(response.body).toContain('"Line one\nline two"');
    expect(rows[1]![header!.indexOf('studentNeeds')]).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const response = await exportCsv('?campus=k12');
    const [header, ...rows] = parseCsv(response.body.slice(1));
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(cell(rows[0]!, 'additionalInfo')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell(rows[0]!, 'phone')).toBe("'+1 555 010 0100");
    expect(cell(rows[1]!, 'firstName')).toBe("'@Mia");
    expect(cell(rows[1]!, 'lastName')).toBe("'-Lee");
  });

  it('uses the same filters as the list', async () => {
    const rowsOf = async (query: string) =>
      parseCsv((await exportCsv(query)).body.slice(1)).length - 1;
    expect(await rowsOf('')).toBe(3);
    expect(await rowsOf('?campus=bridge')).toBe(1);
    expect(await rowsOf('?search=haddad')).toBe(1);
    expect(await rowsOf('?status=withdrawn')).toBe(0);
    expect((await exportCsv('?includeStudentNeeds=yes')).statusCode).toBe(400);
  });
});
