import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { EditDonorDialog } from './edit-donor-dialog.tsx';

const DONOR: DonorDto = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Lucía',
  lastName: 'Ramírez',
  email: 'lucia@example.org',
  phone: null,
  organization: null,
  title: null,
  donorType: 'individual',
  capacity: null,
  interests: [],
  address: null,
  city: null,
  state: null,
  zipCode: null,
  notes: null,
  language: 'en',
  status: 'prospect',
  statusBasis: { rule: 'no-gift' },
  totalGivenCents: 0,
  firstGiftDate: null,
  lastGiftDate: null,
  lastContactDate: null,
  nextFollowUp: null,
  assignedTo: null,
  source: null,
  rating: 0,
  createdAt: '2026-01-15T12:00:00.000Z',
  updatedAt: '2026-01-15T12:00:00.000Z',
};

/** Stands in for the API: answers the PATCH with the donor as sent, and records the body. */
function fakeApi() {
  const sent: { method: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ method: String(init?.method), body });
      return new Response(JSON.stringify({ ...DONOR, ...body }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('the donor’s language in Edit donor details', () => {
  it('shows the language kept on the donor and sends the one staff switch to', async () => {
    const { sent } = fakeApi();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EditDonorDialog donor={DONOR} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const language = screen.getByRole<HTMLSelectElement>('combobox', {
      name: /Language for mail and letters/,
    });
    expect(language.value).toBe('en');
    // Named in itself, so a screen reader says "Español" in Spanish.
    expect(screen.getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe('es');

    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { language: 'es' } });
  });
});
