import type { Locale } from '../../../domain/common/i18n.ts';
import { formatDateTimeIn } from '../../../domain/common/localized-date-format.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import type { AccessLevel } from '../../../domain/sharing/sharing.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { en } from './link-mail-copy/en.ts';
import { es } from './link-mail-copy/es.ts';
import type { LinkMailCopy } from './link-mail-copy/link-mail-copy.ts';

export const LINK_MAIL_COPY: Record<Locale, LinkMailCopy> = { en, es };

// Titles are typed by people; a line break must not reach a mail header.
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The shared page's address as mailed to a reader of `language`: the page reads `?lang=` to open
 * in that language. English keeps the bare address.
 */
export const shareUrlIn = (shareUrl: string, language: Locale) =>
  language === 'en' ? shareUrl : `${shareUrl}?lang=${language}`;

/** What the link allows, until when, and why to keep it private: the same in every link mail. */
export function linkTermLines(options: {
  language: Locale;
  accessLevel: AccessLevel;
  expiresAt: Date | null;
  /** ORGANIZATION_TIME_ZONE: "Jan 22, 2026 at 3:00 AM CST", as every page and mail tells it. */
  timeZone?: string;
}): string[] {
  const copy = LINK_MAIL_COPY[options.language];
  const timeZone = options.timeZone ?? ORGANISATION_TIME_ZONE;
  const worksUntil = options.expiresAt
    ? formatDateTimeIn(options.language, options.expiresAt, timeZone)
    : null;
  return [copy.linkTerms(options.accessLevel, worksUntil), copy.keepPrivate];
}

/**
 * The message that carries a share link, in the recipient's language. Plain text only: the
 * document title and organisation name are typed by people, and text needs no escaping to stay
 * harmless. `shareUrl` is the address to mail, language included (shareUrlIn).
 */
export function shareLinkMail(options: {
  to: string;
  linkId: string;
  documentTitle: string;
  organisationName: string;
  accessLevel: AccessLevel;
  expiresAt: Date | null;
  shareUrl: string;
  isInvitation: boolean;
  language: Locale;
  timeZone?: string;
}): OutgoingMail {
  const copy = LINK_MAIL_COPY[options.language];
  const facts = {
    title: oneLine(options.documentTitle),
    organisationName: oneLine(options.organisationName),
  };
  const kind = options.isInvitation ? copy.invitation : copy.share;
  const text = [
    copy.greeting,
    '',
    kind.lead(facts),
    '',
    copy.openIt(options.shareUrl),
    '',
    ...linkTermLines(options),
    '',
    copy.notExpecting,
    '',
    facts.organisationName,
  ].join('\n');
  return {
    to: options.to,
    subject: kind.subject(facts),
    text,
    relatedEntity: 'share_link',
    relatedId: options.linkId,
  };
}
