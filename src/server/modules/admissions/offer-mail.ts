import * as enOptions from '../../../domain/content/waiting-list-options.ts';
import * as esOptions from '../../../domain/content/es/waiting-list-options.ts';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import { formatOfferDeadline } from '../../../domain/admissions/offer-deadline-format.ts';
import { termName } from '../../../domain/start-terms/labels.ts';
import type { Language } from '../../../domain/waiting-list/waiting-list.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { familyMail, mailCopyFor, studentNameOf } from '../waiting-list/family-mail.ts';
import type { WaitingListEntry } from '../waiting-list/public.ts';
import type { AdmissionOffer, SeatGroup } from './admissions.table.ts';
import { offerMailCopyFor } from './offer-mail-copy.ts';

/** Where a family answers an offer: its own page, in the family's language. */
export const OFFER_LINK_PATH = '/waiting-list/offer/';
export const offerUrlFor = (publicUrl: string, token: string, language: Language) =>
  `${publicUrl}${pathInLocale(OFFER_LINK_PATH, language)}${token}`;

const OPTION_LABELS = { en: enOptions, es: esOptions } as const;

/** The grade or program of a seat group in the family's language. */
export function placeLabel(
  group: Pick<SeatGroup, 'campus' | 'gradeOrProgram'>,
  language: Language,
) {
  const labels = OPTION_LABELS[language];
  const names: Record<string, string> =
    group.campus === 'k12' ? labels.GRADE_LEVEL_LABELS : labels.PROGRAM_INTEREST_LABELS;
  return names[group.gradeOrProgram] ?? group.gradeOrProgram;
}

/**
 * The offer, or its reminder, to the entry's address in the entry's language: the seat, the last
 * deadline (ADR 034) and the offer's own link. Never the student's needs
 * or anything staff wrote.
 */
export function offerMail(options: {
  kind: 'offer' | 'reminder';
  entry: WaitingListEntry;
  group: SeatGroup;
  offer: Pick<AdmissionOffer, 'deadline'>;
  offerUrl: string;
  supportEmail: string;
  timeZone: string;
}): OutgoingMail {
  const { entry, group } = options;
  const copy = mailCopyFor(entry.language);
  const offerCopy = offerMailCopyFor(entry.language);
  const campus = copy.campusNames[entry.campus];
  const message = offerCopy[options.kind];
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
      deadline: formatOfferDeadline(options.offer.deadline, entry.language, options.timeZone),
      offerUrl: options.offerUrl,
      supportEmail: options.supportEmail,
    }),
  });
}
