import { Link } from 'react-router';
import { buildMailto, type MailDraft } from '../../../domain/content/mail-links.ts';
import type { SiteLink } from '../../../domain/content/types.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { buttonClassName, type ButtonVariant } from '../../ui/button-styles.ts';

/** A link inside the site that looks like a button (it goes somewhere, so it stays a link). */
export function LinkButton({ link, variant }: { link: SiteLink; variant?: ButtonVariant }) {
  return (
    <Link to={link.to} className={buttonClassName(variant)}>
      {link.label}
    </Link>
  );
}

/** A plain text link inside the site. */
export function TextLink({ link }: { link: SiteLink }) {
  return (
    <Link
      to={link.to}
      className="inline-flex min-h-10 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
    >
      {link.label}
    </Link>
  );
}

export interface MailButtonProps {
  label: string;
  draft: MailDraft;
  variant?: ButtonVariant;
  /** Who the mail goes to; student support unless said otherwise. */
  to?: string;
}

/** Opens the visitor's mail program, addressed to student support, with the subject filled in. */
export function MailButton({ label, draft, variant, to }: MailButtonProps) {
  return (
    <a
      href={buildMailto(to ?? getSiteConfig().supportEmail, draft)}
      className={buttonClassName(variant)}
    >
      {label}
    </a>
  );
}
