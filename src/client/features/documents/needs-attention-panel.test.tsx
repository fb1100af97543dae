import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TodayItemDto } from '../../../domain/today/today-items.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { Toaster } from '../../ui/toaster.tsx';
import { dismissToast } from '../../ui/use-toast.ts';
import { NeedsAttentionPanel } from './needs-attention-panel.tsx';

const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';
const SIGNER_ID = '22222222-2222-4222-8222-222222222222';
const OTHER_SIGNER_ID = '33333333-3333-4333-8333-333333333333';
const SHARE_LINK_ID = '44444444-4444-4444-8444-444444444444';
const ROOM_ID = '55555555-5555-4555-8555-555555555555';

const signer: TodayItemDto = {
  key: `signature-stalled:${SIGNER_ID}:2026-11-20T15:00:00.000Z`,
  kind: 'signature-stalled',
  targetId: SIGNER_ID,
  title: 'Morgan Lee — Mutual NDA',
  detail: 'Waiting since Nov 20, 2026 (15 days); no reminder sent',
  since: '2026-11-20T15:00:00.000Z',
  href: `/admin/documents/${DOCUMENT_ID}/signature`,
  reply: null,
};
const roomSigner: TodayItemDto = {
  ...signer,
  key: `signature-stalled:${OTHER_SIGNER_ID}:2026-11-25T15:00:00.000Z`,
  targetId: OTHER_SIGNER_ID,
  title: 'Sam Park — Data room access',
  detail: 'Waiting since Nov 25, 2026 (10 days); 1 reminder sent',
  since: '2026-11-25T15:00:00.000Z',
  href: `/admin/data-rooms/${ROOM_ID}`,
};
const comment: TodayItemDto = {
  key: `comment-awaiting-reply:${SHARE_LINK_ID}:c1`,
  kind: 'comment-awaiting-reply',
  targetId: 'c1',
  title: 'Rita Gomez — Mutual NDA',
  detail: '"Can we change the term to two years?", Dec 4, 2026, 3:00 PM',
  since: '2026-12-04T21:00:00.000Z',
  href: `/admin/documents/${DOCUMENT_ID}/comments`,
  reply: { documentId: DOCUMENT_ID, shareLinkId: SHARE_LINK_ID },
};

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

/**
 * Stands in for the API at the network boundary: answers by method and path (the stalled list
 * from a queue, so a reload can answer differently) and records every request as "METHOD /path".
 */
function fakeDocumentsApi(options: {
  stalled: TodayItemDto[][];
  comments: TodayItemDto[];
  reminder?: Answer;
}) {
  const stalledAnswers = [...options.stalled];
  const { asked } = fakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/docusign/stalled') {
      return json(stalledAnswers.length > 1 ? stalledAnswers.shift() : stalledAnswers[0]);
    }
    if (method === 'GET' && path === '/api/comments/awaiting-reply') return json(options.comments);
    if (method === 'POST' && path.startsWith('/api/docusign/reminders/') && options.reminder) {
      return json(options.reminder.body, options.reminder.status);
    }
  });
  return { requests: () => asked.map(({ method, path }) => `${method} ${path}`) };
}

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NeedsAttentionPanel />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe('Needs you now on All Documents', () => {
  it('lists the stalled signers and the comments waiting for a reply, with their counts', async () => {
    fakeDocumentsApi({ stalled: [[signer, roomSigner]], comments: [comment] });
    renderPanel();

    const panel = await screen.findByRole('region', { name: 'Needs you now' });
    const signatures = within(panel).getByRole('region', {
      name: 'Signatures waiting too long (2)',
    });
    expect(within(signatures).getByText(signer.detail)).toBeTruthy();
    expect(
      within(signatures).getByRole('button', { name: 'Send reminder: Morgan Lee — Mutual NDA' }),
    ).toBeTruthy();
    expect(
      within(signatures)
        .getByRole('link', { name: 'Open: Sam Park — Data room access' })
        .getAttribute('href'),
    ).toBe(`/admin/data-rooms/${ROOM_ID}`);

    const comments = within(panel).getByRole('region', {
      name: 'Comments waiting for a reply (1)',
    });
    expect(within(comments).getByText(comment.detail)).toBeTruthy();
    expect(
      within(comments)
        .getByRole('link', { name: 'Reply: Rita Gomez — Mutual NDA' })
        .getAttribute('href'),
    ).toBe(`/admin/documents/${DOCUMENT_ID}/comments`);
    expect(within(comments).queryByRole('button')).toBeNull();
  });

  it('posts the reminder for that signer, reloads the list and says it was sent', async () => {
    const { requests } = fakeDocumentsApi({
      stalled: [[signer, roomSigner], [roomSigner]],
      comments: [],
      reminder: ok({ remindersSent: 1, nextReminderAt: '2026-12-09T15:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderPanel();

    await user.click(
      await screen.findByRole('button', { name: 'Send reminder: Morgan Lee — Mutual NDA' }),
    );

    expect(await screen.findByText('Reminder sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Morgan Lee/ })).toBeNull());
    expect(screen.getByRole('region', { name: 'Signatures waiting too long (1)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Comments waiting/ })).toBeNull();
    expect(requests().filter((request) => request.startsWith('POST'))).toEqual([
      `POST /api/docusign/reminders/${SIGNER_ID}`,
    ]);
    expect(requests().filter((request) => request === 'GET /api/docusign/stalled')).toHaveLength(2);
  });

  it('shows the server’s reason beside the signer when the reminder is refused', async () => {
    const message = 'Morgan Lee already signed; there is nothing to remind them of.';
    fakeDocumentsApi({
      stalled: [[signer]],
      comments: [comment],
      reminder: { status: 409, body: { message } },
    });
    const user = userEvent.setup();
    renderPanel();

    const signatures = await screen.findByRole('region', {
      name: 'Signatures waiting too long (1)',
    });
    await user.click(
      within(signatures).getByRole('button', { name: 'Send reminder: Morgan Lee — Mutual NDA' }),
    );

    await within(signatures).findByText(message);
    expect(within(signatures).getByRole('alert').textContent).toBe(message);
    expect(screen.queryByText('Reminder sent.')).toBeNull();
  });

  it('renders nothing while both lists are empty', async () => {
    const { requests } = fakeDocumentsApi({ stalled: [[]], comments: [] });
    const { container, client } = renderPanel();

    // Both answers have landed: the lists are in the cache and nothing is being read.
    await waitFor(() => {
      expect(client.isFetching()).toBe(0);
      expect(client.getQueryData(['/api/docusign/stalled'])).toEqual([]);
      expect(client.getQueryData(['/api/comments/awaiting-reply'])).toEqual([]);
    });
    expect(requests().sort()).toEqual([
      'GET /api/comments/awaiting-reply',
      'GET /api/docusign/stalled',
    ]);
    expect(screen.queryByRole('region', { name: 'Needs you now' })).toBeNull();
    expect(container.querySelector('h2, h3, ul')).toBeNull();
  });
});
