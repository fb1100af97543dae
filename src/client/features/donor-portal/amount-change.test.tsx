import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AmountChange, readMonthlyAmount } from './amount-change.tsx';
import { PORTAL_COPY } from './portal-copy.ts';

const copy = PORTAL_COPY.en;

/** The words a screen reader reads after the field's name. */
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the new monthly amount', () => {
  it('reads dollars and cents as exact cents', () => {
    expect(readMonthlyAmount('19.99', 2_500, copy)).toEqual({ cents: 1_999 });
    expect(readMonthlyAmount('0.29', 2_500, copy)).toEqual({ error: copy.amountRange });
    expect(readMonthlyAmount('$1,250.10', 2_500, copy)).toEqual({ cents: 125_010 });
    expect(readMonthlyAmount('20', 2_500, copy)).toEqual({ cents: 2_000 });
    expect(readMonthlyAmount('19.999', 2_500, copy)).toEqual({ error: copy.amountFormat });
    expect(readMonthlyAmount('twenty', 2_500, copy)).toEqual({ error: copy.amountFormat });
  });

  it('keeps to the give page limits, $1.00 to $50,000.00, and refuses the same amount', () => {
    expect(readMonthlyAmount('1.00', 2_500, copy)).toEqual({ cents: 100 });
    expect(readMonthlyAmount('0.99', 2_500, copy)).toEqual({ error: copy.amountRange });
    expect(readMonthlyAmount('50000.00', 2_500, copy)).toEqual({ cents: 5_000_000 });
    expect(readMonthlyAmount('50000.01', 2_500, copy)).toEqual({ error: copy.amountRange });
    expect(readMonthlyAmount('25', 2_500, copy)).toEqual({ error: copy.amountSame });
    expect(copy.amountRange).toBe('Enter an amount between $1.00 and $50,000.00');
  });

  it('shows what is wrong beside the field, and sends exact cents once it is right', async () => {
    const onChange = vi.fn();
    render(<AmountChange copy={copy} currentCents={2_500} isPending={false} onChange={onChange} />);
    const field = screen.getByLabelText('New monthly amount in dollars');
    await userEvent.type(field, '0.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new amount' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field)).toContain(copy.amountRange);
    expect(document.activeElement).toBe(field);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '19.99');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new amount' }));
    expect(onChange).toHaveBeenCalledWith(1_999);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
  });
});
