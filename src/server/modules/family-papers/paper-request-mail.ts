import * as en from '../../../domain/content/family-papers.ts';
import * as es from '../../../domain/content/es/family-papers.ts';
import { PAPER_KIND_LABELS, type PaperKind } from '../../../domain/family-papers/papers.ts';
import type { Language } from '../../../domain/waiting-list/waiting-list.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { familyMail, mailCopyFor, studentNameOf } from '../waiting-list/family-mail.ts';
import type { WaitingListEntry } from '../waiting-list/public.ts';

export type PaperRequestFacts = {
  student: string;
  campus: string;
  /** The kind of paper, in the family's language. */
  paper: string;
  /** What staff wrote to the family, if anything. */
  note: string | undefined;
  statusUrl: string;
  supportEmail: string;
};

type PaperRequestCopy = {
  /** Names only the campus, so a lock-screen preview reveals no child. */
  subject: (campus: string) => string;
  body: (facts: PaperRequestFacts) => string[];
};

/** The mail's words in each language; the status page's section is named as the page names it. */
export const PAPER_REQUEST_COPY: Record<Language, PaperRequestCopy> = {
  en: {
    subject: (campus) => `Please send us a paper for the ${campus}`,
    body: ({ student, campus, paper, note, statusUrl, supportEmail }) => [
      `We are reading the application of ${student} to the ${campus}. We ask you to send us this paper: ${paper}.`,
      ...(note ? ['', 'A note from our admissions team:', note] : []),
      '',
      `You can send it from your private page. Open this link and look for "${en.PAPERS_TITLE}":`,
      statusUrl,
      '',
      'This is a new private link. The links we sent you before no longer work. Please keep this message. Anyone who has the link can see your application.',
      '',
      `If you do not have this paper, or if you have questions, write to us at ${supportEmail}.`,
    ],
  },
  es: {
    subject: (campus) => `Por favor, envíenos un documento para el ${campus}`,
    body: ({ student, campus, paper, note, statusUrl, supportEmail }) => [
      `Leemos la solicitud de ${student} para el ${campus}. Nos falta un documento: ${paper}.`,
      ...(note ? ['', 'Una nota de nuestro equipo de admisiones:', note] : []),
      '',
      `Lo puede enviar en su página privada. Abra este enlace. Busque la parte "${es.PAPERS_TITLE}":`,
      statusUrl,
      '',
      'Este es un enlace privado nuevo. Los enlaces que le enviamos antes ya no funcionan. Por favor, guarde este mensaje. Cualquier persona que tenga el enlace puede ver su solicitud.',
      '',
      `Si no tiene este documento, o si tiene una duda, nos puede escribir a ${supportEmail}.`,
    ],
  },
};

/**
 * To the address stored with the entry, in the entry's language: which paper staff ask for,
 * their note, and a new private link to send it with. Never the student's needs.
 */
export function paperRequestMail(options: {
  entry: WaitingListEntry;
  kind: PaperKind;
  note: string | undefined;
  statusUrl: string;
  supportEmail: string;
}): OutgoingMail {
  const { entry } = options;
  const copy = mailCopyFor(entry.language);
  const words = PAPER_REQUEST_COPY[entry.language];
  const campus = copy.campusNames[entry.campus];
  return familyMail({
    copy,
    entryId: entry.id,
    to: entry.email,
    greetingName: entry.campus === 'k12' ? entry.parentGuardianName : null,
    subject: words.subject(campus),
    body: words.body({
      student: studentNameOf(entry),
      campus,
      paper: PAPER_KIND_LABELS[entry.language][options.kind],
      note: options.note,
      statusUrl: options.statusUrl,
      supportEmail: options.supportEmail,
    }),
  });
}
