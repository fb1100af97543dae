import { ORGANISATION_NAME, ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import type { WaitingListRankingDto } from '../../../domain/waiting-list/dtos.ts';
import type { Language } from '../../../domain/waiting-list/waiting-list.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { en } from './mail-copy/en.ts';
import { es } from './mail-copy/es.ts';
import type { PlaceFacts, WaitingListMailCopy } from './mail-copy/waiting-list-mail-copy.ts';

const MAIL_COPY: Record<Language, WaitingListMailCopy> = { en, es };

/** Mail to a family goes out in the language of the form they sent. */
export const mailCopyFor = (language: Language): WaitingListMailCopy => MAIL_COPY[language];

// Names are typed by people; a line break in one must not break the layout of the message.
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const studentNameOf = (entry: { firstName: string; lastName: string }) =>
  oneLine(`${entry.firstName} ${entry.lastName}`);

// One formatter per language, made once: building an Intl formatter costs more than the whole
// rest of a confirmation mail, and the form builds its mail while its transaction waits.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const remembered = <T>(cache: Map<string, T>, locale: string, make: () => T): T => {
  let formatter = cache.get(locale);
  if (!formatter) cache.set(locale, (formatter = make()));
  return formatter;
};

/** A whole number written the way the family's language writes numbers. */
export const formatNumber = (copy: WaitingListMailCopy, value: number) =>
  remembered(numberFormats, copy.locale, () => new Intl.NumberFormat(copy.locale)).format(value);

export const formatPlace = (
  copy: WaitingListMailCopy,
  ranking: WaitingListRankingDto,
): PlaceFacts => ({
  position: formatNumber(copy, ranking.position),
  total: formatNumber(copy, ranking.totalInCampus),
});

/** The calendar day in Texas, where the campuses are: an evening form is not "tomorrow" in UTC. */
export const formatDay = (copy: WaitingListMailCopy, date: Date) =>
  remembered(
    dayFormats,
    copy.locale,
    () =>
      new Intl.DateTimeFormat(copy.locale, { dateStyle: 'long', timeZone: ORGANISATION_TIME_ZONE }),
  ).format(date);

/** The frame every family mail shares: greeting, the message's own lines, the organisation's name. */
export const familyMailText = (
  copy: WaitingListMailCopy,
  greetingName: string | null,
  body: string[],
) =>
  [
    copy.greeting(greetingName ? oneLine(greetingName) : null),
    '',
    ...body,
    '',
    ORGANISATION_NAME,
  ].join('\n');

/**
 * A mail about an entry, in the family mail's frame. Kept with the entry (`relatedId`), so
 * deleting the entry on request deletes its mail too.
 */
export function familyMail(options: {
  copy: WaitingListMailCopy;
  entryId: string;
  to: string;
  /** The K-12 parent or guardian, when given: the person who most likely filled in the form. */
  greetingName: string | null;
  subject: string;
  body: string[];
}): OutgoingMail {
  return {
    to: options.to,
    subject: options.subject,
    text: familyMailText(options.copy, options.greetingName, options.body),
    relatedEntity: 'waiting_list',
    relatedId: options.entryId,
  };
}
