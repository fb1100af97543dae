import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseholdDto } from '../../../domain/crm/credit-schemas.ts';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { HouseholdPanel } from './household-panel.tsx';

const ANA = '00000000-0000-4000-8000-000000000001';
const LUIS = '00000000-0000-4000-8000-000000000002';
const HOUSEHOLD: HouseholdDto = {
  id: '00000000-0000-4000-8000-0000000000bb',
  name: 'Ortiz household',
  mailingName: 'Ana and Luis Ortiz',
  address: '12 Elm Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  members: [
    { donorId: ANA, name: 'Ana Ortiz', hardCreditCents: 10_000, softCreditCents: 5_000 },
    { donorId: LUIS, name: 'Luis Ortiz', hardCreditCents: 5_000, softCreditCents: 0 },
  ],
  hardCreditCents: 15_000,
  softCreditCents: 0,
};

/** Stands in for the API: the household, and records each change sent. */
function fakeApi() {
  const sent: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (init?.method && init.method !== 'GET') sent.push({ method: init.method, path });
      return new Response(JSON.stringify({ household: HOUSEHOLD }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('the household panel', () => {
  it('shows the mailing name, each member’s giving and the total, and removes a member', async () => {
    const { sent } = fakeApi();
    const user = userEvent.setup();
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HouseholdPanel donor={{ id: ANA, firstName: 'Ana', lastName: 'Ortiz' } as DonorDto} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Ortiz household' })).toBeTruthy();
    expect(screen.getByText('Ana and Luis Ortiz')).toBeTruthy();
    expect(screen.getByText('$150.00')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Members of Ortiz household' });
    expect(within(table).getByRole('link', { name: 'Luis Ortiz' })).toBeTruthy();
    expect(within(table).getByText('Ana Ortiz (this donor)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Luis Ortiz from the household' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { method: 'DELETE', path: `/api/households/${HOUSEHOLD.id}/members/${LUIS}` },
      ]),
    );
  });
});
