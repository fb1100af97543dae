import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as designations from '../../../domain/content/designations.ts';
import * as spanishDesignations from '../../../domain/content/es/designations.ts';
import * as spanishGiving from '../../../domain/content/es/giving.ts';
import * as giving from '../../../domain/content/giving.ts';
import type { GiftCheckoutStatusDto } from '../../../domain/giving/dtos.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { GivingCopy } from './giving-copy.tsx';
import { GiveThanksPage } from './thanks-page.tsx';

const ENGLISH: GivingCopy = { locale: 'en', giving, designations };
const SPANISH: GivingCopy = {
  locale: 'es',
  giving: spanishGiving,
  designations: spanishDesignations,
};
const SESSION = 'cs_test_a1B2';
const STATUS_PATH = `/api/giving/checkouts/${SESSION}`;

type Answer = { status: number; body: unknown } | 'network-error';
const checkout = (overrides: Partial<GiftCheckoutStatusDto> = {}): Answer => ({
  status: 200,
  body: { status: 'completed', amountCents: 5000, frequency: 'one-time', ...overrides },
});

/** Answers the status request with each answer in turn, then the last one again. */
function fakeStatus(...answers: Answer[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      asked.push(path);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { asked };
}

/** Fast polling: the rules are the page's, the clock is the test's. */
const POLLING = { intervalMs: 30, maxWaitMs: 400 };

function renderThanks(url = `/give/thanks?session_id=${SESSION}`, copy = ENGLISH) {
  const router = createMemoryRouter(
    [{ path: '/give/thanks', element: <GiveThanksPage copy={copy} polling={POLLING} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

/** The live region's words. */
const status = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the page after the payment page', () => {
  it('thanks the donor for a completed gift, with the amount, and stops asking', async () => {
    const { asked } = fakeStatus(checkout());
    renderThanks();
    expect(screen.getByRole('heading', { level: 1, name: 'Your gift' })).toBeDefined();
    await waitFor(() =>
      expect(status()).toBe(
        'Thank you. We received your gift of $50.00.We are emailing your receipt to you.',
      ),
    );
    expect(asked).toEqual([STATUS_PATH]);
    await new Promise((resolve) => setTimeout(resolve, POLLING.intervalMs * 4));
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Go to the give page' })).toBeNull();
  });

  it('says "each month" for a monthly gift', async () => {
    fakeStatus(checkout({ frequency: 'monthly', amountCents: 5180 }));
    renderThanks();
    await waitFor(() =>
      expect(status()).toContain('Thank you. We received your gift of $51.80 each month.'),
    );
  });

  it('waits while the payment service has not confirmed, then shows the confirmation', async () => {
    const { asked } = fakeStatus(
      checkout({ status: 'open' }),
      checkout({ status: 'open' }),
      checkout(),
    );
    renderThanks();
    await waitFor(() =>
      expect(status()).toBe(
        'We are waiting for the payment service to confirm your gift. This page updates by itself.',
      ),
    );
    await waitFor(() => expect(status()).toContain('Thank you. We received your gift of $50.00.'));
    expect(asked).toHaveLength(3);
  });

  it('stops asking after the wait and says the receipt will follow', async () => {
    const { asked } = fakeStatus(checkout({ status: 'open' }));
    renderThanks();
    await waitFor(() => expect(status()).toBe(giving.THANKS_PAGE.stillOpen));
    const count = asked.length;
    await new Promise((resolve) => setTimeout(resolve, POLLING.intervalMs * 4));
    expect(asked.length).toBe(count);
  });

  it('says a failed payment charged nothing, and links back to the give page', async () => {
    fakeStatus(checkout({ status: 'failed' }));
    renderThanks();
    await waitFor(() =>
      expect(status()).toBe('Your payment did not go through. Nothing was charged.'),
    );
    expect(screen.getByRole('link', { name: 'Go to the give page' }).getAttribute('href')).toBe(
      '/give',
    );
  });

  it('says an expired payment page charged nothing', async () => {
    fakeStatus(checkout({ status: 'expired' }));
    renderThanks();
    await waitFor(() =>
      expect(status()).toBe(
        'The payment page closed before the payment was made. Nothing was charged.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Go to the give page' })).toBeDefined();
  });

  it('asks nothing without a session id, and says an unknown one plainly', async () => {
    const { asked } = fakeStatus({ status: 404, body: { message: 'Not found' } });
    renderThanks('/give/thanks');
    expect(status()).toBe(giving.THANKS_PAGE.noSession);
    expect(asked).toEqual([]);
  });

  it('says an unknown payment plainly and stops asking', async () => {
    const { asked } = fakeStatus({ status: 404, body: { message: 'Not found' } });
    renderThanks();
    await waitFor(() => expect(status()).toBe(giving.THANKS_PAGE.unknownSession));
    await new Promise((resolve) => setTimeout(resolve, POLLING.intervalMs * 4));
    expect(asked).toHaveLength(1);
  });

  it('reads a malformed reference (400) as unknown too', async () => {
    const { asked } = fakeStatus({
      status: 400,
      body: { message: 'This is not a payment page reference (it starts with cs_).' },
    });
    renderThanks('/give/thanks?session_id=not-a-session');
    await waitFor(() => expect(status()).toBe(giving.THANKS_PAGE.unknownSession));
    expect(asked).toEqual(['/api/giving/checkouts/not-a-session']);
  });

  it('stops asking when the server says too many questions (429)', async () => {
    const { asked } = fakeStatus({ status: 429, body: { message: 'Too many requests' } });
    renderThanks();
    await waitFor(() => expect(status()).toBe(giving.THANKS_PAGE.checkFailed));
    await new Promise((resolve) => setTimeout(resolve, POLLING.intervalMs * 4));
    expect(asked).toHaveLength(1);
  });

  it('keeps asking through network failures, and says so when the wait is over', async () => {
    fakeStatus('network-error');
    renderThanks();
    expect(status()).toBe(giving.THANKS_PAGE.checking);
    await waitFor(() => expect(status()).toBe(giving.THANKS_PAGE.checkFailed));
  });

  it('speaks Spanish on the Spanish page', async () => {
    fakeStatus(checkout({ frequency: 'monthly' }));
    renderThanks(`/give/thanks?session_id=${SESSION}`, SPANISH);
    await waitFor(() =>
      expect(status()).toBe(
        'Gracias. Recibimos su donación de $50.00 cada mes.Le estamos enviando su recibo por correo.',
      ),
    );
  });
});
