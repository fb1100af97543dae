import { useEffect, useRef, useState } from 'react';
import { Drawer, DrawerContent, DrawerTrigger } from '../ui/drawer.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { AdminReadingPreferences } from '../features/reading-preferences/admin-reading-preferences.tsx';
import { AdminAccount } from './admin-account.tsx';
import { AdminNav } from './admin-nav.tsx';
import { AdminTitle } from './admin-title.tsx';

/** Where the sidebar takes over from the drawer: Tailwind's `lg`, as in admin-layout.tsx. */
const SIDEBAR_QUERY = '(min-width: 64rem)';

/**
 * Below 1024px: a bar with the organisation's name and a Menu button, which opens the admin
 * navigation in a drawer, instead of a sidebar that fills the first screen of every page.
 */
export function AdminDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  // Set when a link closed the drawer: focus then goes to the new page, not back to Menu.
  const hasNavigated = useRef(false);

  // Widening the window past the breakpoint shows the sidebar; a modal left open would hide it.
  useEffect(() => {
    const media = window.matchMedia(SIDEBAR_QUERY);
    const closeOnWide = () => {
      if (media.matches) setIsOpen(false);
    };
    media.addEventListener('change', closeOnWide);
    return () => media.removeEventListener('change', closeOnWide);
  }, []);

  return (
    <div className="flex items-center justify-between gap-3 px-4 py-2">
      <AdminTitle isCompact className="min-w-0" />
      <Drawer open={isOpen} onOpenChange={setIsOpen}>
        <DrawerTrigger className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-line-strong bg-surface px-3 font-medium text-ink hover:bg-muted">
          <MenuIcon />
          Menu
        </DrawerTrigger>
        <DrawerContent
          title="Menu"
          header={<AdminTitle />}
          onCloseAutoFocus={(event) => {
            if (!hasNavigated.current) return;
            hasNavigated.current = false;
            event.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
        >
          <div className="px-3 py-4">
            <AdminNav
              onNavigate={() => {
                hasNavigated.current = true;
                setIsOpen(false);
              }}
            />
          </div>
          <div className="border-t border-line px-4 py-3">
            <AdminReadingPreferences />
          </div>
          <AdminAccount />
        </DrawerContent>
      </Drawer>
    </div>
  );
}
