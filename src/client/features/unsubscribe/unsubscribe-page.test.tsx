import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribePage } from './unsubscribe-page.tsx';

type Call = { method: string; url: string; body: unknown };

/** Stands in for the API at the network: GET answers `state`, POST answers what was asked. */
function fakeApi(initial: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = String(init?.method ?? 'GET');
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, url, body });
      const answer =
        method === 'GET'
          ? initial
          : {
              status: 200,
              body: {
                language: 'es',
                subscribed: (body as { action: string }).action === 'subscribe',
              },
            };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const renderPage = (locale: 'en' | 'es') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UnsubscribePage token="tok-en_1" locale={locale} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the unsubscribe page', () => {
  it('changes nothing when opened, unsubscribes with the button, and offers to subscribe again', async () => {
    const calls = fakeApi({ status: 200, body: { language: 'en', subscribed: true } });
    const user = userEvent.setup();
    renderPage('en');
    await screen.findByText(/Do you want to stop them\?/);
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(calls[0]!.url).toBe('/api/unsubscribe/tok-en_1');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByRole('heading', { name: 'You are unsubscribed' });
    expect(calls[1]).toMatchObject({ method: 'POST', body: { action: 'unsubscribe' } });
    expect(
      screen.getByText(/Receipts and thank-you letters for your gifts still come/),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await screen.findByText('You are subscribed again. Thank you.');
    expect(calls[2]).toMatchObject({ method: 'POST', body: { action: 'subscribe' } });
    // Subscribed again by the donor's own hand: no button invites a second change at once.
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('speaks Spanish on the Spanish page, already unsubscribed', async () => {
    fakeApi({ status: 200, body: { language: 'es', subscribed: false } });
    renderPage('es');
    expect(await screen.findByRole('heading', { name: 'Se ha dado de baja' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suscribirse de nuevo' })).toBeTruthy();
  });

  it('shows the server’s words for a link that is not valid', async () => {
    fakeApi({
      status: 404,
      body: { message: 'This unsubscribe link is not valid. Use the link from your email.' },
    });
    renderPage('en');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This unsubscribe link is not valid. Use the link from your email.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
