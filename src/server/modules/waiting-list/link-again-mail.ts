import type { OutgoingMail } from '../mail/mail.service.ts';
import { familyMail, formatDay, mailCopyFor, studentNameOf } from './family-mail.ts';
import type { WaitingListEntry } from './waiting-list.table.ts';

/** Why a new link is mailed: the same form sent again, or "Email me my link" on the status page. */
export type NewLinkReason = 'form-sent-again' | 'link-requested';

/**
 * To the address stored with the entry (not the one typed in the repeated form or the request,
 * which may differ in case), in the entry's language: a new private link, and why it came. It
 * names the day of the application but never the place on the list or the student's needs:
 * whoever asked may not be the family.
 */
export function waitingListLinkAgainMail(options: {
  entry: WaitingListEntry;
  statusUrl: string;
  supportEmail: string;
  because: NewLinkReason;
}): OutgoingMail {
  const { entry } = options;
  const copy = mailCopyFor(entry.language);
  const message = options.because === 'link-requested' ? copy.linkRequested : copy.linkAgain;
  const campus = copy.campusNames[entry.campus];
  return familyMail({
    copy,
    entryId: entry.id,
    to: entry.email,
    greetingName: entry.campus === 'k12' ? entry.parentGuardianName : null,
    subject: message.subject(campus),
    body: message.body({
      student: studentNameOf(entry),
      campus,
      receivedOn: formatDay(copy, entry.createdAt),
      statusUrl: options.statusUrl,
      supportEmail: options.supportEmail,
    }),
  });
}
