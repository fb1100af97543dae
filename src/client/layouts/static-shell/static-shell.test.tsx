import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import * as navigation from '../../../domain/content/navigation.ts';
import * as shell from '../../../domain/content/site-shell.ts';
import { SiteShellProvider } from '../../i18n/site-shell.tsx';
import { MENU_ICON_PATH } from '../menu-icon.ts';
import { SiteHeader } from '../site-header.tsx';
import { enhanceDialogTrigger } from './dialog-trigger.ts';
import { enhanceMenuButton } from './menu-button.ts';
import { enhanceNavDisclosure } from './nav-disclosure.ts';

/**
 * The static page's script (ADR 028) on the header's real prerendered markup: React draws it
 * as the build does, the script gives it its behaviour, and no React runs afterwards.
 */
beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <SiteShellProvider value={{ locale: 'en', navigation, shell }}>
        <SiteHeader />
      </SiteShellProvider>
    </MemoryRouter>,
  );
});

const programsButton = () => screen.getByRole('button', { name: 'Programs' });
const disclosure = () => programsButton().closest<HTMLElement>('[data-nav-disclosure]')!;
const collegeLink = () =>
  within(disclosure()).getByRole('link', {
    name: 'Nexus STEM College (Bridge Campus)',
    hidden: true,
  });

describe('the Programs list', () => {
  beforeEach(() => {
    for (const root of document.querySelectorAll<HTMLElement>('[data-nav-disclosure]')) {
      enhanceNavDisclosure(root);
    }
  });

  it('opens and closes with its button, turning the arrow', async () => {
    const user = userEvent.setup();
    expect(collegeLink().closest('[hidden]')).not.toBeNull();
    await user.click(programsButton());
    expect(programsButton().getAttribute('aria-expanded')).toBe('true');
    expect(collegeLink().closest('[hidden]')).toBeNull();
    expect(programsButton().querySelector('svg')!.classList.contains('rotate-180')).toBe(true);
    await user.click(programsButton());
    expect(programsButton().getAttribute('aria-expanded')).toBe('false');
    expect(collegeLink().closest('[hidden]')).not.toBeNull();
    expect(programsButton().querySelector('svg')!.classList.contains('rotate-180')).toBe(false);
  });

  it('closes on Escape with focus back on the button, and Escape goes no further', async () => {
    const user = userEvent.setup();
    let escapesBelow = 0;
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') escapesBelow += 1;
    });
    await user.click(programsButton());
    collegeLink().focus();
    await user.keyboard('{Escape}');
    expect(programsButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(programsButton());
    expect(escapesBelow).toBe(0);
    // Closed, Escape is not its business.
    await user.keyboard('{Escape}');
    expect(escapesBelow).toBe(1);
  });

  it('closes on a click outside, when focus leaves, and when a link is followed', async () => {
    const user = userEvent.setup();
    await user.click(programsButton());
    await user.click(collegeLink().closest('ul')!); // inside its own list: stays open
    expect(programsButton().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Admin Access' }));
    expect(programsButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(programsButton());
    collegeLink().focus();
    screen.getAllByRole('link', { name: 'Contact', hidden: true })[0]!.focus();
    expect(programsButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(programsButton());
    collegeLink().addEventListener('click', (event) => event.preventDefault());
    await user.click(collegeLink());
    expect(programsButton().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the phone menu', () => {
  const menu = () => screen.getByRole('button', { name: 'Menu' });
  const panel = () => document.getElementById(menu().getAttribute('aria-controls')!)!;

  beforeEach(() => enhanceMenuButton(menu() as HTMLButtonElement));

  it('shows and hides the links, its icon a cross while open', async () => {
    const user = userEvent.setup();
    expect(panel().hidden).toBe(true);
    expect(menu().querySelector('path')!.getAttribute('d')).toBe(MENU_ICON_PATH.closed);
    await user.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(menu().querySelector('path')!.getAttribute('d')).toBe(MENU_ICON_PATH.open);
    await user.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(menu().querySelector('path')!.getAttribute('d')).toBe(MENU_ICON_PATH.closed);
  });

  it('closes on Escape inside it, but not on Escape inside one of its dialogs', async () => {
    const user = userEvent.setup();
    await user.click(menu());
    within(panel()).getByRole('dialog', { hidden: true }).querySelector('button')!.focus();
    await user.keyboard('{Escape}');
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    within(panel()).getByRole('link', { name: 'Join the Waiting List' }).focus();
    await user.keyboard('{Escape}');
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu());
    // Other keys do nothing.
    await user.click(menu());
    within(panel()).getByRole('link', { name: 'Join the Waiting List' }).focus();
    await user.keyboard('{Shift}');
    expect(menu().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the Admin Access dialog', () => {
  const trigger = () => screen.getAllByRole('button', { name: 'Admin Access' })[0]!;
  const dialog = () =>
    document.getElementById(trigger().getAttribute('data-opens-dialog')!) as HTMLDialogElement;

  beforeEach(() => enhanceDialogTrigger(trigger() as HTMLButtonElement));

  it('opens; its Close button, a click on the backdrop or a link close it, focus back', async () => {
    const user = userEvent.setup();
    await user.click(trigger());
    expect(dialog().open).toBe(true);
    await user.click(within(dialog()).getByRole('heading'));
    expect(dialog().open).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger());

    await user.click(trigger());
    await user.click(dialog());
    expect(dialog().open).toBe(false);

    await user.click(trigger());
    const link = within(dialog()).getByRole('link', { name: 'Partnership Info' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(dialog().open).toBe(false);
  });
});
