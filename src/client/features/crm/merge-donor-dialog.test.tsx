import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { Toaster } from '../../ui/toaster.tsx';
import { dismissToast } from '../../ui/use-toast.ts';
import { MergeDonorDialog } from './merge-donor-dialog.tsx';

const KEPT = '00000000-0000-4000-8000-000000000001';
const DUPLICATE = '00000000-0000-4000-8000-000000000002';

const donor = (id: string, firstName: string) =>
  ({ id, firstName, lastName: 'Ortiz', email: `${firstName}@example.org` }) as DonorDto;

/** Stands in for the API: the donor list and the merge; records what was posted where. */
function fakeApi() {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      let body: unknown = {
        items: [donor(KEPT, 'Ana'), donor(DUPLICATE, 'Anna')],
        total: 2,
      };
      if (init?.method === 'POST') {
        sent.push({ path, body: JSON.parse(String(init.body)) });
        body = { keptId: KEPT, removedId: DUPLICATE, moved: { donations: 2 }, filledFields: [] };
      }
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe('Merge a duplicate into this donor', () => {
  it('says what will happen, and merges the chosen duplicate into the donor kept', async () => {
    const { sent } = fakeApi();
    const user = userEvent.setup();
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <MergeDonorDialog donor={donor(KEPT, 'Ana')} />
        <Toaster />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Merge a duplicate into this donor' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Their gifts, soft credits, interactions, household, monthly gifts and letters move here.',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');

    // Confirming before choosing asks for the duplicate and sends nothing.
    const confirm = screen.getByRole('button', { name: 'Merge and delete the duplicate' });
    await user.click(confirm);
    expect(await screen.findByText('Choose the duplicate donor')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await screen.findByRole('option', { name: /Anna Ortiz/ });
    // The donor kept cannot be its own duplicate.
    expect(screen.queryByRole('option', { name: /^Ana Ortiz/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /Duplicate donor/ }), DUPLICATE);
    await user.click(confirm);

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: `/api/donors/${KEPT}/merge`,
      body: { duplicateId: DUPLICATE },
    });
    expect(await screen.findByText('Donors merged')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
