import {
  acceptedCallBy,
  ACCEPTED_CALL_BUSINESS_DAYS,
} from '../../../domain/admissions/admissions.ts';
import { termLabel, termName } from '../../../domain/start-terms/labels.ts';
import { formatContactDay } from '../../../domain/waiting-list/invitation.ts';
import type { EntryMailFacts } from '../../../domain/waiting-list/history.ts';
import { CAMPUS_NAMES } from '../../../domain/waiting-list/waiting-list.ts';
import type { Transaction } from '../../db/client.ts';
import { findStaffEmails } from '../auth/users.service.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { familyMail, mailCopyFor, oneLine, studentNameOf } from '../waiting-list/family-mail.ts';
import type { WaitingListEntry } from '../waiting-list/public.ts';
import { acceptedMailCopyFor } from './accepted-mail-copy.ts';
import type { SeatGroup } from './admissions.table.ts';
import type { OfferConfig } from './make-offers.ts';
import { mailFacts } from './mail-facts.ts';
import { placeLabel } from './offer-mail.ts';

/** To the family, in their language: the seat is theirs, and who calls by when about what. */
function familyAcceptedMail(options: {
  config: OfferConfig;
  entry: WaitingListEntry;
  group: SeatGroup;
  callBy: string;
}): OutgoingMail {
  const { entry, group } = options;
  const copy = mailCopyFor(entry.language);
  const campus = copy.campusNames[entry.campus];
  const message = acceptedMailCopyFor(entry.language);
  return familyMail({
    copy,
    entryId: entry.id,
    to: entry.email,
    greetingName: entry.campus === 'k12' ? entry.parentGuardianName : null,
    subject: message.subject(campus),
    body: message.body({
      student: studentNameOf(entry),
      campus,
      place: placeLabel(group, entry.language),
      term: termName(group.startTerm, entry.language),
      callBy: formatContactDay(options.callBy, copy.locale),
      businessDays: ACCEPTED_CALL_BUSINESS_DAYS,
      supportEmail: options.config.site.supportEmail,
    }),
  });
}

/** To admissions staff, in English: who accepted which seat, what the family was promised. */
function staffNotice(options: {
  config: OfferConfig;
  to: string;
  entry: WaitingListEntry;
  group: SeatGroup;
  callBy: string;
}): OutgoingMail {
  const { entry, group } = options;
  const student = studentNameOf(entry);
  const seat = `${CAMPUS_NAMES[group.campus]} · ${placeLabel(group, 'en')} · ${termLabel(group.startTerm)}`;
  const callBy = formatContactDay(options.callBy, 'en-US');
  return {
    to: options.to,
    subject: `Seat accepted: ${student}`,
    text: [
      `${student}'s family accepted the seat offered to them: ${seat}.`,
      '',
      `The family was told by email that our admissions team will call them by ${callBy}.`,
      `Contact: ${entry.parentGuardianName ? `${oneLine(entry.parentGuardianName)}, ` : ''}${entry.phone ?? 'no phone given'}, ${entry.email}.`,
      `Language of the family's mails: ${entry.language === 'es' ? 'Spanish' : 'English'}.`,
      '',
      `Open the application: ${options.config.publicUrl}/admin/waiting-list/${entry.id}`,
    ].join('\n'),
    relatedEntity: 'waiting_list',
    relatedId: entry.id,
  };
}

/**
 * The mails an acceptance sends, in the acceptance's transaction: the family's, then one notice
 * to each admissions staff account (and owners). Returns what the history keeps of each.
 */
export async function sendAcceptedMails(options: {
  tx: Transaction;
  config: OfferConfig;
  entry: WaitingListEntry;
  group: SeatGroup;
  now: Date;
}): Promise<EntryMailFacts[]> {
  const { tx, config, now } = options;
  const callBy = acceptedCallBy(now, config.organisation.timeZone);
  const canDeliver = canDeliverMail(config.mail);
  const mails = [
    familyAcceptedMail({ ...options, callBy }),
    ...(await findStaffEmails(tx, 'admissions')).map((to) =>
      staffNotice({ ...options, to, callBy }),
    ),
  ];
  const sent: EntryMailFacts[] = [];
  for (const mail of mails) {
    const { id } = await enqueueMail({ db: tx, mail, now, canDeliver });
    sent.push(mailFacts(id, mail));
  }
  return sent;
}
