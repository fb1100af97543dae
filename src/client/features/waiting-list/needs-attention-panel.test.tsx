import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { loadFailedText } from '../../ui/query-state.tsx';
import { Toaster } from '../../ui/toaster.tsx';
import { dismissToast } from '../../ui/use-toast.ts';
import { NeedsAttentionPanel } from './needs-attention-panel.tsx';

const OFFERS_PATH = '/api/admissions/offers/waiting-for-answer';
const PAPERS_PATH = '/api/family-papers/to-review';

const OFFER_ID = '00000000-0000-4000-8000-0000000000f1';
const ENTRY_ID = '00000000-0000-4000-8000-0000000000c1';

const OFFER: TodayItemDto = {
  key: `offer-expiring:${OFFER_ID}:2026-12-08T05:59:00.000Z`,
  kind: 'offer-expiring',
  targetId: OFFER_ID,
  title: 'Ana López — K-12 Campus · 3rd grade · Fall 2027',
  detail: 'Answer due by Dec 7, 2026, 11:59 PM, in 20 hours',
  since: '2026-12-06T05:59:00.000Z',
  href: `/admin/waiting-list/${ENTRY_ID}`,
  reply: null,
};

const PAPERS: TodayItemDto[] = [
  {
    key: 'paper-to-review:00000000-0000-4000-8000-0000000000p1:received',
    kind: 'paper-to-review',
    targetId: '00000000-0000-4000-8000-0000000000a1',
    title: 'Ben Ode — immunization-record.pdf',
    detail: 'Sent Dec 4, 2026',
    since: '2026-12-04T15:00:00.000Z',
    href: '/admin/waiting-list/00000000-0000-4000-8000-0000000000c2',
    reply: null,
  },
  {
    key: 'paper-to-review:00000000-0000-4000-8000-0000000000p2:received',
    kind: 'paper-to-review',
    targetId: '00000000-0000-4000-8000-0000000000a2',
    title: 'Cara Diaz — report-card.pdf',
    detail: 'Sent Dec 5, 2026',
    since: '2026-12-05T15:00:00.000Z',
    href: '/admin/waiting-list/00000000-0000-4000-8000-0000000000c3',
    reply: null,
  },
];

type Answer = { status: number; body: unknown };

/** Stands in for the API at fetch: answers by "METHOD /path", records every request. */
function fakeWaitingListApi(answers: Record<string, Answer | (() => Answer)>) {
  const { asked } = fakeApi(({ method, path }) => {
    const found = answers[`${method} ${path}`];
    if (!found) return undefined;
    const answer = typeof found === 'function' ? found() : found;
    return json(answer.body, answer.status);
  });
  const count = (method: string, path: string) =>
    asked.filter((request) => request.method === method && request.path === path).length;
  return { asked, count };
}

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  const { container } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NeedsAttentionPanel />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), container };
}

const REMINDER_PATH = `/api/admissions/offers/${OFFER_ID}/reminder`;

