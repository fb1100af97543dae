import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import { formatVisitDay, formatVisitTime } from '../../../domain/visits/visit-time-format.ts';
import type { ReminderId } from '../../../domain/visits/visits.ts';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service.ts';
import {
  accommodationWords,
  placeOf,
  storyUrlOf,
  visitUrlOf,
  type BookingFacts,
} from './booking-facts.ts';
import { bookingUrlFor, issueBookingLink } from './booking-token.ts';
import { titleOf } from './public-visit-view.ts';
import { calendarFilename, visitCalendar } from './visit-calendar.ts';
import { visitMailCopy } from './visit-mail-copy.ts';

export type VisitMailConfig = Pick<Config, 'publicUrl' | 'mail'>;

/** Which mail: booked (or accepted), moved, waiting, an offer, a reminder, or cancelled. */
export type VisitMailKind =
  | { kind: 'booked' }
  | { kind: 'moved' }
  | { kind: 'waiting'; moved?: boolean }
  | { kind: 'offer' }
  | { kind: 'reminder'; reminder: ReminderId }
  | { kind: 'cancelled' };

// A name is typed by a person; a line break in it must not break the mail's layout.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The What / When / Where / People lines, and what the family asked for. */
function detailLines(facts: BookingFacts, withPlace: boolean): string[] {
  const { booking, session, event } = facts;
  const copy = visitMailCopy(booking.language);
  const asked = accommodationWords(facts);
  return [
    `${copy.label.what}: ${titleOf(event, booking.language)}`,
    `${copy.label.when}: ${formatVisitTime(booking.language, session.startsAt)} (${copy.minutes(event.durationMinutes)})`,
    ...(withPlace ? [`${copy.label.where}: ${copy.place(placeOf(facts))}`] : []),
    `${copy.label.people}: ${booking.partySize}`,
    ...(asked.length > 0 ? [`${copy.label.asked}: ${asked.join('; ')}`] : []),
    ...(booking.note ? [`${copy.label.note}: ${oneLine(booking.note)}`] : []),
  ];
}

/**
 * One visit mail, in the booking's language. `bookingUrl` is a private link made for this mail
 * (null for the cancelled one, which needs none). The meeting link of a virtual visit is only in
 * the mails of a booked family: placeOf leaves it out for the others.
 */
export function visitMail(options: {
  mail: VisitMailKind;
  facts: BookingFacts;
  bookingUrl: string | null;
  publicUrl: string;
}): OutgoingMail {
  const { mail, facts, bookingUrl, publicUrl } = options;
  const { booking, session, event } = facts;
  const copy = visitMailCopy(booking.language);
  const title = titleOf(event, booking.language);
  const when = formatVisitTime(booking.language, session.startsAt);
  // Subjects name the day only: the time is the mail's first detail.
  const day = formatVisitDay(booking.language, session.startsAt);
  const story = storyUrlOf(facts, publicUrl);
  const storyLines = story ? [copy.story, story, ''] : [];
  const linkLines = (intro: string) => [intro, bookingUrl!, copy.doNotForward];
  let subject: string;
  let body: string[];
  switch (mail.kind) {
    case 'booked':
    case 'moved':
      subject = copy.subject[mail.kind](title, day);
      body = [
        mail.kind === 'moved' ? copy.lead.moved : copy.lead.booked,
        '',
        ...detailLines(facts, true),
        '',
        ...storyLines,
        copy.calendar,
        '',
        ...linkLines(copy.link),
        '',
        copy.cannotCome,
      ];
      break;
    case 'waiting':
      subject = copy.subject[mail.moved ? 'moved' : 'waiting'](title, day);
      body = [
        mail.moved ? copy.lead.movedWaiting : copy.lead.waiting,
        '',
        ...detailLines(facts, false),
        '',
        ...linkLines(copy.waitingLink),
      ];
      break;
    case 'offer':
      subject = copy.subject.offer(title, day);
      body = [
        copy.lead.offer(formatVisitTime(booking.language, booking.offerExpiresAt!)),
        '',
        ...detailLines(facts, false),
        '',
        ...linkLines(copy.offerLink),
        '',
        copy.offerAfter,
      ];
      break;
    case 'reminder':
      subject = copy.subject.reminder(title, day);
      body = [
        copy.lead.reminder[mail.reminder],
        '',
        ...detailLines(facts, true),
        '',
        ...storyLines,
        ...linkLines(copy.link),
        '',
        copy.cannotCome,
      ];
      break;
    case 'cancelled':
      subject = copy.subject.cancelled(title, day);
      body = [copy.lead.cancelled(title, when), '', copy.bookAgain, visitUrlOf(facts, publicUrl)];
      break;
  }
  return {
    to: booking.email,
    subject,
    text: [
      copy.greeting(oneLine(booking.name)),
      '',
      ...body,
      '',
      copy.signOff,
      ORGANISATION_NAME,
    ].join('\n'),
    holdsSecret: bookingUrl !== null,
    relatedEntity: 'visit_booking',
    relatedId: booking.id,
  };
}

/** Mails with a calendar file: a seat that is theirs. */
const carriesCalendar = (mail: VisitMailKind) => mail.kind === 'booked' || mail.kind === 'moved';

/**
 * Puts a visit mail in the outbox, in the caller's transaction: a new private link for it (only
 * its hash is kept), and for a booked seat the calendar file with the same link.
 */
export async function queueVisitMail(options: {
  tx: Transaction;
  mail: VisitMailKind;
  facts: BookingFacts;
  config: VisitMailConfig;
  now: Date;
}): Promise<{ id: string }> {
  const { tx, mail, facts, config, now } = options;
  const { booking } = facts;
  const bookingUrl =
    mail.kind === 'cancelled'
      ? null
      : bookingUrlFor(
          config.publicUrl,
          await issueBookingLink(tx, booking.id, now),
          booking.language,
        );
  const message = visitMail({ mail, facts, bookingUrl, publicUrl: config.publicUrl });
  if (carriesCalendar(mail) && bookingUrl) {
    const text = visitCalendar({ facts, bookingUrl, host: new URL(config.publicUrl).hostname });
    message.attachments = [
      {
        filename: calendarFilename(facts),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: new TextEncoder().encode(text),
      },
    ];
  }
  return enqueueMail({ db: tx, mail: message, now, canDeliver: canDeliverMail(config.mail) });
}
