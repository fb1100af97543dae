import { buildMailto, type MailDraft } from '../../../domain/content/mail-links.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { buttonClassName, type ButtonVariant } from '../../ui/button-styles.ts';

// Apart from link-button.tsx: the home page has no mail buttons and a script budget (ADR 016).

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