describe('the "Needs you now" panel of the waiting list', () => {
  it('lists the offers waiting for an answer and the papers to review, each with its count', async () => {
    fakeWaitingListApi({
      [`GET ${OFFERS_PATH}`]: { status: 200, body: [OFFER] },
      [`GET ${PAPERS_PATH}`]: { status: 200, body: PAPERS },
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Needs you now' });

    const offers = within(panel).getByRole('region', { name: 'Offers waiting for an answer (1)' });
    expect(within(offers).getByText(OFFER.title)).toBeTruthy();
    expect(within(offers).getByText(OFFER.detail)).toBeTruthy();
    expect(
      within(offers).getByRole('button', { name: `Send reminder: ${OFFER.title}` }),
    ).toBeTruthy();
    expect(
      within(offers)
        .getByRole('link', { name: `Open family: ${OFFER.title}` })
        .getAttribute('href'),
    ).toBe(OFFER.href);

    const papers = within(panel).getByRole('region', { name: 'Papers to review (2)' });
    const [first, second] = within(papers).getAllByRole('listitem');
    expect(
      within(first!)
        .getByRole('link', { name: `Open papers: ${PAPERS[0]!.title}` })
        .getAttribute('href'),
    ).toBe(PAPERS[0]!.href);
    expect(
      within(second!)
        .getByRole('link', { name: `Open papers: ${PAPERS[1]!.title}` })
        .getAttribute('href'),
    ).toBe(PAPERS[1]!.href);
    expect(within(papers).queryByRole('button')).toBeNull();
  });

  it('shows only the section that has items', async () => {
    fakeWaitingListApi({
      [`GET ${OFFERS_PATH}`]: { status: 200, body: [] },
      [`GET ${PAPERS_PATH}`]: { status: 200, body: PAPERS },
    });
    renderPanel();
    expect(await screen.findByRole('region', { name: 'Papers to review (2)' })).toBeTruthy();
    expect(screen.queryByText(/Offers waiting for an answer/)).toBeNull();
  });

  it('sends the reminder for that offer, says so, and reloads both lists', async () => {
    const reminded = { ...OFFER, detail: `${OFFER.detail} · Reminded Dec 6, 2026` };
    let wasReminded = false;
    const { count } = fakeWaitingListApi({
      [`GET ${OFFERS_PATH}`]: () => ({ status: 200, body: [wasReminded ? reminded : OFFER] }),
      [`GET ${PAPERS_PATH}`]: { status: 200, body: PAPERS },
      [`POST ${REMINDER_PATH}`]: () => {
        wasReminded = true;
        return { status: 200, body: { id: OFFER_ID, status: 'open' } };
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: `Send reminder: ${OFFER.title}` }));

    expect(await screen.findByText('Reminder sent.')).toBeTruthy();
    expect(count('POST', REMINDER_PATH)).toBe(1);
    expect(await screen.findByText(reminded.detail)).toBeTruthy();
    await waitFor(() => expect(count('GET', PAPERS_PATH)).toBe(2));
    expect(count('GET', OFFERS_PATH)).toBe(2);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows the server’s reason beside the offer when it can no longer be reminded', async () => {
    const message = 'This offer is no longer open, so no reminder was sent.';
    const { count } = fakeWaitingListApi({
      [`GET ${OFFERS_PATH}`]: { status: 200, body: [OFFER] },
      [`GET ${PAPERS_PATH}`]: { status: 200, body: [] },
      [`POST ${REMINDER_PATH}`]: { status: 409, body: { message } },
    });
    const { user } = renderPanel();
    const offers = await screen.findByRole('region', { name: 'Offers waiting for an answer (1)' });
    await user.click(within(offers).getByRole('button', { name: `Send reminder: ${OFFER.title}` }));

    const reason = await within(offers).findByText(message);
    expect(reason.closest('[role="alert"]')).toBeTruthy();
    expect(count('POST', REMINDER_PATH)).toBe(1);
    expect(screen.queryByText('Reminder sent.')).toBeNull();
  });

  it('says so when a list did not load, rather than hiding what may need someone', async () => {
    fakeWaitingListApi({
      [`GET ${OFFERS_PATH}`]: { status: 500, body: { message: 'The database is not answering.' } },
      [`GET ${PAPERS_PATH}`]: { status: 200, body: [] },
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Needs you now' });
    expect(
      within(panel).getByText(loadFailedText('The offers waiting for an answer')),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('renders nothing at all when both lists are empty', async () => {
    const { count } = fakeWaitingListApi({
      [`GET ${OFFERS_PATH}`]: { status: 200, body: [] },
      [`GET ${PAPERS_PATH}`]: { status: 200, body: [] },
    });
    const { container } = renderPanel();
    await waitFor(() => {
      expect(count('GET', OFFERS_PATH)).toBe(1);
      expect(count('GET', PAPERS_PATH)).toBe(1);
    });
    // Give the answers time to render: the card must not appear once they are read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Needs you now')).toBeNull();
    expect(container.querySelector('section, ul')).toBeNull();
  });
});
