import { useRef, useState, type ComponentType } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { ReadingPreferences } from '../../../domain/site/reading-preferences.ts';
import { useSiteShell } from '../../i18n/site-shell.tsx';
import { buttonClassName } from '../../ui/button-styles.ts';
import type { ReadingPreferencesDialogProps } from './reading-preferences-dialog.tsx';

type DialogComponent = ComponentType<ReadingPreferencesDialogProps>;

/** The panel is its own chunk: it loads on first use (or when the pointer or focus nears). */
const loadDialog = () => import('./reading-preferences-dialog.tsx');

/** The button's words in each language (the same as navigation.ts's READING_PREFERENCES_LABEL). */
const LABEL: Record<Locale, string> = {
  en: 'Reading preferences',
  es: 'Preferencias de lectura',
};

export interface ReadingPreferencesControlProps {
  locale?: Locale;
  /** The visible words; the language's own by default. */
  label?: string;
  className?: string;
  /** Only the icon shows (narrow places); the words stay its accessible name and tooltip. */
  isIconOnly?: boolean;
  /** Told of every change made in the panel (a signed-in account keeps it). */
  onChange?: (preferences: ReadingPreferences) => void;
}

/**
 * Opens the reading preferences panel, on any page: the public header and mobile menu, the
 * link pages' header and the admin sidebar and drawer. A failed download (offline) leaves the
 * button as it was, ready to retry, instead of replacing the page with an error as React.lazy would.
 */
export function ReadingPreferencesControl({
  locale = 'en',
  label = LABEL[locale],
  className,
  isIconOnly = false,
  onChange,
}: ReadingPreferencesControlProps) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
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
        aria-label={isIconOnly ? label : undefined}
        title={isIconOnly ? label : undefined}
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        data-opens-reading-preferences
        className={buttonClassName(
          'secondary',
          isIconOnly ? `min-h-11 min-w-11 shrink-0 px-2 ${className ?? ''}` : className,
        )}
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
        {isIconOnly ? null : label}
      </button>
      {Dialog ? <Dialog onClose={close} locale={locale} onChange={onChange} /> : null}
    </>
  );
}

/** The public header's control: in the language of the public page around it. */
export function ReadingPreferencesButton({ className }: { className?: string }) {
  const { locale, navigation } = useSiteShell();
  return (
    <ReadingPreferencesControl
      locale={locale}
      label={navigation.READING_PREFERENCES_LABEL}
      className={className}
    />
  );
}
