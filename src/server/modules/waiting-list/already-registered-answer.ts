import * as en from '../../../domain/content/enrollment-messages.ts';
import * as es from '../../../domain/content/es/enrollment-messages.ts';
import type { WaitingListSubmissionDto } from '../../../domain/waiting-list/dtos.ts';
import type { Language } from '../../../domain/waiting-list/waiting-list.ts';

const MESSAGES: Record<Language, { ALREADY_REGISTERED: string; LINK_EMAILED_AGAIN: string }> = {
  en,
  es,
};

/**
 * The answer to a repeated form, in the form's language, in the words the enrollment page shows.
 * The same whatever the entry's status and whether a new link was mailed: no id, no place.
 */
export function alreadyRegisteredAnswer(language: Language): WaitingListSubmissionDto {
  const { ALREADY_REGISTERED, LINK_EMAILED_AGAIN } = MESSAGES[language];
  return { alreadyRegistered: true, message: `${ALREADY_REGISTERED} ${LINK_EMAILED_AGAIN}` };
}
