import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { HTML_LANG } from '../../domain/common/i18n.ts';
import { SiteShellProvider, type SiteShellContent } from '../i18n/site-shell.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, page and footer of every public page (public spec §2), in the page's language. */
export function PublicShell({ content }: { content: SiteShellContent }) {
  // The prerendered HTML has the right lang (root.tsx); React does not touch <html> again when
  // the language switch navigates in the browser, so this keeps it right.
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[content.locale];
  }, [content.locale]);
  return (
    <SiteShellProvider value={content}>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </SiteShellProvider>
  );
}
