import { useId } from 'react';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { SIGNING_COPY } from './signing-copy.ts';

/**
 * English / Español, each named in itself: the pressed one is the page's language. A group with
 * a visible label, so a screen reader says what the two buttons choose. Only the words change:
 * what was typed stays, focus stays on the button, and nothing is stored, so the next visit
 * starts again in the signer's language.
 */
export function LanguageSwitch({
  language,
  onChange,
}: {
  language: Locale;
  onChange: (language: Locale) => void;
}) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-wrap items-center justify-end gap-2"
    >
      <span id={labelId} className="font-medium text-ink-muted">
        {SIGNING_COPY[language].LANGUAGE_SWITCH_LABEL}
      </span>
      {LOCALES.map((option) => (
        <Button
          key={option}
          variant={option === language ? 'primary' : 'secondary'}
          aria-pressed={option === language}
          lang={option}
          onClick={() => onChange(option)}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </div>
  );
}
