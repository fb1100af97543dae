import { controlledElement } from './controlled-element.ts';

/**
 * layouts/admin-access-dialog.tsx without React: the button opens its modal <dialog>; the close
 * button, a click on the backdrop or on one of its links closes it, and focus goes back to the
 * button. The browser gives Escape and the inert page behind it.
 */
export function enhanceDialogTrigger(trigger: HTMLButtonElement): void {
  const dialog = controlledElement(trigger, 'data-opens-dialog');
  if (!(dialog instanceof HTMLDialogElement)) return;
  trigger.addEventListener('click', () => dialog.showModal());
  dialog.addEventListener('close', () => trigger.focus());
  dialog.addEventListener('click', (event) => {
    const target = event.target;
    // A click on the dimmed backdrop lands on the <dialog> itself.
    if (target === dialog) dialog.close();
    else if (target instanceof Element && target.closest('a, [data-closes-dialog]')) {
      dialog.close();
    }
  });
}
