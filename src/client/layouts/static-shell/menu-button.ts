import { MENU_ICON_PATH } from '../menu-icon.ts';
import { controlledElement } from './controlled-element.ts';

/**
 * layouts/mobile-menu.tsx without React: "Menu" shows and hides the column of links; Escape
 * inside it (but not inside one of its dialogs) closes it and puts focus back on the button.
 */
export function enhanceMenuButton(button: HTMLButtonElement): void {
  const panel = controlledElement(button);
  if (!panel) return;
  const icon = button.querySelector('path');
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    icon?.setAttribute('d', open ? MENU_ICON_PATH.open : MENU_ICON_PATH.closed);
  };

  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (event.target instanceof Element && event.target.closest('dialog')) return;
    setOpen(false);
    button.focus();
  });
}
