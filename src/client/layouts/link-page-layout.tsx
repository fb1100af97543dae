import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { localeOfPath, type Locale } from '../../domain/common/i18n.ts';
import { ORGANISATION_NAME } from '../../domain/common/organisation.ts';
import { ReadingPreferencesControl } from '../features/reading-preferences/reading-preferences-button.tsx';
import { LinkPageLanguageContext } from '../lib/link-page-language.tsx';

/**
 * The language of the reading preferences control: the page's (/es/…), or the one its mail asked
 * for (?lang=es on a shared link); English otherwise, until the page says (useLinkPageLanguage).
 */
function useLinkPageLocale(): Locale {
  const { pathname, search } = useLocation();
  if (localeOfPath(pathname) === 'es') return 'es';
  return new URLSearchParams(search).get('lang') === 'es' ? 'es' : 'en';
}

/**
 * A calm frame of its own for the people our links reach (a shared document, an agreement to
 * sign): the organisation's name and the reading preferences (ADR 008), nothing else to wander
 * off into, no admin chrome. The root layout's skip link lands on the main element.
 */
export function LinkPageLayout({ children }: { children: ReactNode }) {
  const fromAddress = useLinkPageLocale();
  const [told, setTold] = useState<Locale | null>(null);
  const locale = told ?? fromAddress;
  return (
    <LinkPageLanguageContext value={setTold}>
      <div className="flex min-h-screen flex-col">
        <header className="border-b border-line bg-surface">
          <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
            <Link to="/" className="inline-flex min-h-10 items-center text-lg font-bold text-ink">
              {ORGANISATION_NAME}
            </Link>
            <ReadingPreferencesControl locale={locale} />
          </div>
        </header>
        {/* A partner's name or a web address can be one long word: it wraps instead of widening
          the page at 320 px. */}
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 wrap-anywhere"
        >
          {children}
        </main>
      </div>
    </LinkPageLanguageContext>
  );
}
