import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvImportPreviewDto, CsvImportRowDto } from '../../../domain/crm/import-dtos.ts';
import { Toaster } from '../../ui/toaster.tsx';
import { dismissToast } from '../../ui/use-toast.ts';
import { ImportDonors } from './import-donors.tsx';

const CSV = 'firstName,lastName,email,donorType\nAda,Lovelace,ada@example.org,individual\n';

const row = (overrides: Partial<CsvImportRowDto> & { rowNumber: number }): CsvImportRowDto => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  errors: [],
  duplicateOf: null,
  ...overrides,
});

const preview = (overrides: Partial<CsvImportPreviewDto> = {}): CsvImportPreviewDto => {
  const rows = overrides.rows ?? [row({ rowNumber: 2 })];
  const errorRows = rows.filter((item) => item.errors.length > 0).length;
  return {
    rows,
    totalRows: rows.length,
    validRows: rows.length - errorRows,
    errorRows,
    duplicateRows: rows.filter((item) => item.duplicateOf).length,
    unknownColumns: [],
    missingColumns: [],
    ...overrides,
  };
};

const MIXED = preview({
  rows: [
    row({ rowNumber: 2 }),
    row({
      rowNumber: 3,
      firstName: 'Grace',
      lastName: '',
      email: 'grace@',
      errors: [
        { field: 'lastName', message: 'Enter a last name' },
        { field: 'email', message: 'Enter a valid email address' },
      ],
    }),
    row({
      rowNumber: 4,
      firstName: 'Mary',
      lastName: 'Somerville',
      email: 'MARY@example.org',
      duplicateOf: { id: 'donor-7', name: 'Mary Somerville' },
    }),
  ],
});

type Answer = { status: number; body: unknown } | 'network-error';
const json = (body: unknown, status = 200): Answer => ({ status, body });

/** Stands in for the API: answers each POST from `answers` by path, and records what was sent. */
function fakeApi(answers: Record<string, Answer>) {
  const sent: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    sent.push({ path, body: JSON.parse(String(init?.body)) });
    const answer = answers[path];
    if (!answer) throw new Error(`Unexpected request to ${path}`);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}

function renderImport() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ImportDonors />
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const csvBox = () => screen.getByRole('textbox', { name: 'Or paste the CSV text' });
  return {
    user,
    csvBox,
    async paste(text: string) {
      await user.click(csvBox());
      await user.paste(text);
    },
    check: () => user.click(screen.getByRole('button', { name: 'Check the file' })),
    /** The preview's summary, once it has appeared. */
    summary: async () =>
      (await screen.findByText(/in the file:/)).closest<HTMLElement>('[role="status"]')!,
    importButton: () => screen.queryByRole('button', { name: /^Import \d+ rows?$/ }),
  };
}

