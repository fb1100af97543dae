import type { OutgoingMail } from '../mail/mail.service.ts';
import { familyMail, formatDay, mailCopyFor, studentNameOf } from './family-mail.ts';
import type { WaitingListEntry } from './waiting-list.table.ts';

/**
 * To the address stored with the entry (not the one typed in the repeated form, which may differ
 * in case), in the entry's language: a new private link after the form was sent again. It names
 * the day of the application but never the place on the list or the student's needs: whoever sent
 * the form again may not be the family.
 */
export function waitingListLinkAgainMail(options: {
  entry: WaitingListEntry;
  statusUrl: string;
  supportEmail: string;
}): OutgoingMail {
  const { entry } = options;
  const copy = mailCopyFor(entry.language);
  const campus = copy.campusNames[entry.campus];
  return familyMail({
    copy,
    entryId: entry.id,
    to: entry.email,
    greetingName: entry.campus === 'k12' ? entry.parentGuardianName : null,
    subject: copy.linkAgain.subject(campus),
    body: copy.linkAgain.body({
      student: studentNameOf(entry),
      campus,
      receivedOn: formatDay(copy, entry.createdAt),
      statusUrl: options.statusUrl,
      supportEmail: options.supportEmail,
    }),
  });
}
