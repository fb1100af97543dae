import { clsx } from 'clsx';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { permissionForAdminPath, useCan } from '../lib/admin-access.ts';
import {
  ADMIN_NAV_GROUPS,
  ADMIN_SETTINGS_ITEM,
  type AdminNavGroup,
  type AdminNavItem,
} from './admin-nav-items.ts';

function itemClass({ isActive }: { isActive: boolean }) {
  return clsx(
    'flex min-h-7 items-center rounded-md border-l-4 px-3 py-0.5 text-ink',
    isActive
      ? 'border-brand bg-brand-soft font-semibold text-brand-ink'
      : 'border-transparent hover:bg-muted',
  );
}

function Item({ item, onNavigate }: { item: AdminNavItem; onNavigate?: () => void }) {
  // NavLink sets aria-current="page" on the current entry, which screen readers announce.
  return (
    <li>
      <NavLink to={item.to} end={item.end} className={itemClass} onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  );
}

function Group({ label, items, onNavigate }: AdminNavGroup & NavProps) {
  const labelId = useId();
  // A named list rather than a heading: the page's own h1 stays the first heading on the page.
  return (
    <li>
      {label ? (
        <p id={labelId} className="px-3 pb-1 text-sm font-semibold text-ink-muted">
          {label}
        </p>
      ) : null}
      <ul aria-labelledby={label ? labelId : undefined} className="grid gap-0.5">
        {items.map((item) => (
          <Item key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

interface NavProps {
  /** Called when an entry is chosen: the phone drawer closes then. */
  onNavigate?: () => void;
}

/** The admin navigation, the same in the desktop sidebar and in the phone drawer. */
export function AdminNav({ onNavigate }: NavProps) {
  const can = useCan();
  // Only the pages the person's roles open (ADR 017); a group with none is left out.
  const groups = ADMIN_NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => can(permissionForAdminPath(item.to))),
  })).filter((group) => group.items.length > 0);
  return (
    // Spaced to keep every entry and Settings above the account row on a 1280 × 720 laptop
    // (e2e/sign-in.test.ts measures it; the group names set the groups apart, so 4 px between
    // groups is enough): entries are 28 px tall, past the 24 px targets of WCAG 2.2 (2.5.8).
    <nav aria-label="Admin">
      <ul className="grid gap-1">
        {groups.map((group) => (
          <Group key={group.label ?? group.items[0]!.to} {...group} onNavigate={onNavigate} />
        ))}
      </ul>
      <ul className="mt-2 border-t border-line pt-1">
        <Item item={ADMIN_SETTINGS_ITEM} onNavigate={onNavigate} />
      </ul>
    </nav>
  );
}
