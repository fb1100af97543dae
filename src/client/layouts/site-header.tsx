import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { pathInLocale } from '../../domain/common/i18n.ts';
import { useSiteShell } from '../i18n/site-shell.tsx';
import { ReadingPreferencesButton } from '../features/reading-preferences/reading-preferences-button.tsx';
import { BrandLockup } from '../ui/brand-mark.tsx';
import { AdminAccessDialog } from './admin-access-dialog.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useStickyHeaderOffset } from './use-sticky-header-offset.ts';
import { MenuButton, MobileMenuPanel } from './mobile-menu.tsx';

/**
 * The shared header (public spec §2). From 1024px wide the links sit in a row under the name and
 * the two buttons (Reading preferences, Admin Access), and the header sticks to the top (app.css
 * keeps in-page targets clear of it with scroll-padding-top); below
 * that a "Menu" button shows the same links in a column, and the header scrolls away, so a
 * phone screen is not half covered. The wordmark never wraps: on a phone it is "NovaLearn" beside
 * the two buttons (it fits from 360px); when even that does not fit (320px with the largest text
 * or OpenDyslexic), the row wraps and the buttons move under the name, never the name itself.
 */
export function SiteHeader() {
  const location = useLocation();
  const { locale, shell } = useSiteShell();
  // The menu belongs to the page it was opened on: any navigation closes it, with no effect.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const isMenuOpen = openOnKey === location.key;
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderOffset(headerRef);

  const closeMenuAndRefocus = () => {
    setOpenOnKey(null);
    menuButtonRef.current?.focus();
  };

  return (
    <header
      ref={headerRef}
      data-sticky-header
      className="border-b border-line bg-surface lg:sticky lg:top-0 lg:z-30"
    >
      <nav aria-label={shell.SHELL_LABELS.mainNav} className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 py-3 lg:py-2">
          <Link
            to={pathInLocale('/', locale)}
            className="inline-flex min-h-10 items-center rounded-md text-base text-ink sm:text-xl"
          >
            <BrandLockup isCompactOnPhones />
          </Link>
          <div className="ml-auto flex shrink-0 items-center gap-1 whitespace-nowrap sm:gap-2">
            <LanguageSwitch className="inline-flex min-h-10 items-center rounded-md px-1.5 font-semibold text-brand-ink underline underline-offset-4 hover:no-underline sm:px-2" />
            <div className="hidden items-center gap-2 lg:flex">
              <ReadingPreferencesButton />
              <AdminAccessDialog />
            </div>
            <MenuButton
              ref={menuButtonRef}
              isOpen={isMenuOpen}
              panelId={panelId}
              onToggle={() => setOpenOnKey(isMenuOpen ? null : location.key)}
              className="lg:hidden"
            />
          </div>
        </div>
        {/* Its own row on wide screens: the links and the two buttons do not fit in one. */}
        <DesktopNav className="-mx-3 hidden flex-wrap items-center gap-1 pb-2 lg:flex" />
        <MobileMenuPanel
          id={panelId}
          isOpen={isMenuOpen}
          onEscape={closeMenuAndRefocus}
          className="lg:hidden"
        />
      </nav>
    </header>
  );
}
