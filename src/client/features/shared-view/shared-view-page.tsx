import { useEffect } from 'react';
import { HTML_LANG } from '../../../domain/common/i18n.ts';
import { AppProviders } from '../../lib/app-providers.tsx';
import { publicTitle } from '../../lib/page-title.ts';
import { LanguageButtons } from '../../ui/language-buttons.tsx';
import { SHARED_VIEW_COPY, SharedViewCopyProvider } from './shared-view-copy.tsx';
import { useSharedViewLanguage } from './shared-view-language.ts';
import { SharedView } from './shared-view.tsx';

/**
 * The page behind a share link in English or Spanish (ADR 012), switched on the page: the address
 * is the partner's link, so it cannot carry the language. The toasts speak the page's language
 * too, so the providers sit inside the choice.
 */
export function SharedViewPage({ token }: { token: string }) {
  const [locale, chooseLocale] = useSharedViewLanguage();
  const copy = SHARED_VIEW_COPY[locale];
  // The route's title is English; the tab and screen readers follow the page's language.
  useEffect(() => {
    document.title = publicTitle(copy.words.PAGE_TITLE);
  }, [copy]);

  return (
    <div lang={HTML_LANG[locale]} className="grid gap-6">
      <AppProviders toastLabels={copy.words.TOAST_LABELS}>
        <SharedViewCopyProvider value={copy}>
          <LanguageButtons
            label={copy.words.LANGUAGE_SWITCH.label}
            language={locale}
            onChange={chooseLocale}
          />
          {/* Keyed by token, so opening another link starts with fresh state. */}
          <SharedView key={token} token={token} />
        </SharedViewCopyProvider>
      </AppProviders>
    </div>
  );
}
