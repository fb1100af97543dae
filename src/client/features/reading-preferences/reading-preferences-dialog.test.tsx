import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as navigation from '../../../domain/content/navigation.ts';
import * as shell from '../../../domain/content/site-shell.ts';
import {
  buildReadingPreferencesScript,
  READING_PREFERENCES_KEY,
  type ReadingPreferences,
} from '../../../domain/site/reading-preferences.ts';
import { SiteShellProvider } from '../../i18n/site-shell.tsx';
import { ReadingPreferencesButton } from './reading-preferences-button.tsx';
import { ReadingPreferencesDialog } from './reading-preferences-dialog.tsx';

const html = document.documentElement;
const saved = () => JSON.parse(localStorage.getItem(READING_PREFERENCES_KEY) ?? 'null') as unknown;
const group = (legend: string) => screen.getByRole('group', { name: legend });
const checkedIn = (legend: string) =>
  within(group(legend))
    .getAllByRole<HTMLInputElement>('radio')
    .find((radio) => radio.checked)?.value;

function renderDialog() {
  const onClose = vi.fn();
  render(<ReadingPreferencesDialog onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Reading preferences' }) };
}

describe('ReadingPreferencesDialog', () => {
  it('opens as a modal dialog with one group of choices per preference, defaults chosen', () => {
    const { dialog } = renderDialog();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((fieldset) => fieldset.querySelector('legend')?.textContent),
    ).toEqual([
      'Text size',
      'Line spacing',
      'Letter spacing',
      'Word spacing',
      'Font',
      'Colours',
      'Reduce motion',
    ]);
    expect(checkedIn('Text size')).toBe('default');
    expect(checkedIn('Line spacing')).toBe('1.5');
    expect(checkedIn('Reduce motion')).toBe('off');
  });

  it('shows the choices saved in this browser, and the default for a value it does not know', () => {
    localStorage.setItem(
      READING_PREFERENCES_KEY,
      JSON.stringify({ theme: 'dark', font: 'comic-sans', textSize: 'large' }),
    );
    // As on a real page: the head script applied them before anything was drawn.
    new Function(buildReadingPreferencesScript())();
    renderDialog();
    expect(checkedIn('Colours')).toBe('dark');
    expect(checkedIn('Text size')).toBe('large');
    expect(checkedIn('Font')).toBe('default');
  });

  it('applies and saves each choice at once', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Larger' }));
    await user.click(screen.getByRole('radio', { name: 'Cream background' }));

    expect(html.getAttribute('data-text-size')).toBe('larger');
    expect(html.getAttribute('data-theme')).toBe('cream');
    expect(saved()).toMatchObject({
      textSize: 'larger',
      theme: 'cream',
    } satisfies Partial<ReadingPreferences>);
    expect(checkedIn('Colours')).toBe('cream');
  });

  it('describes a choice by its hint, keeping its name short', () => {
    renderDialog();
    expect(
      screen.getByRole('radio', {
        name: 'OpenDyslexic',
        description: 'Letters with heavier bottoms. Some readers like it, others do not.',
      }),
    ).toBeTruthy();
  });

  it('resets everything to the defaults and says so, until the next change', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'On' }));
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));

    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(html.hasAttribute('data-reduced-motion')).toBe(false);
    expect(localStorage.getItem(READING_PREFERENCES_KEY)).toBeNull();
    expect(checkedIn('Colours')).toBe('default');
    expect(screen.getByRole('status').textContent).toBe(
      'All reading preferences are back to the defaults.',
    );

    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each(['Done', 'Close'])('closes with %s and keeps the choices', async (button) => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Wider (1.8)' }));
    await user.click(screen.getByRole('button', { name: button }));
    expect(onClose).toHaveBeenCalledOnce();
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(html.getAttribute('data-line-spacing')).toBe('1.8');
  });

  it('closes on a click on the backdrop, not on a click inside the panel', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderDialog();
    await user.click(screen.getByRole('heading', { name: 'Reading preferences' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('ReadingPreferencesButton', () => {
  it('opens the panel on demand and gives the focus back when it closes', async () => {
    const user = userEvent.setup();
    render(
      <SiteShellProvider value={{ locale: 'en', navigation, shell }}>
        <ReadingPreferencesButton />
      </SiteShellProvider>,
    );
    const button = screen.getByRole('button', { name: 'Reading preferences' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Reading preferences' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opened again without storage, keeps the choices the page shows', async () => {
    // Storage blocked as Safari blocks it: reading window.localStorage throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const user = userEvent.setup();
    render(
      <SiteShellProvider value={{ locale: 'en', navigation, shell }}>
        <ReadingPreferencesButton />
      </SiteShellProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Reading preferences' }));
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(html.getAttribute('data-theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Reading preferences' }));
    await user.click(await screen.findByRole('radio', { name: 'Large' }));
    expect(html.getAttribute('data-text-size')).toBe('large');
    expect(html.getAttribute('data-theme')).toBe('dark');
  });
});
