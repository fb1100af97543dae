import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryFn } from '../../lib/query-client.ts';
import { VisitsTodayCard } from './visits-today-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s visits today', () => {
  it('says the sessions, people, accommodations and waiting families of today', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(new URL(url, 'http://localhost').pathname);
        const body = { sessions: 2, people: 1, accommodations: 3, waiting: 4 };
        return new Response(JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <VisitsTodayCard />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('2 sessions, 1 person, 3 with accommodations, 4 waiting'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Visits today' })).toBeTruthy();
    expect(asked).toEqual(['/api/visits-today']);
    const link = screen.getByRole('link', { name: 'Today’s sessions on the Visits page' });
    expect(link.getAttribute('href')).toMatch(
      /^\/admin\/visits\?show=dates&from=(\d{4}-\d{2}-\d{2})&to=\1$/,
    );
  });
});
