import { createRoot, type Root } from 'react-dom/client';
import { ReadingPreferencesDialog } from '../../features/reading-preferences/reading-preferences-dialog.tsx';

let openPanel: Root | null = null;

/**
 * Shows the reading preferences panel (the same React component as on every other page) in
 * a root of its own, and takes it away when it closes, focus back on the button that opened it.
 */
export function openReadingPreferences(trigger: HTMLElement): void {
  if (openPanel) return;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  openPanel = root;
  const close = () => {
    openPanel = null;
    // After React has finished handling the close event that called this.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
    trigger.focus();
  };
  const locale = document.documentElement.lang.startsWith('es') ? 'es' : 'en';
  root.render(<ReadingPreferencesDialog onClose={close} locale={locale} />);
}
