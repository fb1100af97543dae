import { clsx } from 'clsx';
import { NavLink } from 'react-router';

const CRM_PAGES = [
  { label: 'Donors', to: '/admin/crm', end: true },
  { label: 'Reports', to: '/admin/crm/reports', end: false },
  { label: 'Email campaigns', to: '/admin/crm/email-campaigns', end: false },
  { label: 'Import and export', to: '/admin/crm/import', end: false },
] as const;

/**
 * The CRM's own pages. Links, not tabs: each page has its own address, and NavLink marks the
 * current one with aria-current="page" as well as the underline and border.
 */
export function CrmNav() {
  return (
    <nav aria-label="CRM pages" className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b-2 border-line-strong">
        {CRM_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end={page.end}
              className={({ isActive }) =>
                clsx(
                  '-mb-0.5 inline-flex min-h-11 items-center rounded-t-md border-2 border-b-0 px-4 py-2 font-semibold',
                  isActive
                    ? 'border-line-strong bg-surface text-ink'
                    : 'border-transparent text-brand-ink underline underline-offset-4 hover:bg-muted',
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
