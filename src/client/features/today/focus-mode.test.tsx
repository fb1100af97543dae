import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTodayApi, FOLLOW_UPS, GIFTS, renderToday } from './today-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const TODAY = { sections: [GIFTS, FOLLOW_UPS], morningDigest: false, mailServer: true };

/** Waits until focus is on the element, and returns it. */
async function focusedOn(element: () => HTMLElement) {
  await waitFor(() => expect(document.activeElement).toBe(element()));
  return document.activeElement as HTMLElement;
}

describe('focus mode', () => {
  it('walks the items one at a time with the keyboard alone', async () => {
    const api = fakeTodayApi(TODAY);
    const user = renderToday();
    await screen.findByRole('button', { name: 'Start focus mode' });

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Start focus mode');
    await user.keyboard('{Enter}');

    // The first item: its action sends the letter and moves on by itself.
    const first = await focusedOn(() => screen.getByRole('heading', { name: /^Item 1 of 3/ }));
    expect(first.textContent).toContain('Gifts not thanked');
    expect(first.textContent).toContain('Ana López — $50');
    expect(screen.getByText('Waiting since Dec 1, 2026')).toBeTruthy();
    expect(screen.queryByText('Ben Ode — $20')).toBeNull();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Send thank-you letter: Ana López — $50',
    );
    await user.keyboard('{Enter}');

    // The second: skipped, it stays on the list.
    const second = await focusedOn(() => screen.getByRole('heading', { name: /^Item 2 of 3/ }));
    expect(second.textContent).toContain('Ben Ode — $20');
    expect(screen.getByText('Done: the thank-you letter is on its way.')).toBeTruthy();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Skip: Ben Ode — $20');
    await user.keyboard('{Enter}');

    // The third: marked done with Space.
    const third = await focusedOn(() => screen.getByRole('heading', { name: /^Item 3 of 3/ }));
    expect(third.textContent).toContain('Follow-ups due');
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Open donor: Cara Diaz — call about the spring gala',
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Mark done: Cara Diaz — call about the spring gala',
    );
    await user.keyboard(' ');

    await focusedOn(() => screen.getByRole('heading', { name: 'That was the last item.' }));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/donations/00000000-0000-4000-8000-000000000001/acknowledgment',
        body: {},
      },
      { method: 'POST', path: '/api/today/done', body: { key: 'follow-up-due:3:open' } },
    ]);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Back to the list');
    await user.keyboard('{Enter}');

    // Back on the list: only the skipped item is left, and focus is where focus mode began.
    await focusedOn(() => screen.getByRole('button', { name: 'Start focus mode' }));
    expect(screen.getByRole('region', { name: 'Gifts not thanked (1)' })).toBeTruthy();
    expect(screen.getByText('Ben Ode — $20')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Follow-ups due/ })).toBeNull();
  });

  it('leaves with Escape, back on the button that started it', async () => {
    const api = fakeTodayApi(TODAY);
    const user = renderToday();
    await user.click(await screen.findByRole('button', { name: 'Start focus mode' }));
    await focusedOn(() => screen.getByRole('heading', { name: /^Item 1 of 3/ }));
    expect(screen.getByRole('button', { name: 'Exit focus mode' })).toBeTruthy();

    await user.keyboard('{Escape}');

    await focusedOn(() => screen.getByRole('button', { name: 'Start focus mode' }));
    expect(screen.queryByRole('heading', { name: /^Item 1 of 3/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Gifts not thanked (2)' })).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });
});
