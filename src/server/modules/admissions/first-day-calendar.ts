import ical from 'ical-generator';
import { ORGANISATION_NAME } from '../../../domain/common/organisation.ts';
import { termName } from '../../../domain/start-terms/labels.ts';
import type { Campus, Language } from '../../../domain/waiting-list/waiting-list.ts';
import { mailCopyFor } from '../waiting-list/family-mail.ts';

/** Where each campus is, as a calendar's location field shows it. */
const CAMPUS_PLACES: Record<Campus, string> = {
  k12: 'The Woodlands, Texas',
  bridge: 'Kemah, Texas',
};

const WORDS: Record<
  Language,
  {
    summary: (campus: string) => string;
    description: (facts: {
      student: string;
      campus: string;
      term: string;
      email: string;
    }) => string;
  }
> = {
  en: {
    summary: (campus) => `First day at the ${campus}`,
    description: ({ student, campus, term, email }) =>
      `The ${term} term begins for ${student} at the ${campus}. Questions? Write to ${email}.`,
  },
  es: {
    summary: (campus) => `Primer día en el ${campus}`,
    description: ({ student, campus, term, email }) =>
      `Empieza el período de ${term} para ${student} en el ${campus}. ¿Tiene preguntas? Escríbanos a ${email}.`,
  },
};

/**
 * The term's first day as an all-day event (RFC 5545, written by ical-generator), in the family's
 * language. Its UID is the offer's, so opening the file again updates the event instead of
 * adding a second one.
 */
export function firstDayCalendar(options: {
  offerId: string;
  language: Language;
  campus: Campus;
  startTerm: string;
  firstDay: string;
  student: string;
  supportEmail: string;
  domain: string;
  now: Date;
}): string {
  const words = WORDS[options.language];
  const campus = mailCopyFor(options.language).campusNames[options.campus];
  const calendar = ical({ prodId: { company: ORGANISATION_NAME, product: 'enrollment' } });
  calendar.createEvent({
    id: `first-day-${options.offerId}@${options.domain}`,
    // Midday UTC: the same calendar day wherever the file is read as a date.
    start: new Date(`${options.firstDay}T12:00:00Z`),
    allDay: true,
    stamp: options.now,
    summary: words.summary(campus),
    description: words.description({
      student: options.student,
      campus,
      term: termName(options.startTerm, options.language),
      email: options.supportEmail,
    }),
    location: CAMPUS_PLACES[options.campus],
  });
  return calendar.toString();
}
