import { Link } from 'react-router';
import { LANGUAGE_NAMES, pathInLocale, type Locale } from '../../../domain/common/i18n.ts';
import { rememberLanguage } from '../../lib/language-choice.ts';
import type { VerifyCopy } from './verify-copy.ts';

/**
 * The same page in the other language, named in that language, as on the public pages
 * (layouts/language-switch.tsx). The choice is stored, and root.tsx's start-up script follows it.
 */
export function VerifyLanguageSwitch({ copy }: { copy: VerifyCopy }) {
  const other: Locale = copy.locale === 'en' ? 'es' : 'en';
  return (
    <Link
      to={pathInLocale(copy.words.VERIFY_META.path, other)}
      lang={other}
      hrefLang={other}
      title={copy.words.LANGUAGE_SWITCH.description}
      onClick={() => rememberLanguage(other)}
      className="inline-flex min-h-10 items-center rounded-md px-2 font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
    >
      {LANGUAGE_NAMES[other]}
    </Link>
  );
}
