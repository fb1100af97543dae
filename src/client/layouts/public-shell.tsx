import { Outlet } from 'react-router';
import { SiteShellProvider, type SiteShellContent } from '../i18n/site-shell.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, page and footer of every public page (public spec §2), in the page's language. */
export function PublicShell({ content }: { content: SiteShellContent }) {
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
