import { formatDateTime } from '../../../domain/common/date-format.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import type { AccessLevel } from '../../../domain/sharing/sharing.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

export const WHAT_THE_LINK_ALLOWS: Record<AccessLevel, string> = {
  view: 'read the agreement and download it as a Word file',
  comment: 'read the agreement, download it and leave comments',
  edit: 'read the agreement, leave comments and make changes to its text',
};

// Titles are typed by people; a line break must not reach a mail header.
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a link's mail says about when the link stops working. */
export const linkExpirySentence = (expiresAt: Date | null, timeZone = ORGANISATION_TIME_ZONE) =>
  expiresAt
    ? `The link works until ${formatDateTime(expiresAt, timeZone)}.`
    : 'The link does not expire, but it can be switched off at any time.';

/**
 * The message that carries a share link. Plain text only: the document title and organisation
 * name are typed by people, and text needs no escaping to stay harmless.
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
  /** ORGANIZATION_TIME_ZONE: "Jan 22, 2026 at 3:00 AM CST", as every page and mail tells it. */
  timeZone?: string;
}): OutgoingMail {
  const title = oneLine(options.documentTitle);
  const organisation = oneLine(options.organisationName);
  const subject = options.isInvitation
    ? `${organisation} invited you to work on "${title}"`
    : `${organisation} shared "${title}" with you`;
  const expiry = linkExpirySentence(options.expiresAt, options.timeZone);
  const text = [
    'Hello,',
    '',
    options.isInvitation
      ? `${organisation} has invited you to collaborate on the agreement "${title}".`
      : `${organisation} has shared the agreement "${title}" with you.`,
    '',
    `Open it here: ${options.shareUrl}`,
    '',
    `With this link you can ${WHAT_THE_LINK_ALLOWS[options.accessLevel]}. ${expiry}`,
    'No account or password is needed. Please keep the link to yourself: anyone who has it can use it.',
    '',
    'If you were not expecting this message, you can ignore it.',
    '',
    organisation,
  ].join('\n');
  return {
    to: options.to,
    subject,
    text,
    relatedEntity: 'share_link',
    relatedId: options.linkId,
  };
}
