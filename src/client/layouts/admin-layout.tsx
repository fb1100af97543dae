import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccountReadingPreferences } from '../features/reading-preferences/account-reading-preferences.ts';
import { permissionForAdminPath, useCan } from '../lib/admin-access.ts';
import { useSession } from '../lib/session.tsx';
import { AdminDrawer } from './admin-drawer.tsx';
import { AdminNoAccess } from './admin-no-access.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { useAdminBarOffset } from './use-admin-bar-offset.ts';

const ACCOUNT_PAGE = '/admin/settings/account';

/**
 * The admin shell. From 1024px a 16rem sidebar beside the page; below, a bar
 * with a Menu button and the navigation in a drawer, so a phone starts with the page itself.
 * The header holds both, so every part of the screen belongs to a landmark.
 */
export default function AdminLayout() {
  const bar = useRef<HTMLDivElement>(null);
  useAdminBarOffset(bar);
  // The signed-in person's reading preferences follow them from device to device (ADR 008).
  useAccountReadingPreferences();
  const can = useCan();
  const { pathname } = useLocation();
  const needed = permissionForAdminPath(pathname);
  // Two-step sign-in is required and not set up: the server answers nothing else until it is.
  const { twoFactorSetupPending } = useSession();
  if (twoFactorSetupPending && pathname !== ACCOUNT_PAGE)
    return <Navigate replace to={ACCOUNT_PAGE} />;

  return (
    <div className="min-h-screen lg:flex">
      <header className="sticky top-0 z-30 border-b border-line bg-surface lg:h-screen lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0">
        <div ref={bar} className="lg:hidden">
          <AdminDrawer />
        </div>
        <div className="hidden h-full lg:block">
          <AdminSidebar />
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10"
      >
        {can(needed) ? <Outlet /> : <AdminNoAccess permission={needed} />}
      </main>
    </div>
  );
}
