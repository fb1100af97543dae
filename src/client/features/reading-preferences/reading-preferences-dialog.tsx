import { useEffect, useId, useRef, useState } from 'react';
import * as en from '../../../domain/content/reading-preferences.ts';
import * as es from '../../../domain/content/es/reading-preferences.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import {
  DEFAULT_READING_PREFERENCES,
  READING_PREFERENCE_NAMES,
  type ReadingPreferenceName,
  type ReadingPreferences,
} from '../../../domain/site/reading-preferences.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { PreferenceFieldset } from './preference-fieldset.tsx';
import { readShownPreferences, saveAndApplyPreferences } from './reading-preferences-store.ts';

export interface ReadingPreferencesDialogProps {
  /** Called once the dialog has closed (Escape, Close, Done or a click on the backdrop). */
  onClose: () => void;
  /** The language of the page around it (the admin area is English). */
  locale?: Locale;
  /** Told of every change after it is applied and saved here (a signed-in account keeps it). */
  onChange?: (preferences: ReadingPreferences) => void;
}

/** Both languages' words are small, so the panel's chunk carries both. */
const WORDS = { en, es } as const;

/**
 * The reading preferences panel: a native modal <dialog>, like the Admin Access dialog, so the
 * browser makes the page behind it inert and Escape closes it. Each change shows at once.
 */
export function ReadingPreferencesDialog({
  onClose,
  locale = 'en',
  onChange,
}: ReadingPreferencesDialogProps) {
  const { PREFERENCE_GROUPS, READING_PANEL } = WORDS[locale];
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [preferences, setPreferences] = useState<ReadingPreferences>(readShownPreferences);
  const [status, setStatus] = useState('');
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => dialogRef.current?.close();
  const choose = (next: ReadingPreferences) => {
    setPreferences(next);
    saveAndApplyPreferences(next);
    onChange?.(next);
  };
  const update = <Name extends ReadingPreferenceName>(
    name: Name,
    value: ReadingPreferences[Name],
  ) => {
    setStatus('');
    choose({ ...preferences, [name]: value });
  };
  const reset = () => {
    choose(DEFAULT_READING_PREFERENCES);
    setStatus(READING_PANEL.resetDone);
  };

  return (
    <dialog
      ref={dialogRef}
      lang={locale}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      // A click on the dimmed backdrop lands on the <dialog> itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl overflow-y-auto rounded-lg border border-line bg-surface p-0 text-ink shadow-lg backdrop:bg-backdrop"
    >
      <div className="relative p-4 sm:p-6">
        <h2 id={titleId} className="pr-12 text-xl font-bold sm:text-2xl">
          {READING_PANEL.title}
        </h2>
        <p id={descriptionId} className="mt-2 max-w-prose text-ink-muted">
          {onChange ? READING_PANEL.accountDescription : READING_PANEL.description}
        </p>
        <form className="mt-6 flex flex-col gap-6" onSubmit={(event) => event.preventDefault()}>
          {READING_PREFERENCE_NAMES.map((name) => (
            <PreferenceFieldset
              key={name}
              group={PREFERENCE_GROUPS[name]}
              value={preferences[name]}
              onChange={(value) => update(name, value)}
            />
          ))}
        </form>
        <p role="status" className="mt-4 min-h-6 font-medium text-ink">
          {status}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" onClick={close} className={buttonClassName()}>
            {READING_PANEL.doneLabel}
          </button>
          <button type="button" onClick={reset} className={buttonClassName('secondary')}>
            {READING_PANEL.resetLabel}
          </button>
        </div>
        <button
          type="button"
          aria-label={READING_PANEL.closeLabel}
          onClick={close}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-muted"
        >
          <CloseIcon />
        </button>
      </div>
    </dialog>
  );
}
