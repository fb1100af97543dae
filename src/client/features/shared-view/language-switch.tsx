import { useId } from 'react';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { useSharedViewCopy } from './shared-view-copy.tsx';

/**
 * English / Español, each named in itself: the pressed one is the page's language. A group with
 * a visible label, so a screen reader says what the two buttons choose.
 */
export function LanguageSwitch({ onChange }: { onChange: (locale: Locale) => void }) {
  const { locale, words } = useSharedViewCopy();
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-wrap items-center justify-end gap-2"
    >
      <span id={labelId} className="font-medium text-ink-muted">
        {words.LANGUAGE_SWITCH.label}
      </span>
      {LOCALES.map((option) => (
        <Button
          key={option}
          variant={option === locale ? 'primary' : 'secondary'}
          aria-pressed={option === locale}
          lang={option}
          onClick={() => onChange(option)}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </div>
  );
}
