import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EditorHarness, field, template } from './editor-harness.tsx';

const named = (name: string) => screen.getByRole('button', { name });
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent?.trim();

describe('adding a field without a mouse', () => {
  it('adds the chosen kind for the chosen signer at a free spot and focuses it', async () => {
    const user = userEvent.setup();
    render(<EditorHarness from={template([])} />);
    await user.click(screen.getByRole('radio', { name: 'Initials' }));
    const add = screen.getByRole('button', { name: 'Add to page 1' });
    expect(document.getElementById(add.getAttribute('aria-describedby')!)?.textContent).toBe(
      '“Add to page” adds: Initials for Signer 1.',
    );

    add.focus();
    await user.keyboard('{Enter}');
    const first = screen.getByRole('button', { name: 'Initials for Signer 1 on page 1, required' });
    expect(document.activeElement).toBe(first);
    expect(announced()).toBe('Added Initials for Signer 1 on page 1, required at 36, 36');

    // The next one goes beside it, not on top of it; this time for a second signer.
    await user.click(screen.getByRole('button', { name: 'Add a signer' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Signer 2' }).checked).toBe(true);
    add.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Initials for Signer 2 on page 1, required' }),
    );
    expect(announced()).toBe('Added Initials for Signer 2 on page 1, required at 108, 36');
  });
});

describe('the field details panel', () => {
  it('opens with Enter and changes the signer, whether it is required, and the label', async () => {
    const user = userEvent.setup();
    render(<EditorHarness from={template([field({ id: 'sig' })], 2)} />);
    const signature = screen.getByRole('button', {
      name: 'Signature for Signer 1 on page 1, required',
    });
    signature.focus();
    await user.keyboard('{Enter}');
    const details = screen.getByRole('region', { name: 'Field details' });
    expect(document.activeElement).toBe(within(details).getByRole('combobox', { name: 'Kind' }));

    await user.selectOptions(within(details).getByRole('combobox', { name: 'Signer' }), '2');
    expect(named('Signature for Signer 2 on page 1, required')).toBe(signature);
    await user.click(within(details).getByRole('checkbox', { name: 'Required' }));
    expect(named('Signature for Signer 2 on page 1, optional')).toBe(signature);

    // A text field asks something: its label names it.
    await user.selectOptions(within(details).getByRole('combobox', { name: 'Kind' }), 'text');
    await user.type(within(details).getByRole('textbox', { name: 'Label' }), 'Department');
    expect(named('Text “Department” for Signer 2 on page 1, optional')).toBe(signature);

    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(signature);
  });

  it('keeps a signer who still has fields, and removes the field from the panel', async () => {
    const user = userEvent.setup();
    render(<EditorHarness from={template([field({ id: 'sig', signer: 2 })], 2)} />);
    await user.click(screen.getByRole('button', { name: 'Remove Signer 2' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Signer 2 still has fields. Give them to another signer or remove them first.',
    );
    expect(screen.queryByRole('radio', { name: 'Signer 2' })).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /^Signature for Signer 2/ }));
    await user.click(screen.getByRole('button', { name: 'Remove field' }));
    expect(screen.queryByRole('button', { name: /^Signature for Signer 2/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to page 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Signer 2' }));
    expect(screen.queryByRole('radio', { name: 'Signer 2' })).toBeNull();
  });
});
