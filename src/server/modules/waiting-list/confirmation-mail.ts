import type { WaitingListRankingDto } from '../../../domain/waiting-list/dtos.ts';
import type { Campus, Language } from '../../../domain/waiting-list/waiting-list.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { familyMail, formatPlace, mailCopyFor, studentNameOf } from './family-mail.ts';

/**
 * To the address on the form, once per new entry, in the form's language: where they are, what
 * happens next, and the private link (sent only here: only its hash is kept). The student's needs
 * are never repeated in mail.
 */
export function waitingListConfirmationMail(context: {
  entryId: string;
  to: string;
  language: Language;
  campus: Campus;
  studentName: { firstName: string; lastName: string };
  greetingName: string | null;
  ranking: WaitingListRankingDto;
  statusUrl: string;
  supportEmail: string;
}): OutgoingMail {
  const copy = mailCopyFor(context.language);
  const campus = copy.campusNames[context.campus];
  return familyMail({
    copy,
    entryId: context.entryId,
    to: context.to,
    greetingName: context.greetingName,
    subject: copy.confirmation.subject(campus),
    body: copy.confirmation.body({
      student: studentNameOf(context.studentName),
      campus,
      campusNote: copy.campusNotes[context.campus],
      ...formatPlace(copy, context.ranking),
      statusUrl: context.statusUrl,
      supportEmail: context.supportEmail,
    }),
  });
}
