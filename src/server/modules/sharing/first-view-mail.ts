import { formatDateTime, formatDay } from '../../../domain/common/date-format.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { oneLine } from './share-mail.ts';

/** How the owner's mail names a link: its name, or when it was made. */
export function linkLabel(
  link: { name: string | null; createdAt: Date },
  timeZone: string,
): string {
  return link.name
    ? `the link "${oneLine(link.name)}"`
    : `a link made on ${formatDay(link.createdAt, timeZone)}`;
}

/**
 * The mail to a link's maker when a verified visitor opens it for the first time (ADR 049). It is
 * for staff, so in English; plain text, because the title and the link name are typed by people.
 */
export function firstViewMail(options: {
  to: string;
  linkId: string;
  visitorEmail: string;
  documentTitle: string;
  link: { name: string | null; createdAt: Date };
  viewedAt: Date;
  adminUrl: string;
  timeZone: string;
}): OutgoingMail {
  const title = oneLine(options.documentTitle);
  const when = formatDateTime(options.viewedAt, options.timeZone);
  const text = [
    `${options.visitorEmail} opened "${title}" for the first time, through ` +
      `${linkLabel(options.link, options.timeZone)}, on ${when}.`,
    '',
    'They proved this address with a code mailed to it.',
    '',
    `See the document, its visitors and their time on it: ${options.adminUrl}`,
    '',
    'You get this mail once for each address that opens this link.',
  ].join('\n');
  return {
    to: options.to,
    subject: `${options.visitorEmail} opened "${title}"`,
    text,
    relatedEntity: 'share_link',
    relatedId: options.linkId,
  };
}
