import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffBookingDto, StaffSessionDetailDto } from '../../../domain/visits/dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { Toaster } from '../../ui/toaster.tsx';
import { SessionDetail } from './session-detail.tsx';

const SESSION_ID = '00000000-0000-4000-8000-0000000000a1';
const ENTRY_ID = '00000000-0000-4000-8000-0000000000c1';
const STARTS_AT = '2026-03-14T15:00:00.000Z';

const booking = (id: string, overrides: Partial<StaffBookingDto>): StaffBookingDto => ({
  id: `00000000-0000-4000-8000-0000000000b${id}`,
  status: 'booked',
  name: 'Someone',
  email: `family${id}@example.org`,
  phone: null,
  language: 'en',
  partySize: 1,
  accommodations: [],
  note: null,
  attended: null,
  offerExpiresAt: null,
  createdAt: `2026-03-0${id}T12:00:00.000Z`,
  waitingListEntryId: null,
  ...overrides,
});

const ANA = booking('1', {
  name: 'Ana López',
  language: 'es',
  partySize: 3,
  accommodations: ['quiet-hour', 'low-light'],
  note: 'Mateo likes to hold a map.',
  waitingListEntryId: ENTRY_ID,
});
const MARIA = booking('2', { name: 'María Ortiz', partySize: 2, attended: true });
const LUIS = booking('3', { name: 'Luis Pérez', status: 'waiting', accommodations: ['no-crowd'] });

const DETAIL: StaffSessionDetailDto = {
  id: SESSION_ID,
  eventId: '00000000-0000-4000-8000-0000000000e1',
  title: 'Family session',
  kind: 'family-session',
  format: 'in-person',
  startsAt: STARTS_AT,
  endsAt: '2026-03-14T16:30:00.000Z',
  status: 'scheduled',
  capacity: 12,
  seatsTaken: 5,
  bookingCount: 3,
  waitingCount: 1,
  accommodationCount: 2,
  location: '1 Main St, Austin, TX',
  bookings: [LUIS, MARIA, ANA],
};

/** Stands in for the API at fetch: the session, and each attendance PATCH answered as saved. */
function fakeApi(detail: StaffSessionDetailDto = DETAIL) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      let body: unknown = detail;
      if (init?.method === 'PATCH') {
        const input = JSON.parse(String(init.body)) as { attended: boolean | null };
        sent.push({ path, body: input });
        const booked = detail.bookings.find((one) => path.includes(one.id))!;
        body = { ...booked, attended: input.attended };
      }
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

afterEach(() => vi.unstubAllGlobals());

function renderAt(now: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionDetail sessionId={SESSION_ID} now={() => new Date(now)} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('a session’s page', () => {
  it('puts what to prepare first, and lists each booking with its status in words', async () => {
    fakeApi();
    renderAt('2026-03-13T12:00:00.000Z');
    await screen.findByRole('heading', { level: 1, name: 'Family session' });
    expect(screen.getByText('Mar 14, 2026 at 10:00 AM CDT to 11:30 AM CDT')).toBeTruthy();

    const prepare = screen.getByRole('region', { name: 'To prepare: accommodations' });
    expect(within(prepare).getByText('A quiet hour: 1 family')).toBeTruthy();
    expect(within(prepare).getByText('Low light: 1 family')).toBeTruthy();
    // A waiting family has no seat yet: nothing to prepare for them.
    expect(within(prepare).queryByText(/No crowd/)).toBeNull();

    const ana = rowOf('Ana López');
    expect(within(ana).getByText('Booked')).toBeTruthy();
    expect(within(ana).getByText('3 people')).toBeTruthy();
    expect(within(ana).getByText('A quiet hour')).toBeTruthy();
    expect(within(ana).getByText('Language: Spanish')).toBeTruthy();
    expect(within(ana).getByText('Mateo likes to hold a map.')).toBeTruthy();
    expect(
      within(ana)
        .getByRole('link', { name: 'Waiting-list entry of Ana López' })
        .getAttribute('href'),
    ).toBe(`/admin/waiting-list/${ENTRY_ID}`);
    expect(within(rowOf('Luis Pérez')).getByText('Waiting')).toBeTruthy();

    // Before the start there is nothing to mark.
    expect(screen.queryByRole('group', { name: /Attendance of/ })).toBeNull();
    expect(within(ana).getByText('From the start')).toBeTruthy();
  });

  it('saves attendance as soon as it is pressed, and says so', async () => {
    const { sent } = fakeApi();
    const user = renderAt('2026-03-14T17:00:00.000Z');
    const ana = await screen.findByRole('group', { name: 'Attendance of Ana López' });
    expect(
      within(ana).getByRole('button', { name: 'Not marked' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // A waiting family never gets the control.
    expect(screen.queryByRole('group', { name: 'Attendance of Luis Pérez' })).toBeNull();

    await user.click(within(ana).getByRole('button', { name: 'Came' }));
    await vi.waitFor(() =>
      expect(within(ana).getByRole('button', { name: 'Came' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(sent).toEqual([
      { path: `/api/visit-bookings/${ANA.id}/attendance`, body: { attended: true } },
    ]);
    expect(await screen.findByText('Ana López: came.')).toBeTruthy();

    const maria = screen.getByRole('group', { name: 'Attendance of María Ortiz' });
    await user.click(within(maria).getByRole('button', { name: 'Not marked' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      path: `/api/visit-bookings/${MARIA.id}/attendance`,
      body: { attended: null },
    });
    await vi.waitFor(() =>
      expect(
        within(maria).getByRole('button', { name: 'Not marked' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    // Pressing the choice already saved sends nothing.
    await user.click(within(maria).getByRole('button', { name: 'Not marked' }));
    expect(sent).toHaveLength(2);
  });

  it('gives the number of a family booked for a call as a link that dials it', async () => {
    const caller = booking('4', { name: 'Rosa Díaz', phone: '(512) 555-0134' });
    fakeApi({ ...DETAIL, format: 'call', location: null, bookings: [caller] });
    renderAt('2026-03-13T12:00:00.000Z');
    await screen.findByRole('heading', { level: 1, name: 'Family session' });
    const row = rowOf('Rosa Díaz');
    expect(within(row).getByRole('link', { name: '(512) 555-0134' }).getAttribute('href')).toBe(
      'tel:5125550134',
    );
  });
});
