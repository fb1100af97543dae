import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import * as designations from '../../../domain/content/designations.ts';
import * as spanishDesignations from '../../../domain/content/es/designations.ts';
import * as spanishGiving from '../../../domain/content/es/giving.ts';
import * as giving from '../../../domain/content/giving.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GivePage } from './give-page.tsx';
import type { GivingCopy } from './giving-copy.tsx';

// The give form's tests share this page harness: the API stand-in, the page in a router, and
// the steps a donor takes. The server's messages here are stubs of its answers; the real pledge
// mail and card letter are read as they arrive over SMTP in e2e/giving.test.ts.

export const ENGLISH: GivingCopy = { locale: 'en', giving, designations };
export const SPANISH: GivingCopy = {
  locale: 'es',
  giving: spanishGiving,
  designations: spanishDesignations,
};

type Answer = { status: number; body: unknown } | 'network-error';
export const json = (body: unknown, status = 200): Answer => ({ status, body });

/**
 * Stands in for the API (the server's giving routes): answers `METHOD path` from `answers` and
 * records every body sent. An address it does not know gets the server's JSON 404, as an
 * installation without the routes would answer.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (init?.body)
      sent.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const answer =
      answers[`${method} ${path}`] ??
      json({ message: `There is no API route ${method} ${path}.` }, 404);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

export const CARD = { 'GET /api/giving/options': json({ path: 'card' }) };
export const PLEDGE = { 'GET /api/giving/options': json({ path: 'pledge' }) };
export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_123';

export function renderGive(url = '/give', copy: GivingCopy = ENGLISH) {
  const assign = vi.fn();
  // The browser leaves for Stripe's page; here the address it would go to is recorded.
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  const router = createMemoryRouter([{ path: '/give', element: <GivePage copy={copy} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  return {
    user,
    assign,
    async fillDonor() {
      await user.type(
        screen.getByRole('textbox', { name: copy.giving.GIFT_FORM.firstName }),
        'Ada',
      );
      await user.type(
        screen.getByRole('textbox', { name: copy.giving.GIFT_FORM.lastName }),
        'Lovelace',
      );
      await user.type(
        screen.getByRole('textbox', { name: new RegExp(`^${copy.giving.GIFT_FORM.email}`) }),
        'ada@example.org',
      );
    },
    async typeAmount(text: string) {
      const field = screen.getByRole('textbox', {
        name: new RegExp(`^${copy.giving.GIFT_FORM.customAmountLabel}`),
      });
      await user.clear(field);
      await user.type(field, text);
    },
    submitButton: () => screen.getByRole('button', { name: /^(Give|Pledge|Donar|Prometer)/ }),
    summary: () => screen.findByRole('alert', { name: copy.giving.ERROR_SUMMARY_TITLE }),
  };
}

/** The options request has been answered (the fee box and the next-step sentence depend on it). */
export const optionsAnswered = (fetchMock: ReturnType<typeof vi.fn>) =>
  waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/giving/options', expect.anything()));

/** After each test: no cached answers, no stubbed fetch. */
export function resetGiveForm(): void {
  queryClient.clear();
  vi.unstubAllGlobals();
}
