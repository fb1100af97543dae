import { LANGUAGE_CHOICE_KEY, type Locale } from '../../domain/common/i18n.ts';

/**
 * Remembers the language a visitor switched to; root.tsx's start-up script follows it on the
 * next visit to a public page (domain/common/i18n.ts).
 */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Storage can be blocked; the link still leads to the other language.
  }
}
