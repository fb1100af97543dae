import type { Locale } from '../../../../domain/common/i18n.ts';
import type { OutgoingMail } from '../../mail/mail.service.ts';
import { portalMailCopy, type MonthlyChange } from './portal-mail-copy.ts';

type Recipient = { id: string; firstName: string; email: string; language: Locale };

/** The private link, in the donor's language. It is the key to their page: marked secret. */
export function manageLinkMail(donor: Recipient, url: string): OutgoingMail {
  const copy = portalMailCopy(donor.language);
  return {
    to: donor.email,
    subject: copy.linkSubject,
    text: `${copy.greeting(donor.firstName)}\n\n${copy.linkBody(url)}\n`,
    holdsSecret: true,
    relatedEntity: 'donor',
    relatedId: donor.id,
  };
}

/** What the donor changed, confirmed in their language, and who to write to if it was not them. */
export function monthlyChangeMail(options: {
  donor: Recipient;
  change: MonthlyChange;
  amountCents: number;
  supportEmail: string;
}): OutgoingMail {
  const { donor, change } = options;
  const copy = portalMailCopy(donor.language);
  return {
    to: donor.email,
    subject: copy.changeSubject[change.kind],
    text: [
      copy.greeting(donor.firstName),
      copy.change(change, options.amountCents),
      copy.notYou(options.supportEmail),
    ].join('\n\n'),
    relatedEntity: 'donor',
    relatedId: donor.id,
  };
}
