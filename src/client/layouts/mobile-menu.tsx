import { clsx } from 'clsx';
import type { KeyboardEvent, Ref } from 'react';
import { NavLink } from 'react-router';
import type { SiteLink } from '../../domain/content/types.ts';
import { useSiteShell } from '../i18n/site-shell.tsx';
import { ReadingPreferencesButton } from '../features/reading-preferences/reading-preferences-button.tsx';
import { AdminAccessDialog } from './admin-access-dialog.tsx';
import { MENU_ICON_PATH } from './menu-icon.ts';
import { mobileLinkClass } from './nav-link-classes.ts';

export interface MenuButtonProps {
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/** The small-screen "Menu" button; its text stays "Menu", aria-expanded says open or closed. */
export function MenuButton({ isOpen, panelId, onToggle, ref, className }: MenuButtonProps) {
  const { SHELL_LABELS } = useSiteShell().shell;
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={onToggle}
      data-menu-button
      className={clsx(
        'inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-md border border-line-strong bg-surface px-2.5 text-base font-medium text-ink hover:bg-muted',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        className="size-5"
      >
        <path d={isOpen ? MENU_ICON_PATH.open : MENU_ICON_PATH.closed} />
      </svg>
      {SHELL_LABELS.menu}
    </button>
  );
}

function MobileItem({ link }: { link: SiteLink }) {
  return (
    <li>
      <NavLink to={link.to} end className={mobileLinkClass}>
        {link.label}
      </NavLink>
    </li>
  );
}

export interface MobileMenuPanelProps {
  id: string;
  isOpen: boolean;
  onEscape: () => void;
  className?: string;
}

/**
 * Every header link in one column, plus enrollment (spec §2), reading preferences and the Admin
 * Access entry.
 */
export function MobileMenuPanel({ id, isOpen, onEscape, className }: MobileMenuPanelProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape inside a dialog (Admin Access, reading preferences) closes only that dialog.
    if ((event.target as Element).closest('dialog')) return;
    if (event.key === 'Escape') onEscape();
  };
  const programsLabelId = `${id}-programs`;
  const {
    ENROLLMENT_LINK,
    NAV_AFTER_PROGRAMS,
    NAV_BEFORE_PROGRAMS,
    PROGRAMS_MENU_LABEL,
    PROGRAM_LINKS,
  } = useSiteShell().navigation;

  return (
    <div id={id} hidden={!isOpen} onKeyDown={handleKeyDown} className={className}>
      <ul className="flex flex-col gap-1 border-t border-line py-3">
        {NAV_BEFORE_PROGRAMS.map((link) => (
          <MobileItem key={link.to} link={link} />
        ))}
        <li>
          <p id={programsLabelId} className="px-3 pt-2 pb-1 font-semibold text-ink-muted">
            {PROGRAMS_MENU_LABEL}
          </p>
          <ul aria-labelledby={programsLabelId} className="flex flex-col gap-1 pl-4">
            {PROGRAM_LINKS.map((link) => (
              <MobileItem key={link.to} link={link} />
            ))}
          </ul>
        </li>
        {NAV_AFTER_PROGRAMS.map((link) => (
          <MobileItem key={link.to} link={link} />
        ))}
        <MobileItem link={ENROLLMENT_LINK} />
      </ul>
      <div className="flex flex-wrap gap-3 border-t border-line py-3">
        <ReadingPreferencesButton />
        <AdminAccessDialog />
      </div>
    </div>
  );
}
