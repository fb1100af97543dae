import { useId } from 'react';
import { INTL_LOCALE } from '../../../domain/common/i18n.ts';
import {
  INVITATION_CONTACT_BUSINESS_DAYS,
  formatContactDay,
} from '../../../domain/waiting-list/invitation.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';

/**
 * An invited family: what happens now, by when and whom to contact, with the
 * day the server counted from the invitation, so the page and the invitation mail agree.
 */
export function InvitationNextSteps({ contactBy }: { contactBy: string }) {
  const copy = useEnrollmentCopy();
  const { INVITATION } = copy.status;
  const { supportEmail, phone } = getSiteConfig();
  const day = formatContactDay(contactBy, INTL_LOCALE[copy.locale]);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-lg border-4 border-brand bg-brand-soft p-5 text-brand-ink"
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {INVITATION.title}
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-6">
        <li>{INVITATION.contactWithin(INVITATION_CONTACT_BUSINESS_DAYS)}</li>
        <li>{INVITATION.ifNotHeard(day, supportEmail, phone)}</li>
        <li>{INVITATION.withdrawNote}</li>
      </ul>
    </section>
  );
}
