import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyVisitDto } from '../../../domain/visits/dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { EntryVisits } from './entry-visits.tsx';

const ENTRY_ID = '00000000-0000-4000-8000-0000000000c1';

const VISITS: FamilyVisitDto[] = [
  {
    bookingId: '00000000-0000-4000-8000-0000000000b1',
    sessionId: '00000000-0000-4000-8000-0000000000a1',
    title: 'Family session',
    startsAt: '2026-03-14T15:00:00.000Z',
    status: 'booked',
    partySize: 3,
    accommodations: ['quiet-hour', 'sibling'],
    attended: true,
  },
  {
    bookingId: '00000000-0000-4000-8000-0000000000b2',
    sessionId: '00000000-0000-4000-8000-0000000000a2',
    title: 'Campus tour',
    startsAt: '2026-04-04T15:00:00.000Z',
    status: 'waiting',
    partySize: 1,
    accommodations: [],
    attended: null,
  },
];

/** Stands in for the API at fetch; records the paths asked for. */
function fakeApi(visits: FamilyVisitDto[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://localhost').pathname);
      return new Response(JSON.stringify({ visits }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { asked };
}

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EntryVisits entryId={ENTRY_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Visits section of a waiting-list entry', () => {
  it('lists the family’s visits: when, where they stand, what they asked for, whether they came', async () => {
    const { asked } = fakeApi(VISITS);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Visits' });
    expect(asked).toEqual([`/api/waiting-list/${ENTRY_ID}/visits`]);

    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Family session' }).getAttribute('href')).toBe(
      `/admin/visits/sessions/${VISITS[0]!.sessionId}`,
    );
    expect(within(first!).getByText('Mar 14, 2026 at 10:00 AM CDT')).toBeTruthy();
    expect(within(first!).getByText('Booked · 3 people · Came')).toBeTruthy();
    expect(within(first!).getByText('Asked for: A quiet hour, A sibling comes too')).toBeTruthy();
    expect(within(second!).getByText('On the waiting list · 1 person')).toBeTruthy();
    expect(within(second!).queryByText(/Asked for/)).toBeNull();
  });

  it('says so when the family has booked no visit', async () => {
    fakeApi([]);
    renderSection();
    expect(await screen.findByText('No visits booked with this email address.')).toBeTruthy();
  });
});
