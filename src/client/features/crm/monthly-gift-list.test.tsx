import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MonthlyGiftDto } from '../../../domain/crm/gift-dtos.ts';
import { MonthlyGiftList } from './monthly-gift-list.tsx';

const plan = (overrides: Partial<MonthlyGiftDto>): MonthlyGiftDto => ({
  id: '00000000-0000-4000-8000-000000000001',
  amountCents: 2_550,
  designation: 'Scholarships',
  status: 'active',
  startedOn: '2026-01-15',
  cancelledOn: null,
  pausedUntil: null,
  paidCount: 2,
  paidCents: 5_100,
  failedCount: 0,
  ...overrides,
});

describe('MonthlyGiftList', () => {
  it('says what each plan gives, what its payments came to, and whether it still runs', () => {
    render(
      <MonthlyGiftList
        plans={[
          plan({}),
          plan({
            id: '00000000-0000-4000-8000-000000000002',
            amountCents: 1_000,
            designation: null,
            status: 'cancelled',
            cancelledOn: '2026-03-02',
            paidCount: 1,
            paidCents: 1_000,
            failedCount: 1,
          }),
        ]}
      />,
    );
    const active = screen.getByRole('article', { name: /\$25\.50 each month since/ });
    expect(active.textContent).toContain('Active');
    expect(active.textContent).toContain('For Scholarships. 2 payments received, $51.00 in all.');
    const stopped = screen.getByRole('article', { name: /\$10\.00 each month since/ });
    expect(stopped.textContent).toContain('Stopped');
    expect(stopped.textContent).toContain('1 payment received, $10.00 in all; 1 payment failed.');
    expect(stopped.textContent).not.toContain('For ');
  });

  it('says a paused plan is paused and the day it starts again', () => {
    render(<MonthlyGiftList plans={[plan({ pausedUntil: '2026-04-15' })]} />);
    const paused = screen.getByRole('article', { name: /\$25\.50 each month since/ });
    expect(paused.textContent).toContain('Paused');
    expect(paused.textContent).not.toContain('Active');
    expect(paused.textContent).toContain(
      'Paused by the donor: nothing is charged until Apr 15, 2026, when it starts again.',
    );
  });
});
