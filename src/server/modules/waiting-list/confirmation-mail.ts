import { ORGANISATION_NAME } from '../../../domain/organisation.ts';
import type { WaitingListRankingDto } from '../../../domain/waiting-list-schemas.ts';
import { CAMPUS_NAMES, type Campus } from '../../../domain/waiting-list.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

// Names are typed by people; a line break in one must not break the layout of the message.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * To the address on the form, once per new entry. Plain, literal sentences for a tired parent:
 * where they are, what happens next, and the private link (sent only here: only its hash is kept).
 * The student's needs are never repeated in mail. English only until the Spanish form (Step 10).
 */
export function waitingListConfirmationMail(context: {
  entryId: string;
  to: string;
  campus: Campus;
  studentName: { firstName: string; lastName: string };
  /** The K-12 parent or guardian, when given: the person who most likely filled in the form. */
  greetingName: string | null;
  ranking: WaitingListRankingDto;
  statusUrl: string;
  supportEmail: string;
}): OutgoingMail {
  const campusName = CAMPUS_NAMES[context.campus];
  const student = oneLine(`${context.studentName.firstName} ${context.studentName.lastName}`);
  const greeting = context.greetingName ? `Hello ${oneLine(context.greetingName)},` : 'Hello,';
  const { position, totalInCampus } = context.ranking;
  const text = [
    greeting,
    '',
    `Thank you for applying to the ${campusName}. We have received the application for ${student}, and it is now on the waiting list.`,
    '',
    `Place on the waiting list: number ${position} of ${totalInCampus} for the ${campusName}.`,
    '',
    'What happens next:',
    '- We review every application within 48 hours.',
    '- Priority families receive early enrollment invitations.',
    '- We will contact you to arrange a campus tour and a family meeting.',
    '',
    'You can see the current place on the list at any time, or withdraw the application, with this private link:',
    context.statusUrl,
    '',
    'Please keep this message. We send the link only once, and anyone who has it can see the place on the list and withdraw the application.',
    '',
    `If you did not apply, you can withdraw the application with the link above. Questions? Write to ${context.supportEmail}.`,
    '',
    ORGANISATION_NAME,
  ].join('\n');
  return {
    to: context.to,
    subject: `You are on the waiting list for the ${campusName}`,
    text,
    relatedEntity: 'waiting_list',
    relatedId: context.entryId,
  };
}
