import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type {
  BookingViewDto,
  PublicSessionDto,
  PublicVisitDto,
} from '../../../domain/visits/dtos.ts';
import { queryClient } from '../../lib/query-client.ts';

// The visits pages' tests share this harness: the API stand-in at the network boundary, the
// records it answers with, and a page in a router. The server's answers here follow the DTOs of
// domain/visits/dtos.ts; the real routes are tested with the server.

type Answer = { status: number; body: unknown } | 'network-error';
export const json = (body: unknown, status = 200): Answer => ({ status, body });

/**
 * Stands in for the API: answers `METHOD path?query` (or `METHOD path`) from `answers` and
 * records every request. An address it does not know gets the server's JSON 404.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const sent: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const address = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    sent.push({ method, path: address.pathname, body });
    const answer =
      answers[`${method} ${address.pathname}${address.search}`] ??
      answers[`${method} ${address.pathname}`] ??
      json({ message: `There is no API route ${method} ${address.pathname}.` }, 404);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

export const SESSION_ID = {
  morning: '11111111-1111-4111-8111-111111111111',
  afternoon: '22222222-2222-4222-8222-222222222222',
  nextWeek: '33333333-3333-4333-8333-333333333333',
  december: '44444444-4444-4444-8444-444444444444',
} as const;

const session = (
  id: string,
  startsAt: string,
  seatsLeft: number,
  overrides: Partial<PublicSessionDto> = {},
): PublicSessionDto => ({
  id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
  seatsLeft,
  isFull: seatsLeft === 0,
  closesAt: new Date(Date.parse(startsAt) - 120 * 60_000).toISOString(),
  ...overrides,
});

/** Saturday mornings in 2030: May 4 at 10:00 and 1:30 PM (CDT), May 11, December 7 (CST). */
export const SESSIONS: PublicSessionDto[] = [
  session(SESSION_ID.morning, '2030-05-04T15:00:00.000Z', 5),
  session(SESSION_ID.afternoon, '2030-05-04T18:30:00.000Z', 0),
  session(SESSION_ID.nextWeek, '2030-05-11T15:00:00.000Z', 1),
  session(SESSION_ID.december, '2030-12-07T16:00:00.000Z', 12),
];

export const FAMILY_MORNING: PublicVisitDto = {
  id: '55555555-5555-4555-8555-555555555555',
  slug: 'saturday-family-morning',
  kind: 'family-session',
  title: 'Saturday family morning',
  description: 'Meet our teachers and see the sensory room.',
  format: 'in-person',
  location: '1200 Discovery Way, The Woodlands, TX 77380',
  durationMinutes: 90,
  languages: ['en', 'es'],
  hasStory: true,
  sessions: SESSIONS,
};

export const DISCOVERY_CALL: PublicVisitDto = {
  id: '66666666-6666-4666-8666-666666666666',
  slug: 'discovery-call',
  kind: 'discovery-call',
  title: 'Discovery call',
  description: null,
  format: 'call',
  location: null,
  durationMinutes: 30,
  languages: ['en'],
  hasStory: false,
  sessions: [],
};

export const TOKEN = 'b00king-t0ken-for-the-tests';

export function bookingView(overrides: Partial<BookingViewDto> = {}): BookingViewDto {
  const { sessions: _sessions, ...visit } = FAMILY_MORNING;
  const [first, , ...others] = SESSIONS;
  return {
    status: 'booked',
    name: 'Lucía Álvarez',
    email: 'lucia@example.org',
    language: 'en',
    partySize: 3,
    accommodations: ['quiet-hour', 'low-light'],
    note: 'Our son likes to know what comes next.',
    offerExpiresAt: null,
    visit,
    session: {
      id: first!.id,
      startsAt: first!.startsAt,
      endsAt: first!.endsAt,
      closesAt: first!.closesAt,
      status: 'scheduled',
    },
    meetingUrl: null,
    otherSessions: others,
    canChange: true,
    ...overrides,
  };
}

/** A page at its address, in a router (its links need one). */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

/** After each test: no cached answers, no stubbed fetch. */
export function resetVisits(): void {
  queryClient.clear();
  vi.unstubAllGlobals();
}
