import { pathInLocale } from '../../../domain/common/i18n.ts';
import {
  SAVED_APPLICATION_DAYS,
  SAVED_APPLICATION_PATH,
} from '../../../domain/waiting-list/saved-application.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { familyMailText, formatDay, formatNumber, mailCopyFor } from './family-mail.ts';
import type { SavedApplication } from './saved-application.table.ts';

/** The outbox's name for these mails: deleting the saved answers deletes their mails too. */
export const SAVED_APPLICATION_ENTITY = 'saved_applications';

/** The private page with the saved answers, in the language of the form that saved them. */
export const savedApplicationUrl = (publicUrl: string, token: string, saved: SavedApplication) =>
  `${publicUrl}${pathInLocale(SAVED_APPLICATION_PATH, saved.language)}${token}`;

/**
 * To the address typed when saving, in the form's language: the link, the last day it works and
 * that nothing is on the list yet. No student name: the subject may show on a lock screen, and
 * the answers may be anyone's.
 */
export function savedApplicationMail(options: {
  saved: SavedApplication;
  savedUrl: string;
  supportEmail: string;
}): OutgoingMail {
  const { saved } = options;
  const copy = mailCopyFor(saved.language);
  const campus = copy.campusNames[saved.campus];
  const body = copy.savedApplication.body({
    campus,
    savedUrl: options.savedUrl,
    worksUntil: formatDay(copy, saved.expiresAt),
    days: formatNumber(copy, SAVED_APPLICATION_DAYS),
    supportEmail: options.supportEmail,
  });
  return {
    to: saved.email,
    subject: copy.savedApplication.subject(campus),
    text: familyMailText(copy, null, body),
    relatedEntity: SAVED_APPLICATION_ENTITY,
    relatedId: saved.id,
  };
}
