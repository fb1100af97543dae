import { Link, useLocation } from 'react-router';
import { pathInLocale, type Locale } from '../../domain/common/i18n.ts';
import { useSiteShell } from '../i18n/site-shell.tsx';
import { rememberLanguage } from '../lib/language-choice.ts';

/**
 * The same page in the other language, named in that language (ADR 012). The choice is stored,
 * and root.tsx's start-up script follows it on the next visit to a public page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, shell } = useSiteShell();
  const { pathname, search, hash } = useLocation();
  const { LANGUAGE_SWITCH } = shell;
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <Link
      to={`${pathInLocale(pathname, other)}${search}${hash}`}
      lang={LANGUAGE_SWITCH.lang}
      hrefLang={LANGUAGE_SWITCH.lang}
      title={LANGUAGE_SWITCH.description}
      onClick={() => rememberLanguage(other)}
      // For pages that do not hydrate (layouts/static-shell): the same choice without React.
      data-language-choice={other}
      className={className}
    >
      {LANGUAGE_SWITCH.label}
    </Link>
  );
}
