import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSessionDto } from '../../../domain/visits/dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { UpcomingSessions } from './upcoming-sessions.tsx';

/** Wednesday, Mar 11, 2026, noon in Texas (CDT since Mar 8). */
const NOW = new Date('2026-03-11T17:00:00.000Z');

const session = (id: string, startsAt: string, overrides: Partial<StaffSessionDto> = {}) =>
  ({
    id: `00000000-0000-4000-8000-0000000000${id}`,
    eventId: '00000000-0000-4000-8000-0000000000e1',
    title: 'Family session',
    kind: 'family-session',
    format: 'in-person',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
    status: 'scheduled',
    capacity: 12,
    seatsTaken: 0,
    bookingCount: 0,
    waitingCount: 0,
    accommodationCount: 0,
    ...overrides,
  }) satisfies StaffSessionDto;

const SESSIONS = [
  // Saturday 10:00 AM CDT.
  session('a1', '2026-03-14T15:00:00.000Z', {
    seatsTaken: 7,
    waitingCount: 3,
    accommodationCount: 2,
  }),
  // Friday 11:30 PM in Texas, already Saturday in UTC: it belongs to Friday.
  session('a2', '2026-03-14T04:30:00.000Z', { title: 'Evening call', kind: 'discovery-call' }),
  // The next week, Sunday.
  session('a3', '2026-03-15T16:00:00.000Z', { title: 'Campus tour', kind: 'campus-tour' }),
];

/** Stands in for the API at fetch: every request's path and query is recorded. */
function fakeApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, search } = new URL(url, 'http://localhost');
      asked.push(`${pathname}${search}`);
      if (pathname.endsWith('/export.csv')) {
        return new Response('id,title\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment' },
        });
      }
      return new Response(JSON.stringify({ sessions: SESSIONS }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:sessions');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  return { asked };
}

afterEach(() => vi.unstubAllGlobals());

function renderAt(address: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <UpcomingSessions now={() => NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const dayTable = (day: string) => screen.getByRole('table', { name: `Sessions on ${day}` });

describe('the upcoming sessions', () => {
  it('groups sessions by week and by their day in Texas, each with its numbers', async () => {
    const { asked } = fakeApi();
    renderAt('/admin/visits');
    await screen.findByRole('heading', { name: 'Week of Mar 8, 2026' });

    // The next 30 days by default, the server's own default.
    expect(asked).toContain('/api/visit-sessions?from=2026-03-11&to=2026-04-10');
    expect(screen.getByRole('heading', { name: 'Week of Mar 15, 2026' })).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(days).toEqual([
      'Friday, Mar 13, 2026',
      'Saturday, Mar 14, 2026',
      'Sunday, Mar 15, 2026',
    ]);
    const friday = dayTable('Friday, Mar 13, 2026');
    expect(within(friday).getByText('11:30 PM CDT')).toBeTruthy();
    expect(within(friday).getByRole('link', { name: 'Evening call' })).toBeTruthy();

    const saturday = dayTable('Saturday, Mar 14, 2026');
    expect(within(saturday).getByText('10:00 AM CDT')).toBeTruthy();
    expect(within(saturday).getByText('7 of 12 booked')).toBeTruthy();
    expect(within(saturday).getByText('3 waiting')).toBeTruthy();
    expect(within(saturday).getByText('2 with accommodations')).toBeTruthy();
    expect(
      within(saturday).getByRole('link', { name: 'Family session' }).getAttribute('href'),
    ).toBe(`/admin/visits/sessions/${SESSIONS[0]!.id}`);
  });

  it('shows this week from Sunday, and exports the same days', async () => {
    const { asked } = fakeApi();
    const user = renderAt('/admin/visits?show=this-week');
    await screen.findByRole('heading', { name: 'Week of Mar 8, 2026' });
    expect(asked).toContain('/api/visit-sessions?from=2026-03-08&to=2026-03-14');

    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    await vi.waitFor(() =>
      expect(asked).toContain('/api/visit-sessions/export.csv?from=2026-03-08&to=2026-03-14'),
    );
  });

  it('shows the dates chosen, and exports those', async () => {
    const { asked } = fakeApi();
    const user = renderAt('/admin/visits');
    await screen.findByRole('heading', { name: 'Week of Mar 8, 2026' });

    await user.click(screen.getByRole('radio', { name: 'Choose dates' }));
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Show sessions' }));
    expect(
      await screen.findByRole('link', { name: 'The last day cannot be before the first day' }),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-04-30' } });
    await user.click(screen.getByRole('button', { name: 'Show sessions' }));
    await vi.waitFor(() =>
      expect(asked).toContain('/api/visit-sessions?from=2026-04-01&to=2026-04-30'),
    );
    await user.click(screen.getByRole('button', { name: /^Export CSV/ }));
    await vi.waitFor(() =>
      expect(asked).toContain('/api/visit-sessions/export.csv?from=2026-04-01&to=2026-04-30'),
    );
  });
});
