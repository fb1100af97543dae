import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { Toaster } from '../../ui/toaster.tsx';
import { dismissToast } from '../../ui/use-toast.ts';
import { NotThankedReport } from './not-thanked-report.tsx';

const LIST_PATH = '/api/crm/reports/not-thanked';

const gift = (n: number, title: string): TodayItemDto => ({
  key: `gift-not-thanked:00000000-0000-4000-8000-00000000000${n}:unthanked`,
  kind: 'gift-not-thanked',
  targetId: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  detail: `Received Dec ${n}, 2026; no thank-you letter yet`,
  since: `2026-12-0${n}T15:00:00.000Z`,
  href: `/admin/crm/donors/donor-${n}`,
  reply: null,
});

const ANA = gift(1, 'Ana López — $50');
const BEN = gift(2, 'Ben Ode — $20');

/** An answer the fake gives instead, by "METHOD /path". */
type Override = { status: number; body?: unknown };

/**
 * Stands in for the API at fetch, keeping state like the server: a letter sent takes its gift
 * off the list. Every request is recorded.
 */
function fakeReportApi(start: TodayItemDto[], overrides: Record<string, Override> = {}) {
  let items = [...start];
  const { asked } = fakeApi(({ method, path }) => {
    const override = overrides[`${method} ${path}`];
    if (override) return json(override.body, override.status);
    if (method === 'GET' && path === LIST_PATH) return json(items);
    const thanked = /^\/api\/donations\/([^/]+)\/acknowledgment$/.exec(path);
    if (method === 'POST' && thanked) {
      items = items.filter((entry) => entry.targetId !== thanked[1]);
      return json({ id: 'letter', outboxMessageId: 'outbox-1' }, 201);
    }
  });
  return {
    asked,
    reads: () => asked.filter((request) => request.method === 'GET' && request.path === LIST_PATH),
    writes: () => asked.filter((request) => request.method !== 'GET'),
  };
}

function renderReport() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  // Today's answer as the app keeps it, to see that a letter sent here marks it stale.
  client.setQueryData(['/api/today'], { sections: [], morningDigest: false });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotThankedReport />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, user: userEvent.setup() };
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('NotThankedReport', () => {
  it('explains the list, counts it and names each gift with its donor and letter', async () => {
    fakeReportApi([ANA, BEN]);
    renderReport();

    expect(
      screen.getByText(
        'Completed gifts recorded 48 hours ago or more that have no thank-you letter yet. Oldest first.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('2 gifts not thanked.')).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Ana López — $50')).toBeTruthy();
    expect(within(first!).getByText('Received Dec 1, 2026; no thank-you letter yet')).toBeTruthy();
    expect(within(second!).getByText('Ben Ode — $20')).toBeTruthy();

    const open = screen.getByRole('link', { name: 'Open donor: Ana López — $50' });
    expect(open.getAttribute('href')).toBe('/admin/crm/donors/donor-1');
    expect(open.textContent).toBe('Open donor');
    expect(
      screen.getByRole('button', { name: 'Send thank-you letter: Ben Ode — $20' }).textContent,
    ).toBe('Send thank-you letter');
  });

  it('sends the letter for the gift, reads the list again and says so', async () => {
    const api = fakeReportApi([ANA, BEN]);
    const { client, user } = renderReport();
    await screen.findByText('2 gifts not thanked.');
    expect(api.reads()).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: 'Send thank-you letter: Ana López — $50' }),
    );

    expect(await screen.findByText('1 gift not thanked.')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: `/api/donations/${ANA.targetId}/acknowledgment`,
        body: { resend: false },
      },
    ]);
    expect(api.reads()).toHaveLength(2);
    expect(screen.queryByText('Ana López — $50')).toBeNull();
    expect(screen.getByText('Ben Ode — $20')).toBeTruthy();
    expect(await screen.findByText('Thank-you letter sent.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('1 gift not thanked.');
    expect(client.getQueryState(['/api/today'])?.isInvalidated).toBe(true);
  });

  it('shows the refusal beside the gift and keeps it on the list', async () => {
    const refusal =
      'Set the organisation EIN under Settings › Organisation › Fundraising before sending receipts.';
    const api = fakeReportApi([ANA, BEN], {
      [`POST /api/donations/${BEN.targetId}/acknowledgment`]: {
        status: 409,
        body: { message: refusal },
      },
    });
    const { user } = renderReport();
    await screen.findByText('2 gifts not thanked.');

    await user.click(screen.getByRole('button', { name: 'Send thank-you letter: Ben Ode — $20' }));

    const alert = await screen.findByText(`The letter was not sent. ${refusal}`);
    const item = screen.getAllByRole('listitem')[1]!;
    expect(item.contains(alert)).toBe(true);
    expect(
      within(item)
        .getByRole('link', { name: 'Open Settings › Organisation › Fundraising' })
        .getAttribute('href'),
    ).toBe('/admin/settings/organisation#fundraising');
    expect(screen.getAllByRole('listitem')[0]!.querySelector('[role="alert"]')?.textContent).toBe(
      '',
    );
    expect(screen.getByText('2 gifts not thanked.')).toBeTruthy();
    expect(api.writes()).toHaveLength(1);
  });

  it('says every gift has its letter when the list is empty', async () => {
    fakeReportApi([]);
    renderReport();

    expect(
      await screen.findByText(
        'Every gift recorded more than 48 hours ago has its thank-you letter.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open donor/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send thank-you letter/ })).toBeNull();
  });
});
