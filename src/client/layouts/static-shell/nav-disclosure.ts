import { controlledElement } from './controlled-element.ts';

/**
 * ui/nav-disclosure.tsx without React: the button shows and hides its list of links, which
 * closes on Escape (focus back on the button), on a click outside, when focus leaves, and when
 * one of its links is followed.
 */
export function enhanceNavDisclosure(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
  const panel = button && controlledElement(button);
  if (!button || !panel) return;
  const chevron = button.querySelector('svg');
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    chevron?.classList.toggle('rotate-180', open);
  };

  button.addEventListener('click', () => setOpen(!isOpen()));
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.stopPropagation();
    setOpen(false);
    button.focus();
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !root.contains(next)) setOpen(false);
  });
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
  });
}
