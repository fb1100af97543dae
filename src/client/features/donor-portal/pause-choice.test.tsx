import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PauseChoice } from './pause-choice.tsx';
import { PORTAL_COPY } from './portal-copy.ts';

describe('the pause choice', () => {
  it('offers 1, 2 or 3 months, each with the day payments start again', async () => {
    const onPause = vi.fn();
    render(
      <PauseChoice copy={PORTAL_COPY.en} today="2026-01-15" isPending={false} onPause={onPause} />,
    );
    const group = screen.getByRole('group', { name: 'Pause for how long?' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual([
      '1 month: payments start again on February 15, 2026',
      '2 months: payments start again on March 15, 2026',
      '3 months: payments start again on April 15, 2026',
    ]);
    expect((screen.getByRole('radio', { name: /^1 month/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('radio', { name: /^3 months/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause my monthly gift' }));
    expect(onPause).toHaveBeenCalledWith(3);
  });

  it('says the dates in Spanish on the Spanish page', () => {
    render(
      <PauseChoice copy={PORTAL_COPY.es} today="2026-01-15" isPending={false} onPause={vi.fn()} />,
    );
    expect(
      screen.getByRole('radio', {
        name: '2 meses: los pagos vuelven a empezar el 15 de marzo de 2026',
      }),
    ).toBeTruthy();
  });
});
