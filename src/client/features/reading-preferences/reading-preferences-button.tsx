import { useRef, useState, type ComponentType } from 'react';
import { useSiteShell } from '../../i18n/site-shell.tsx';
import { buttonClassName } from '../../ui/button-styles.ts';
import type { ReadingPreferencesDialogProps } from './reading-preferences-dialog.tsx';

type DialogComponent = ComponentType<ReadingPreferencesDialogProps>;

/** The panel is its own chunk: it loads on first use (or when the pointer or focus nears). */
const loadDialog = () => import('./reading-preferences-dialog.tsx');

/**
 * Opens the reading preferences panel. In the shared header on wide screens and in the mobile
 * menu on narrow ones. A failed download (offline) leaves the button as it was, ready to retry,
 * instead of replacing the page with an error as React.lazy would.
 */
export function ReadingPreferencesButton({ className }: { className?: string }) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { READING_PREFERENCES_LABEL } = useSiteShell().navigation;
  const preload = () => void loadDialog().catch(() => undefined);
  const open = () => {
    loadDialog().then(
      (module) => setDialog(() => module.ReadingPreferencesDialog),
      () => undefined,
    );
  };
  const close = () => {
    setDialog(null);
    triggerRef.current?.focus();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        data-opens-reading-preferences
        className={buttonClassName('secondary', className)}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-5 shrink-0"
        >
          <path d="M3 19 8 5l5 14M4.8 14h6.4M15 10.5c.7-.9 1.6-1.3 2.8-1.3 1.9 0 3.2 1.1 3.2 3.1V19M21 14.5c-3.9 0-6 .8-6 2.5 0 1.3 1 2.1 2.5 2.1 2 0 3.5-1.4 3.5-3.4" />
        </svg>
        {READING_PREFERENCES_LABEL}
      </button>
      {Dialog ? <Dialog onClose={close} /> : null}
    </>
  );
}
