import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelConfirm } from './cancel-confirm.tsx';
import { PORTAL_COPY } from './portal-copy.ts';

const copy = PORTAL_COPY.en;

function renderCancel(onCancel = vi.fn()) {
  render(
    <CancelConfirm
      copy={copy}
      isPending={false}
      error={null}
      onCancel={onCancel}
      onClosedAfterCancel={vi.fn()}
    />,
  );
  return onCancel;
}

describe('cancelling a monthly gift', () => {
  it('asks once, saying plainly what happens, with "keep" focused first', async () => {
    const onCancel = renderCancel();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my monthly gift' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your monthly gift?' });
    expect(dialog.textContent).toContain('we will not charge your card again');
    expect(dialog.textContent).toContain('Your past gifts and your yearly statements stay here');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Keep my monthly gift' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep my monthly gift' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on "Yes, cancel it", and closes once the server has it', async () => {
    const onCancel = renderCancel(vi.fn((done: () => void) => done()));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my monthly gift' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
