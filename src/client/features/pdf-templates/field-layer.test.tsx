import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { field, FieldLayerHarness, template } from './editor-harness.tsx';

const announced = () => document.querySelector('[aria-live="polite"]')?.textContent?.trim();
const boxOf = (button: HTMLElement) => button.parentElement!.style;

const SIGNATURE = 'Signature for Signer 1 on page 1, required';
const DATE = 'Date signed for Signer 1 on page 1, optional';

function renderLayer() {
  const from = template([
    field({ id: 'sig', kind: 'signature', x: 36, y: 36 }),
    field({
      id: 'date',
      kind: 'date-signed',
      x: 36,
      y: 100,
      width: 120,
      height: 20,
      required: false,
    }),
  ]);
  render(<FieldLayerHarness from={from} />);
  return userEvent.setup();
}

describe('a field on the page, by keyboard', () => {
  it('moves one snap step per arrow key and says where it is', async () => {
    const user = renderLayer();
    const signature = screen.getByRole('button', { name: SIGNATURE });
    signature.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(announced()).toBe('Moved to 44, 40');
    expect(boxOf(signature)).toMatchObject({ left: '44px', top: '40px' });

    await user.keyboard('{ArrowUp>11/}{ArrowLeft}');
    // Never past the page's top edge.
    expect(announced()).toBe('Moved to 40, 0');
    expect(boxOf(signature)).toMatchObject({ left: '40px', top: '0px' });
  });

  it('grows and shrinks with Shift and an arrow key', async () => {
    const user = renderLayer();
    const signature = screen.getByRole('button', { name: SIGNATURE });
    signature.focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{ArrowDown}{/Shift}');
    expect(announced()).toBe('Resized to 184 by 48');
    expect(boxOf(signature)).toMatchObject({ width: '184px', height: '48px', left: '36px' });

    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(announced()).toBe('Resized to 180 by 48');
  });

  it('removes the field with Delete and moves focus to the next field, then to "Add to page"', async () => {
    const user = renderLayer();
    screen.getByRole('button', { name: SIGNATURE }).focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: SIGNATURE })).toBeNull();
    expect(announced()).toBe(`Removed ${SIGNATURE}`);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: DATE }));

    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: DATE })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to page 1' }));
  });
});
