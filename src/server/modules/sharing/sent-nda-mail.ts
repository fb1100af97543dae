import type { AccessLevel } from '../../../domain/sharing/sharing.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { linkExpirySentence, oneLine, WHAT_THE_LINK_ALLOWS } from './share-mail.ts';

/**
 * The mail that sends an NDA to the partner: the admin's own message, the link and what it
 * allows, signed with the admin's name. Plain text only: everything in it is typed by people,
 * and text needs no escaping to stay harmless. It says until when the link works, if it stops.
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
}): OutgoingMail {
  const title = oneLine(options.documentTitle);
  const organisation = oneLine(options.organisationName);
  const text = [
    'Hello,',
    '',
    options.message,
    '',
    `Open the NDA "${title}" here: ${options.shareUrl}`,
    '',
    `With this link you can ${WHAT_THE_LINK_ALLOWS[options.accessLevel]}. ${linkExpirySentence(options.expiresAt)}`,
    'No account or password is needed. Please keep the link to yourself: anyone who has it can use it.',
    '',
    oneLine(options.senderName),
    organisation,
  ].join('\n');
  return {
    to: options.to,
    subject: `${organisation} sent you the NDA "${title}"`,
    text,
    relatedEntity: 'share_link',
    relatedId: options.linkId,
  };
}
