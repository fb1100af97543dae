import { clsx } from 'clsx';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { DOCUMENT_MANAGER_NAME, ORGANISATION_NAME } from '../../domain/organisation.ts';
import { useSession } from '../lib/session.tsx';
import { Button } from '../ui/button.tsx';

/** Admin spec §2 "Admin side navigation", in this order. */
const ADMIN_NAV_ITEMS = [
  { label: 'Dashboard', to: '/admin', end: true },
  { label: 'Learning Platform', to: '/admin/learning' },
  { label: 'Create NDA', to: '/admin/create' },
  { label: 'All Documents', to: '/admin/documents' },
  { label: 'Partners', to: '/admin/partners' },
  { label: 'Templates', to: '/admin/templates' },
  { label: 'CRM', to: '/admin/crm' },
  // Issue 7: the staff side of the enrollment page.
  { label: 'Waiting List', to: '/admin/waiting-list' },
  { label: 'Settings', to: '/admin/settings' },
] as const;

/**
 * A 16rem sidebar beside the page; on narrow screens it sits above the page instead. The sidebar
 * is the page's banner (<header>), so every part of the screen belongs to a landmark.
 */
export default function AdminLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();

  async function handleSignOut() {
    await logout();
    await navigate('/admin');
  }

  return (
    <div className="min-h-screen md:flex">
      <header className="flex flex-col border-b border-line bg-surface md:sticky md:top-0 md:h-screen md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <div className="border-b border-line px-5 py-4">
          <p className="text-lg font-semibold text-ink">{DOCUMENT_MANAGER_NAME}</p>
          <p className="text-sm text-ink-muted">{ORGANISATION_NAME}</p>
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto p-3">
          <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
            {ADMIN_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={'end' in item}
                  className={({ isActive }) =>
                    clsx(
                      'flex min-h-10 items-center rounded-md border-l-4 px-3 py-2 text-ink',
                      isActive
                        ? 'border-brand bg-brand-soft font-semibold text-brand-ink'
                        : 'border-transparent hover:bg-muted',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-line px-5 py-4">
          <p className="font-medium text-ink">{user?.name}</p>
          <p className="text-sm text-ink-muted">{user?.username}</p>
          <Button variant="secondary" className="mt-3 w-full" onClick={() => void handleSignOut()}>
            Sign out
          </Button>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 md:px-10 md:py-10">
        <Outlet />
      </main>
    </div>
  );
}
