import { useId } from 'react';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../domain/common/i18n.ts';
import { Button } from './button.tsx';

/**
 * English / Español on a page with one address (a signing or shared link), each named in
 * itself: the pressed one is the page's language. A group with a visible label, so a screen
 * reader says what the two buttons choose. Only the words change: typed text and focus stay.
 */
export function LanguageButtons({
  label,
  language,
  onChange,
}: {
  /** "Language" / "Idioma", in the page's language. */
  label: string;
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
        {label}
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
