import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TodaySectionDto } from '../../../domain/today/today-items.ts';
import { fakeTodayApi, FOLLOW_UPS, GIFTS, item, renderToday } from './today-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const TODAY = { sections: [GIFTS, FOLLOW_UPS], morningDigest: false, mailServer: true };

describe('the Today list', () => {
  it('shows each section with its count, its items, their action and "Mark done"', async () => {
    fakeTodayApi({
      ...TODAY,
      sections: [{ ...GIFTS, items: [], total: 0, kind: 'mail-failed' }, ...TODAY.sections],
    });
    renderToday();

    const gifts = await screen.findByRole('region', { name: 'Gifts not thanked (2)' });
    expect(screen.getByRole('region', { name: 'Follow-ups due (1)' })).toBeTruthy();
    // A section with nothing left is not shown.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Gifts not thanked (2)',
      'Follow-ups due (1)',
      'Morning mail',
    ]);
    expect(screen.getByText('3 items. Gifts not thanked: 2, Follow-ups due: 1.')).toBeTruthy();

    const items = within(gifts).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Ana López — $50').tagName).toBe('STRONG');
    expect(within(items[0]!).getByText('Waiting since Dec 1, 2026')).toBeTruthy();
    expect(
      within(items[0]!).getByRole('button', { name: 'Send thank-you letter: Ana López — $50' }),
    ).toBeTruthy();
    expect(
      within(items[0]!).getByRole('button', { name: 'Mark done: Ana López — $50' }),
    ).toBeTruthy();
    const open = screen.getByRole('link', {
      name: 'Open donor: Cara Diaz — call about the spring gala',
    });
    expect(open.getAttribute('href')).toBe('/admin/somewhere/3');
  });

  it('sends the thank-you letter, reloads the list and says so', async () => {
    const api = fakeTodayApi(TODAY);
    const user = renderToday();

    await user.click(
      await screen.findByRole('button', { name: 'Send thank-you letter: Ana López — $50' }),
    );

    const said = await screen.findByText('Done: the thank-you letter is on its way.');
    expect(said.getAttribute('role')).toBe('status');
    expect(said.getAttribute('aria-live')).toBe('polite');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/donations/00000000-0000-4000-8000-000000000001/acknowledgment',
        body: {},
      },
    ]);
    expect(api.asked.filter((request) => request.path === '/api/today')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Gifts not thanked (1)' })).toBeTruthy();
    expect(screen.queryByText('Ana López — $50')).toBeNull();
  });

  it('shows the server’s message beside the item when the action fails', async () => {
    const message = 'This gift was thanked already on Dec 3, 2026. Choose “Send again” to resend.';
    fakeTodayApi(TODAY, {
      'POST /api/donations/00000000-0000-4000-8000-000000000002/acknowledgment': {
        status: 409,
        body: { message },
      },
    });
    const user = renderToday();

    await user.click(
      await screen.findByRole('button', { name: 'Send thank-you letter: Ben Ode — $20' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(alert.closest('li')?.textContent).toContain('Ben Ode — $20');
    expect(screen.getByText('Ben Ode — $20')).toBeTruthy();
  });

  it('marks an item done with POST /api/today/done', async () => {
    const api = fakeTodayApi(TODAY);
    const user = renderToday();

    await user.click(
      await screen.findByRole('button', {
        name: 'Mark done: Cara Diaz — call about the spring gala',
      }),
    );

    expect(
      await screen.findByText('Marked done: Cara Diaz — call about the spring gala.'),
    ).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/today/done', body: { key: 'follow-up-due:3:open' } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Follow-ups due/ })).toBeNull(),
    );
  });

  it('stores the morning mail choice and says it is saved', async () => {
    const api = fakeTodayApi(TODAY);
    const user = renderToday();

    const box = await screen.findByRole('checkbox', {
      name: 'Send me this list by mail at 7:00 AM (Central Time) on weekdays',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(api.writes()).toEqual([
      { method: 'PUT', path: '/api/today/digest', body: { morningDigest: true } },
    ]);
  });

  it('says where the morning mail would wait while no mail server is set up', async () => {
    const waits =
      'No mail server is set up yet: the morning mail waits in the outbox until an owner sets one up.';
    fakeTodayApi({ ...TODAY, mailServer: false });
    renderToday();
    expect(await screen.findByText(waits)).toBeTruthy();
  });

  it('says nothing of it when mail can go out', async () => {
    fakeTodayApi(TODAY);
    renderToday();
    await screen.findByRole('heading', { name: 'Morning mail' });
    expect(screen.queryByText(/No mail server is set up yet/)).toBeNull();
  });

  it('tells someone with nothing left, and a viewer, that nothing needs them', async () => {
    fakeTodayApi({ sections: [], morningDigest: false, mailServer: true });
    renderToday();

    expect(await screen.findByText('Nothing needs you right now.')).toBeTruthy();
    expect(screen.getByText('Your role shows the dashboards only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start focus mode' })).toBeNull();
  });
});

describe('the actions that need more than one request', () => {
  const OFFER = {
    ...item('offer-expiring', 4, 'Dana Ruiz — Grade 3, Fall 2027'),
    detail: 'Answer due Dec 7, 2026, 5:00 PM (in 20 hours)',
  };
  const OFFERS: TodaySectionDto = {
    kind: 'offer-expiring',
    heading: 'Offers waiting for an answer',
    action: 'remind',
    actionLabel: 'Send reminder',
    total: 1,
    items: [OFFER],
  };
  const COMMENT = {
    ...item('comment-awaiting-reply', 5, 'Mutual NDA — Acme: “Can we change clause 4?”'),
    reply: { documentId: 'doc-1', shareLinkId: '00000000-0000-4000-8000-0000000000aa' },
  };
  const COMMENTS: TodaySectionDto = {
    kind: 'comment-awaiting-reply',
    heading: 'Comments waiting for a reply',
    action: 'reply',
    actionLabel: 'Reply',
    total: 1,
    items: [COMMENT],
  };

  it('marks an offer done after its reminder, since the offer stays open', async () => {
    const api = fakeTodayApi(
      { sections: [OFFERS], morningDigest: false, mailServer: true },
      { [`POST /api/admissions/offers/${OFFER.targetId}/reminder`]: { status: 200, body: {} } },
    );
    const user = renderToday();

    await user.click(
      await screen.findByRole('button', { name: 'Send reminder: Dana Ruiz — Grade 3, Fall 2027' }),
    );

    expect(await screen.findByText('Reminder sent.')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: `/api/admissions/offers/${OFFER.targetId}/reminder`,
        body: undefined,
      },
      { method: 'POST', path: '/api/today/done', body: { key: OFFER.key } },
    ]);
    expect(await screen.findByText('Nothing needs you right now.')).toBeTruthy();
  });

  it('sends a reply into the outside party’s conversation', async () => {
    const api = fakeTodayApi(
      { sections: [COMMENTS], morningDigest: false, mailServer: true },
      { 'POST /api/documents/doc-1/comments': { status: 201, body: {} } },
    );
    const user = renderToday();

    const send = await screen.findByRole('button', { name: `Send reply: ${COMMENT.title}` });
    await user.click(send);
    expect(await screen.findByText('Write your reply first.')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Yes, see version 3.');
    await user.click(send);

    expect(await screen.findByText('Reply sent.')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/documents/doc-1/comments',
        body: { content: 'Yes, see version 3.', shareLinkId: COMMENT.reply.shareLinkId },
      },
    ]);
  });
});
