import { getSiteConfig } from '../../lib/site-config.ts';
import { LINK } from './visit-styles.ts';

/**
 * "… Write to us at support@…": the configured support address as a mail link, after what the
 * family is told first (`lead`).
 */
export function WriteToUs({ lead, ask }: { lead?: string; ask: string }) {
  const email = getSiteConfig().supportEmail;
  return (
    <p className="max-w-prose text-lg text-ink">
      {lead ? `${lead} ` : null}
      {ask}{' '}
      <a href={`mailto:${email}`} className={`${LINK} wrap-anywhere`}>
        {email}
      </a>
      .
    </p>
  );
}
