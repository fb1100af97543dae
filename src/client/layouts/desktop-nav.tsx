import { NavLink, useLocation } from 'react-router';
import type { SiteLink } from '../../domain/content/types.ts';
import { useSiteShell } from '../i18n/site-shell.tsx';
import { NavDisclosure } from '../ui/nav-disclosure.tsx';
import { headerLinkClass, mobileLinkClass } from './nav-link-classes.ts';

function NavItem({ link }: { link: SiteLink }) {
  return (
    <li>
      <NavLink to={link.to} end className={headerLinkClass}>
        {link.label}
      </NavLink>
    </li>
  );
}

/** The wide-screen navigation: links in a row with the Programs dropdown in the middle. */
export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const { NAV_AFTER_PROGRAMS, NAV_BEFORE_PROGRAMS, PROGRAMS_MENU_LABEL, PROGRAM_LINKS } =
    useSiteShell().navigation;
  const isProgramPage = PROGRAM_LINKS.some((link) => link.to === pathname);

  return (
    <ul className={className}>
      {NAV_BEFORE_PROGRAMS.map((link) => (
        <NavItem key={link.to} link={link} />
      ))}
      <li>
        <NavDisclosure label={PROGRAMS_MENU_LABEL} isCurrent={isProgramPage}>
          <ul>
            {PROGRAM_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={mobileLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </NavDisclosure>
      </li>
      {NAV_AFTER_PROGRAMS.map((link) => (
        <NavItem key={link.to} link={link} />
      ))}
    </ul>
  );
}
