import { clsx } from 'clsx';
import { NavLink } from 'react-router';

export interface LinkTab {
  label: string;
  /** The tab's own address: a reload or a shared link opens the same tab. */
  to: string;
}

export interface LinkTabsProps {
  /** Names the navigation landmark ("Document sections"). */
  label: string;
  tabs: readonly LinkTab[];
  className?: string;
}

/**
 * Tabs that are links: each part of a long record or of Settings has its own
 * address, and the current one carries aria-current="page". Links rather than the ARIA tab
 * pattern of ui/tabs.tsx, because choosing one loads another address, as a link does. Switching
 * keeps the scroll position, so the tabs stay where the reader's eyes are.
 *
 * Phones: two columns of boxes, every tab in view (a row that scrolls sideways hides some).
 * From 640px: one row of tabs over a line, wrapping when the reader's text is large.
 */
export function LinkTabs({ label, tabs, className }: LinkTabsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-x-1 sm:gap-y-0 sm:border-b sm:border-line-strong">
        {tabs.map((tab, index) => (
          <li
            key={tab.to}
            // An odd one out takes the whole last row on phones.
            className={clsx(index === tabs.length - 1 && tabs.length % 2 === 1 && 'col-span-2')}
          >
            <NavLink
              to={tab.to}
              end
              preventScrollReset
              className={({ isActive }) =>
                clsx(
                  'flex h-full min-h-11 items-center rounded-md border px-3 py-2 font-medium',
                  'sm:-mb-px sm:rounded-b-none sm:border-0 sm:border-b-4 sm:px-4',
                  isActive
                    ? 'border-brand bg-brand-soft font-semibold text-brand-ink sm:bg-transparent'
                    : 'border-line-strong bg-surface text-ink hover:bg-muted sm:border-transparent sm:bg-transparent',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The tab a splat route's rest of path names (`sharing`, `sharing/`), or null for an address
 * that is no tab: the one reading of a tab address for every page with link tabs.
 */
export function tabSlugOf<Slug extends string>(
  slugs: readonly Slug[],
  splat: string | undefined,
): Slug | null {
  const path = (splat ?? '').replace(/\/+$/, '');
  return slugs.find((slug) => slug === path) ?? null;
}