/** Each row of the preview table: line, name, email and the check result, as read. */
const previewRows = () =>
  within(screen.getByRole('table', { name: 'Rows in the file' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...(tr as HTMLTableRowElement).cells].map((cell) => cell.textContent));

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('ImportDonors: checking the file', () => {
  it('asks for a file before checking, without calling the server', async () => {
    const { sent } = fakeApi({});
    const page = renderImport();
    await page.check();

    const alert = screen.getByRole('alert');
    const link = within(alert).getByRole('link', { name: 'The CSV file is empty' });
    expect(link.getAttribute('href')).toBe(`#${page.csvBox().id}`);
    expect(document.activeElement).toBe(alert);
    expect(page.csvBox().getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', {
        name: 'Or paste the CSV text',
        description: /The CSV file is empty$/,
      }),
    ).toBe(page.csvBox());
    expect(sent).toEqual([]);
  });

  it('sends the pasted text and shows each row with its problems, duplicate or "New donor"', async () => {
    const { sent } = fakeApi({ '/api/crm/import/donors/preview': json(MIXED) });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();

    expect((await page.summary()).textContent).toContain(
      // A duplicate is a row without problems: the server counts it in both.
      '3 rows in the file: 2 without problems, 1 with problems, 1 with the email of an existing donor.',
    );
    expect(sent).toEqual([{ path: '/api/crm/import/donors/preview', body: { csv: CSV } }]);
    expect(previewRows()).toEqual([
      ['Line 2', 'Ada Lovelace', 'ada@example.org', 'New donor'],
      [
        'Line 3',
        'Grace',
        'grace@',
        'ProblemlastName: Enter a last nameemail: Enter a valid email address',
      ],
      ['Line 4', 'Mary Somerville', 'MARY@example.org', 'DuplicateSame email as Mary Somerville'],
    ]);
    // The problems of a row are a list, one item a problem.
    const problems = within(screen.getByRole('table', { name: 'Rows in the file' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual(['lastName: Enter a last name', 'email: Enter a valid email address']);
  });

  it('will not import while any row has a problem, and says why', async () => {
    fakeApi({ '/api/crm/import/donors/preview': json(MIXED) });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();

    expect((await page.summary()).textContent).toContain(
      'Fix the rows with problems and check the file again: nothing is imported while any row has a problem.',
    );
    expect(page.importButton()?.textContent).toBe('Import 3 rows');
    expect((page.importButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts one row in the singular and names missing and ignored columns', async () => {
    fakeApi({
      '/api/crm/import/donors/preview': json(
        preview({
          rows: [row({ rowNumber: 2, errors: [{ field: 'donorType', message: 'Required' }] })],
          missingColumns: ['donorType'],
          unknownColumns: ['shoeSize', 'pet'],
        }),
      ),
    });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();

    const summary = await page.summary();
    expect(summary.textContent).toContain('1 row in the file: 0 without problems, 1 with problems');
    expect(summary.textContent).toContain(
      'Missing columns: donorType. Add them to the first line.',
    );
    expect(summary.textContent).toContain(
      'Columns that are not donor fields and will be ignored: shoeSize, pet.',
    );
  });

  it('has nothing to import in a file without rows', async () => {
    fakeApi({ '/api/crm/import/donors/preview': json(preview({ rows: [] })) });
    const page = renderImport();
    await page.paste('firstName,lastName,email,donorType\n');
    await page.check();
    expect((await page.summary()).textContent).toContain('0 rows in the file');
    expect((page.importButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('drops the preview as soon as the text changes: it no longer describes the file', async () => {
    fakeApi({ '/api/crm/import/donors/preview': json(preview()) });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();
    await page.summary();
    expect((page.importButton() as HTMLButtonElement).disabled).toBe(false);

    await page.user.type(page.csvBox(), 'x');
    expect(screen.queryByText(/in the file:/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(page.importButton()).toBeNull();
  });

  it("puts the server's message about the file next to the box", async () => {
    fakeApi({
      '/api/crm/import/donors/preview': json(
        { message: 'Invalid input', fieldErrors: { csv: ['The CSV file has no header line'] } },
        400,
      ),
    });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link').textContent).toBe('The CSV file has no header line');
    expect(page.csvBox().getAttribute('aria-invalid')).toBe('true');
    // The field says it all: no general "correct the fields" line on top of it.
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says the server could not be reached, as text that links nowhere', async () => {
    fakeApi({ '/api/crm/import/donors/preview': 'network-error' });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unable to connect to server')).toBeTruthy();
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(page.csvBox().hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(alert);
  });
});

describe('ImportDonors: importing', () => {
  it('asks what to do with duplicates, sends the choice and reports the counts', async () => {
    const { sent } = fakeApi({
      '/api/crm/import/donors/preview': json(
        preview({ rows: [row({ rowNumber: 2 }), MIXED.rows[2]!] }),
      ),
      '/api/crm/import/donors': json({ created: 1, updated: 1, skipped: 0 }),
    });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();

    const duplicates = await screen.findByRole('group', { name: 'Donors already in the CRM' });
    expect(
      within(duplicates).getByRole<HTMLInputElement>('radio', { name: /^Skip them/ }).checked,
    ).toBe(true);
    expect(
      screen.getByRole('group', {
        description: '1 row has the email address of an existing donor.',
      }),
    ).toBe(duplicates);
    await page.user.click(within(duplicates).getByRole('radio', { name: /^Update the existing/ }));
    await page.user.click(page.importButton()!);

    expect((await screen.findByText(/^Import finished:/)).textContent).toBe(
      'Import finished: 1 added, 1 updated, 0 skipped.',
    );
    expect(sent.at(-1)).toEqual({
      path: '/api/crm/import/donors',
      body: { csv: CSV, onDuplicate: 'update' },
    });
    expect(await screen.findByText('Donors imported')).toBeTruthy();
    expect(screen.getByText('1 added, 1 updated, 0 skipped.')).toBeTruthy();
  });

  it('asks nothing about duplicates when there are none, and skips by default', async () => {
    const { sent } = fakeApi({
      '/api/crm/import/donors/preview': json(preview()),
      '/api/crm/import/donors': json({ created: 1, updated: 0, skipped: 0 }),
    });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();
    await page.summary();
    expect(screen.queryByRole('group', { name: 'Donors already in the CRM' })).toBeNull();

    await page.user.click(page.importButton()!);
    await screen.findByText(/^Import finished:/);
    expect(sent.at(-1)?.body).toEqual({ csv: CSV, onDuplicate: 'skip' });
  });

  it('says that nothing was imported when the import fails', async () => {
    fakeApi({
      '/api/crm/import/donors/preview': json(preview()),
      '/api/crm/import/donors': json({ message: 'The database is busy. Try again.' }, 503),
    });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();
    await page.summary();
    await page.user.click(page.importButton()!);

    expect(await screen.findByText('Failed to import donors')).toBeTruthy();
    expect(screen.getByText('The database is busy. Try again. Nothing was imported.')).toBeTruthy();
    expect(screen.queryByText(/^Import finished:/)).toBeNull();
  });

  it('words a network failure of the import as two sentences', async () => {
    fakeApi({
      '/api/crm/import/donors/preview': json(preview()),
      '/api/crm/import/donors': 'network-error',
    });
    const page = renderImport();
    await page.paste(CSV);
    await page.check();
    await page.summary();
    await page.user.click(page.importButton()!);

    expect(await screen.findByText('Failed to import donors')).toBeTruthy();
    expect(screen.getByText(/^Unable to connect to server\. Nothing was imported\.$/)).toBeTruthy();
  });
});
