import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DonorReportRowDto } from '../../../domain/crm/report-dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { GivingReportView } from './giving-report.tsx';

const row = (softCreditCents: number): DonorReportRowDto => ({
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ana',
  lastName: 'Ortiz',
  email: null,
  organization: null,
  status: 'lapsed',
  capacity: null,
  assignedTo: null,
  totalGivenCents: 10_000,
  softCreditCents,
  lastGiftDate: '2025-03-01',
  lastYearCents: 10_000 + softCreditCents,
});

/** Stands in for the API: the report with soft credit when asked for it, and records each URL. */
function fakeApi() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const isCsv = new URL(url, 'http://localhost').pathname.endsWith('.csv');
      if (isCsv)
        return new Response('firstName\nAna\n', { headers: { 'Content-Type': 'text/csv' } });
      const withSoft = url.includes('softCredit=include');
      return new Response(JSON.stringify([row(withSoft ? 5_000 : 0)]), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { requested };
}

afterEach(() => vi.unstubAllGlobals());

function renderReport() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GivingReportView report="lybunt" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Include soft credit on the LYBUNT report', () => {
  it('says what it counts, and asks again with soft credit when the box is ticked', async () => {
    const { requested } = fakeApi();
    const user = userEvent.setup();
    renderReport();

    expect(await screen.findByText('Counting gifts given (hard credit).')).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: 'Soft credit' })).toBeNull();
    expect(requested.at(-1)).not.toContain('softCredit');

    await user.click(screen.getByRole('checkbox', { name: 'Include soft credit' }));
    expect(
      await screen.findByText(
        'Counting gifts given (hard credit) and gifts credited (soft credit).',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'Soft credit' })).toBeTruthy();
    expect(requested.at(-1)).toMatch(
      /^\/api\/crm\/reports\/lybunt\?year=\d{4}&softCredit=include$/,
    );

    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    await vi.waitFor(() => expect(requested.at(-1)).toContain('lybunt.csv?'));
    expect(requested.at(-1)).toContain('softCredit=include');
  });
});
