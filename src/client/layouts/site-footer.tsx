import { Link } from 'react-router';
import { telephoneHref } from '../../domain/content/mail-links.ts';
import { ORGANISATION_NAME } from '../../domain/organisation.ts';
import { useSiteShell } from '../i18n/site-shell.tsx';
import { getSiteConfig } from '../lib/site-config.ts';

const linkClass =
  'inline-flex min-h-10 items-center text-ink underline underline-offset-4 hover:no-underline';

/**
 * The shared footer (public spec §2): five links, student-support and media mail, the phone.
 * Contact details come from the site configuration, which the server fills in at start-up.
 */
export function SiteFooter() {
  const { supportEmail, mediaEmail, phone } = getSiteConfig();
  const { navigation, mission, shell } = useSiteShell();
  const { FOOTER_CONTACT_LABELS, FOOTER_LINKS } = navigation;
  const contacts = [
    {
      label: FOOTER_CONTACT_LABELS.studentSupport,
      href: `mailto:${supportEmail}`,
      text: supportEmail,
    },
    { label: FOOTER_CONTACT_LABELS.mediaInquiries, href: `mailto:${mediaEmail}`, text: mediaEmail },
    { label: FOOTER_CONTACT_LABELS.phone, href: telephoneHref(phone), text: phone },
  ];

  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-ink">{ORGANISATION_NAME}</p>
          <p className="mt-2 max-w-prose text-ink-muted">{mission.MISSION_SLOGAN}</p>
        </div>
        <nav aria-label={shell.SHELL_LABELS.footerNav}>
          <ul className="flex flex-col gap-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="not-italic">
          <ul className="flex flex-col gap-3">
            {contacts.map((contact) => (
              <li key={contact.label}>
                <span className="block font-semibold text-ink">{contact.label}</span>
                <a href={contact.href} className={`${linkClass} break-all`}>
                  {contact.text}
                </a>
              </li>
            ))}
          </ul>
        </address>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-4 text-ink-muted">© {ORGANISATION_NAME}</p>
      </div>
    </footer>
  );
}
