/**
 * The site's languages (ADR 012). English pages keep their addresses; each Spanish page is the
 * same address under /es ("/" becomes "/es", "/about" becomes "/es/about"). The admin area
 * stays in English. The signing page and the shared view keep one address and speak the
 * language stored for the signer or chosen on the page (ADR 048).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

const SPANISH_PREFIX = '/es';

/** The locale a path belongs to. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';

/** The same page in the other language: "/about#team" ↔ "/es/about#team". */
export function pathInLocale(path: string, locale: Locale): string {
  const english = localeOfPath(path) === 'es' ? path.slice(SPANISH_PREFIX.length) || '/' : path;
  if (locale === 'en') return english.startsWith('/') ? english : `/${english}`;
  return english === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${english}`;
}

/** BCP 47 tags: `lang` and `hreflang` use the language, Intl formats numbers and dates for the US. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', es: 'es' };
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The skip link, the first thing on every page (root.tsx). */
export const SKIP_LINK_TEXT: Record<Locale, string> = {
  en: 'Skip to main content',
  es: 'Saltar al contenido principal',
};

/** Each language named in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** localStorage key of the visitor's choice: the inline start-up script sends them to it. */
export const LANGUAGE_CHOICE_KEY = 'language';

/**
 * The inline script root.tsx puts in every page's <head>, after the reading preferences: a
 * visitor who chose a language with the switch is taken to their language's version of a public
 * page before anything is drawn. Only the listed pages have both versions; search engines and
 * first-time visitors (nothing stored) stay where they are. Built from constants only, so its CSP
 * hash is the same on every page.
 */
export function buildLanguageChoiceScript(englishPaths: readonly string[]): string {
  const spanishPaths = englishPaths.map((path) => pathInLocale(path, 'es'));
  return (
    '(function(){try{' +
    `var c=localStorage.getItem(${JSON.stringify(LANGUAGE_CHOICE_KEY)}),l=location,p=l.pathname,` +
    `e=${JSON.stringify(englishPaths)},s=${JSON.stringify(spanishPaths)},i=` +
    "c==='es'?e.indexOf(p):c==='en'?s.indexOf(p):-1;" +
    "if(i>=0)l.replace((c==='es'?s:e)[i]+l.search+l.hash)" +
    '}catch(x){}})()'
  );
}
