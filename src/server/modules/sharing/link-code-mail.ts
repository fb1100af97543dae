import type { Locale } from '../../../domain/common/i18n.ts';
import { MAILED_CODE_MINUTES } from '../../../domain/sharing/link-protection.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { en } from './link-code-mail-copy/en.ts';
import { es } from './link-code-mail-copy/es.ts';
import type { LinkCodeMailCopy } from './link-code-mail-copy/link-code-mail-copy.ts';
import { oneLine } from './share-mail.ts';

const LINK_CODE_MAIL_COPY: Record<Locale, LinkCodeMailCopy> = { en, es };

/**
 * The mail with a share link's one-time code, in the visitor's language: the code on a line of
 * its own, how long it works, what it opens and from whom, and that an unasked-for code can be
 * ignored. Plain text: the title and the organisation name are typed by people.
 */
export function linkCodeMail(options: {
  to: string;
  linkId: string;
  code: string;
  documentTitle: string;
  organisationName: string;
  language: Locale;
}): OutgoingMail {
  const copy = LINK_CODE_MAIL_COPY[options.language];
  const facts = {
    title: oneLine(options.documentTitle),
    organisationName: oneLine(options.organisationName),
    minutes: MAILED_CODE_MINUTES,
  };
  const text = [
    copy.greeting,
    '',
    copy.lead(facts),
    '',
    options.code,
    '',
    copy.validity(facts),
    '',
    copy.notAsked,
    '',
    facts.organisationName,
  ].join('\n');
  return {
    to: options.to,
    subject: copy.subject(facts),
    text,
    relatedEntity: 'share_link',
    relatedId: options.linkId,
  };
}
