import type { ComponentProps } from 'react';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from '../../domain/common/i18n.ts';
import { Select } from './select.tsx';

export type LanguageSelectProps = Omit<
  ComponentProps<'select'>,
  'value' | 'onChange' | 'children'
> & {
  value: Locale;
  onChange: (language: Locale) => void;
};

/** English or Español, each named in itself and marked with its language for screen readers. */
export function LanguageSelect({ value, onChange, ...props }: LanguageSelectProps) {
  return (
    <Select
      {...props}
      value={value}
      onChange={(event) => {
        const language = LOCALES.find((locale) => locale === event.target.value);
        if (language) onChange(language);
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={HTML_LANG[locale]}>
          {LANGUAGE_NAMES[locale]}
        </option>
      ))}
    </Select>
  );
}
