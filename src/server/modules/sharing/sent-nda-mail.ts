import type { Locale } from '../../../domain/common/i18n.ts';
import type { AccessLevel } from '../../../domain/sharing/sharing.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { LINK_MAIL_COPY, linkTermLines, oneLine } from './share-mail.ts';

/**
 * The mail that sends an NDA to the partner, in the language staff chose for them: the admin's
 * own message, the link and what it allows, signed with the admin's name. Plain text only:
 * everything in it is typed by people, and text needs no escaping to stay harmless. It says until
 * when the link works, if it stops. `shareUrl` is the address to mail, language included.
 */
export function sentNdaMail(options: {
  to: string;
  linkId: string;
  documentTitle: string;
  organisationName: string;
  senderName: string;
  message: string;
  accessLevel: AccessLevel;
  expiresAt: Date | null;
  shareUrl: string;
  language: Locale;
  timeZone?: string;
}): OutgoingMail {
  const copy = LINK_MAIL_COPY[options.language];
  const facts = {
    title: oneLine(options.documentTitle),
    organisationName: oneLine(options.organisationName),
  };
  const text = [
    copy.greeting,
    '',
    options.message,
    '',
    copy.sentNda.openIt(facts.title, options.shareUrl),
    '',
    ...linkTermLines(options),
    '',
    oneLine(options.senderName),
    facts.organisationName,
  ].join('\n');
  return {
    to: options.to,
    subject: copy.sentNda.subject(facts),
    text,
    relatedEntity: 'share_link',
    relatedId: options.linkId,
  };
}
