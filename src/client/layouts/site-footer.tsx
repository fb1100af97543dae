import { Link } from 'react-router';
import { telephoneHref } from '../../domain/content/mail-links.ts';
import { ORGANISATION_NAME } from '../../domain/common/organisation.ts';
import { useSiteShell } from '../i18n/site-shell.tsx';
import { getSiteConfig } from '../lib/site-config.ts';
import { BrandLockup } from '../ui/brand-mark.tsx';

const linkClass =
  'inline-flex min-h-10 items-center text-ink underline underline-offset-4 hover:no-underline';

/**
 * The shared footer (public spec §2): five links, student-support and media mail, the phone.
 * Contact details come from the site configuration, which the server fills in at start-up.
 * Its top edge is a skyline of the three campuses' landscapes (`footer-horizon` in app.css).
 */
export function SiteFooter() {
  const { supportEmail, mediaEmail, phone } = getSiteConfig();
  const { navigation, shell } = useSiteShell();
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
    <footer className="footer-horizon">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[3fr_2fr_3fr] md:py-12">
        <div>
          <p className="text-lg text-ink sm:text-xl">
            <BrandLockup />
          </p>
          <p className="mt-3 text-ink-muted">
            {/* A line per sentence, so "Re-Engineering" never breaks at its hyphen. */}
            {shell.MISSION_SLOGAN.split(/(?<=\. )/).map((sentence) => (
              <span key={sentence} className="block">
                {sentence}
              </span>
            ))}
          </p>
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
                <a href={contact.href} className={`${linkClass} wrap-anywhere`}>
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
