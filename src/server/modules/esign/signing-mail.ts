import { formatDateTime } from '../../../domain/common/date-format.ts';
import { LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import { formatDateTimeIn, formatDayIn } from '../../../domain/common/localized-date-format.ts';
import type { AgreementSnapshot } from '../documents/agreement-snapshot.ts';
import type { MailAttachment, OutgoingMail } from '../mail/mail.service.ts';
import type { CopyDelivery } from './copy-delivery.ts';
import { en } from './mail-copy/en.ts';
import { es } from './mail-copy/es.ts';
import type { SigningMailCopy } from './mail-copy/signing-mail-copy.ts';

// Titles and names are typed by people; a line break must not reach a mail header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Who and what a signing mail is about. Plain text only: nothing typed by people needs escaping. */
export type SigningMailContext = {
  requestId: string;
  title: string;
  organisationName: string;
  sender: { name: string; email: string | null };
  signer: { name: string; email: string };
  /** ORGANIZATION_TIME_ZONE: times read as on the signing page, "Feb 14, 2026 at 3:00 AM CST". */
  timeZone: string;
};

/** A mail to a signer or a copy address: in their own language (signature_recipients.language). */
type ReaderContext = SigningMailContext & { language: Locale };

const COPY: Record<Locale, SigningMailCopy> = { en, es };

const related = (context: SigningMailContext) => ({
  relatedEntity: 'signature_request',
  relatedId: context.requestId,
});

const agreementFacts = (context: SigningMailContext) => ({
  title: oneLine(context.title),
  organisationName: context.organisationName,
  senderName: context.sender.name,
});

/** Greeting, the message's own lines, the organisation's name. */
const readerText = (copy: SigningMailCopy, name: string | null, body: string[], org: string) =>
  [copy.greeting(name), '', ...body, '', org].join('\n');

/**
 * The language an envelope's subject is written in. A family's agreement gets its subject from
 * the server in the family's language (ADR 048); an NDA's is the standard one in some language,
 * or else typed by the sender: null, a language we cannot tell.
 */
export function subjectLanguageOf(
  subject: string,
  agreement: Pick<AgreementSnapshot, 'kind' | 'language' | 'title'>,
): Locale | null {
  if (agreement.kind !== 'nda') return agreement.language;
  const facts = { title: oneLine(agreement.title), organisationName: '', senderName: '' };
  const standard = (language: Locale) => COPY[language].invitation.subject(facts);
  return LOCALES.find((language) => standard(language) === oneLine(subject)) ?? null;
}

type SubjectContext = ReaderContext & {
  /** The envelope's subject, and the language it is written in (subjectLanguageOf). */
  subject: string;
  subjectLanguage: Locale | null;
};

/**
 * The invitation's subject as the signer receives it: the envelope's when it is in the signer's
 * language or was typed by the sender (their own words, like their message), else the standard
 * subject in the signer's language. The reminder quotes these same words.
 */
function invitationSubjectOf(context: SubjectContext): string {
  const isForeign = context.subjectLanguage && context.subjectLanguage !== context.language;
  return isForeign
    ? COPY[context.language].invitation.subject(agreementFacts(context))
    : oneLine(context.subject);
}

/** The invitation with the signing link (built-in provider). */
export function signingInvitationMail(
  context: SubjectContext & {
    message: string | null;
    signingUrl: string;
    expiresAt: Date;
    /** Who has signed before this signer's turn came, if anyone. */
    signedBy?: string[];
    /** An approver reviews and approves (ADR 050). */
    approver?: boolean;
    /** The titles of the envelope's partner PDFs. */
    withDocuments?: string[];
  },
): OutgoingMail {
  const copy = COPY[context.language];
  const body = copy.invitation.body({
    ...agreementFacts(context),
    signedBy: (context.signedBy ?? []).map(oneLine),
    message: context.message,
    signingUrl: context.signingUrl,
    worksUntil: formatDateTimeIn(context.language, context.expiresAt, context.timeZone),
    approver: context.approver ?? false,
    withDocuments: (context.withDocuments ?? []).map(oneLine),
  });
  return {
    to: context.signer.email,
    subject: invitationSubjectOf(context),
    text: readerText(copy, context.signer.name, body, context.organisationName),
    ...related(context),
  };
}

/**
 * A reminder. Only the SHA-256 of the signing link is stored, so the link itself cannot be sent
 * again: the reminder points to the first message, and to the sender for a new link.
 */
export function signingReminderMail(
  context: SubjectContext & { sentAt: Date; expiresAt: Date; approver?: boolean },
): OutgoingMail {
  const copy = COPY[context.language];
  const facts = {
    ...agreementFacts(context),
    sentOn: formatDayIn(context.language, context.sentAt, context.timeZone),
    subject: invitationSubjectOf(context),
    worksUntil: formatDateTimeIn(context.language, context.expiresAt, context.timeZone),
    approver: context.approver ?? false,
    askSender: context.sender.email
      ? `${context.sender.name} (${context.sender.email})`
      : context.sender.name,
  };
  return {
    to: context.signer.email,
    subject: copy.reminder.subject(facts),
    text: readerText(
      copy,
      context.signer.name,
      copy.reminder.body(facts),
      context.organisationName,
    ),
    ...related(context),
  };
}

const attachmentsOf = (copy: CopyDelivery): MailAttachment[] =>
  'attachment' in copy ? [copy.attachment, ...copy.more] : [];

type CompletedContext = ReaderContext & {
  completedAt: Date;
  /** Everyone who signed, in order. */
  signerNames: string[];
  copy: CopyDelivery;
  verifyUrl: string;
};

const copyFactsOf = (context: CompletedContext) => ({
  ...agreementFacts(context),
  signedOn: formatDateTimeIn(context.language, context.completedAt, context.timeZone),
  signerNames: context.signerNames.map(oneLine),
  delivery: context.copy,
  verifyUrl: context.verifyUrl,
});

/** To each signer, once everyone has signed: their copy stays downloadable for a while. */
export function signedCopyMail(context: CompletedContext): OutgoingMail {
  const copy = COPY[context.language];
  const facts = copyFactsOf(context);
  return {
    to: context.signer.email,
    subject: copy.signedCopy.subject(facts),
    text: readerText(
      copy,
      context.signer.name,
      copy.signedCopy.body(facts),
      context.organisationName,
    ),
    attachments: attachmentsOf(context.copy),
    ...related(context),
  };
}

/** To a CC recipient, once everyone has signed: a copy for their records. */
export function completedCopyMail(context: CompletedContext): OutgoingMail {
  const copy = COPY[context.language];
  const facts = copyFactsOf(context);
  return {
    to: context.signer.email,
    subject: copy.completedCopy.subject(facts),
    text: readerText(copy, null, copy.completedCopy.body(facts), context.organisationName),
    attachments: attachmentsOf(context.copy),
    ...related(context),
  };
}

/** To the admin who sent it: signed by everyone, with where to download it. */
export function signedNoticeMail(
  context: SigningMailContext & {
    completedAt: Date;
    documentUrl: string;
    senderEmail: string;
    signerNames: string[];
  },
): OutgoingMail {
  const title = oneLine(context.title);
  const when = formatDateTime(context.completedAt, context.timeZone);
  const text = [
    `Hello ${context.sender.name},`,
    '',
    context.signerNames.length > 1
      ? `Everyone has signed "${title}": ${context.signerNames.map(oneLine).join(', ')}. The last signature was on ${when}.`
      : `${context.signer.name} (${context.signer.email}) signed "${title}" on ${when}.`,
    '',
    `The signed PDF with its certificate of completion is on the document's page: ${context.documentUrl}`,
  ].join('\n');
  return {
    to: context.senderEmail,
    subject: `Signed: "${title}"`,
    text,
    ...related(context),
  };
}

/** To the admin who sent it: declined, with the signer's reason. */
export function declinedNoticeMail(
  context: SigningMailContext & {
    reason: string;
    documentUrl: string;
    senderEmail: string;
    /** A family's enrollment agreement: the page told them we would call (ADR 048). */
    isFamilyAgreement?: boolean;
  },
): OutgoingMail {
  const title = oneLine(context.title);
  const next = context.isFamilyAgreement
    ? [
        "The family's seat stays accepted. Their page told them that someone from admissions " +
          'will call them about their reason. Please call them, then send a new agreement from ' +
          `the entry's page if something needs to change: ${context.documentUrl}`,
      ]
    : [
        `The NDA is back to Sent, so its text can be changed and sent for signature again: ${context.documentUrl}`,
      ];
  const text = [
    `Hello ${context.sender.name},`,
    '',
    `${context.signer.name} (${context.signer.email}) declined to sign "${title}".`,
    '',
    `Their reason: ${context.reason}`,
    '',
    ...next,
  ].join('\n');
  return {
    to: context.senderEmail,
    subject: `Declined: "${title}"`,
    text,
    ...related(context),
  };
}

/** The one-time code a signer asked for on their page: only ever to their own address. */
export function identityCodeMail(
  context: ReaderContext & { code: string; minutes: number },
): OutgoingMail {
  const copy = COPY[context.language];
  const facts = { ...agreementFacts(context), code: context.code, minutes: context.minutes };
  return {
    to: context.signer.email,
    subject: copy.identityCode.subject(facts),
    text: readerText(
      copy,
      context.signer.name,
      copy.identityCode.body(facts),
      context.organisationName,
    ),
    ...related(context),
  };
}

/** To every other signer who had the agreement: one person declined, so it stops here. */
export function envelopeDeclinedMail(
  context: ReaderContext & { declinedBy: string; to: { name: string; email: string } },
): OutgoingMail {
  const copy = COPY[context.language];
  const facts = { ...agreementFacts(context), declinedBy: oneLine(context.declinedBy) };
  return {
    to: context.to.email,
    subject: copy.envelopeDeclined.subject(facts),
    text: readerText(
      copy,
      context.to.name,
      copy.envelopeDeclined.body(facts),
      context.organisationName,
    ),
    ...related(context),
  };
}
