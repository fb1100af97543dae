import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { TodayDto, TodayItemDto, TodaySectionDto } from '../../../domain/today/today-items.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { TodayPage } from './today-page.tsx';

export const item = (kind: TodayItemDto['kind'], n: number, title: string): TodayItemDto => ({
  key: `${kind}:${n}:open`,
  kind,
  targetId: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  detail: `Waiting since Dec ${n}, 2026`,
  since: `2026-12-0${n}T15:00:00.000Z`,
  href: `/admin/somewhere/${n}`,
  reply: null,
});

export const GIFTS: TodaySectionDto = {
  kind: 'gift-not-thanked',
  heading: 'Gifts not thanked',
  action: 'thank',
  actionLabel: 'Send thank-you letter',
  total: 2,
  items: [
    item('gift-not-thanked', 1, 'Ana López — $50'),
    item('gift-not-thanked', 2, 'Ben Ode — $20'),
  ],
};

export const FOLLOW_UPS: TodaySectionDto = {
  kind: 'follow-up-due',
  heading: 'Follow-ups due',
  action: 'open',
  actionLabel: 'Open donor',
  total: 1,
  items: [item('follow-up-due', 3, 'Cara Diaz — call about the spring gala')],
};

/** An answer the fake gives instead, by "METHOD /path". */
type Override = { status: number; body?: unknown };

/**
 * Stands in for the API at fetch, keeping state like the server: "Done" and a successful action
 * take the item off the list, the digest choice is stored. Every request is recorded.
 */
export function fakeTodayApi(start: TodayDto, overrides: Record<string, Override> = {}) {
  let today: TodayDto = structuredClone(start);
  const drop = (matches: (entry: TodayItemDto) => boolean) => {
    today = {
      ...today,
      sections: today.sections.map((section) => ({
        ...section,
        items: section.items.filter((entry) => !matches(entry)),
      })),
    };
  };

  const { asked } = fakeApi(({ method, path, body }) => {
    const override = overrides[`${method} ${path}`];
    if (override) return json(override.body, override.status);
    if (method === 'GET' && path === '/api/today') return json(today);
    if (method === 'POST' && path === '/api/today/done') {
      drop((entry) => entry.key === (body as { key: string }).key);
      return json(undefined, 204);
    }
    if (method === 'PUT' && path === '/api/today/digest') {
      const { morningDigest } = body as { morningDigest: boolean };
      today = { ...today, morningDigest };
      return json({ morningDigest });
    }
    const thanked = /^\/api\/donations\/([^/]+)\/acknowledgment$/.exec(path);
    if (method === 'POST' && thanked) {
      drop((entry) => entry.kind === 'gift-not-thanked' && entry.targetId === thanked[1]);
      return json({ id: 'letter' }, 201);
    }
  });
  return { asked, writes: () => asked.filter((request) => request.method !== 'GET') };
}

export function renderToday() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TodayPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
