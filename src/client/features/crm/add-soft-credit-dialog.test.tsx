import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DonorListPageDto } from '../../../domain/crm/donor-dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { AddSoftCreditDialog } from './add-soft-credit-dialog.tsx';

const GIVER = '00000000-0000-4000-8000-000000000001';
const SPOUSE = '00000000-0000-4000-8000-000000000002';
const GIFT = { id: '00000000-0000-4000-8000-0000000000aa', donorId: GIVER, amountCents: 10_000 };

const donor = (id: string, firstName: string) =>
  ({ id, firstName, lastName: 'Ortiz', email: null }) as DonorListPageDto['items'][number];

type Answer = { status: number; body: unknown };

/** Stands in for the API: the donor list, and the POST answered with `posted`; records bodies. */
function fakeApi(posted: Answer) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const answer =
        init?.method === 'POST'
          ? posted
          : {
              status: 200,
              body: { items: [donor(GIVER, 'Luis'), donor(SPOUSE, 'Ana')], total: 2 },
            };
      if (init?.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <AddSoftCreditDialog gift={GIFT} creditedIds={[]} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Add soft credit/ }));
  const person = screen.getByRole('combobox', { name: /Person to credit/ });
  await screen.findByRole('option', { name: 'Ana Ortiz' });
  // The donor who gave the gift is not offered: it already counts for them.
  expect(screen.queryByRole('option', { name: 'Luis Ortiz' })).toBeNull();
  await user.selectOptions(person, SPOUSE);
  return user;
}

const CREDIT = {
  id: '00000000-0000-4000-8000-0000000000cc',
  donationId: GIFT.id,
  donorId: SPOUSE,
  donorName: 'Ana Ortiz',
  kind: 'solicitor',
  amountCents: 2_550,
  createdAt: '2026-01-15T12:00:00.000Z',
};

describe('Add soft credit', () => {
  it('posts the person, the kind and the amount in cents', async () => {
    const { sent } = fakeApi({ status: 201, body: CREDIT });
    const user = await openDialog();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Why they are credited/ }),
      'solicitor',
    );
    const amount = screen.getByRole('textbox', { name: /Amount credited/ });
    expect((amount as HTMLInputElement).value).toBe('100.00');
    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(screen.getByRole('button', { name: 'Add soft credit' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: `/api/donations/${GIFT.id}/soft-credits`,
      body: { donorId: SPOUSE, kind: 'solicitor', amountCents: 2_550 },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the whole gift to the server, and shows its message beside the field', async () => {
    const { sent } = fakeApi({
      status: 400,
      body: {
        message: 'Please correct the fields marked in the form.',
        fieldErrors: { amountCents: 'A soft credit cannot be more than the gift.' },
      },
    });
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Add soft credit' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ donorId: SPOUSE, kind: 'spouse' });
    const amount = screen.getByRole('textbox', { name: /Amount credited/ });
    await vi.waitFor(() => expect(amount.getAttribute('aria-describedby')).toMatch(/-error/));
    expect(
      screen.getAllByText('A soft credit cannot be more than the gift.').length,
    ).toBeGreaterThan(0);
  });
});
