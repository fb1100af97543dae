import type { Locale } from '../../../domain/common/i18n.ts';
import { MAILED_CODE_MINUTES } from '../../../domain/sharing/link-protection.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { en } from './mail-copy/en.ts';
import { es } from './mail-copy/es.ts';
import type { RoomMailCopy } from './mail-copy/room-mail-copy.ts';

export const ROOM_MAIL_COPY: Record<Locale, RoomMailCopy> = { en, es };

// Names are typed by people; a line break must not reach a mail header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

type Member = { id: string; name: string; email: string; language: Locale };

/** The room invitation, in the member's language, with both of their links. */
export function roomInvitationMail(options: {
  member: Member;
  organisationName: string;
  roomName: string;
  senderName: string;
  roomUrl: string;
  signingUrl: string;
}): OutgoingMail {
  const copy = ROOM_MAIL_COPY[options.member.language];
  const facts = { ...options, roomName: oneLine(options.roomName) };
  return {
    to: options.member.email,
    subject: copy.invitation.subject(facts),
    text: [
      copy.greeting(options.member.name),
      '',
      ...copy.invitation.body(facts).flatMap((line) => [line, '']),
      options.organisationName,
    ].join('\n'),
    relatedEntity: 'data_room_member',
    relatedId: options.member.id,
  };
}

/** The 6-digit code that lets one device into the room, to the member's own address only. */
export function roomCodeMail(options: { member: Member; roomName: string; code: string }) {
  const copy = ROOM_MAIL_COPY[options.member.language];
  const roomName = oneLine(options.roomName);
  return {
    to: options.member.email,
    subject: copy.code.subject(roomName),
    text: [
      copy.greeting(options.member.name),
      '',
      ...copy.code.body({ code: options.code, minutes: MAILED_CODE_MINUTES, roomName }),
    ].join('\n'),
    relatedEntity: 'data_room_member',
    relatedId: options.member.id,
  } satisfies OutgoingMail;
}
