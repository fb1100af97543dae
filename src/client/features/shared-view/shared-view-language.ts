import { useCallback, useState } from 'react';
import { LANGUAGE_CHOICE_KEY, LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import { rememberLanguage } from '../../lib/language-choice.ts';

const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

function readStoredLanguage(): Locale | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage can be blocked: the browser's languages decide.
    return null;
  }
}

/**
 * The language the page starts in: the one the visitor chose, on this page or with the public
 * site's switch (the same stored choice); else the one its mail was written in (`?lang=es`,
 * chosen by staff for the recipient); else Spanish when the browser's first language is.
 */
export function preferredLanguage(): Locale {
  if (typeof window === 'undefined') return 'en';
  const stored = readStoredLanguage();
  if (stored) return stored;
  const fromMail = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromMail)) return fromMail;
  const first = navigator.languages?.[0] ?? navigator.language ?? '';
  return first.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The page's language, and a choice that is kept for the next visit when storage allows. */
export function useSharedViewLanguage(): [Locale, (locale: Locale) => void] {
  const [locale, setLocale] = useState<Locale>(preferredLanguage);
  const choose = useCallback((next: Locale) => {
    setLocale(next);
    rememberLanguage(next);
  }, []);
  return [locale, choose];
}
