import { describe, expect, it } from 'vitest';
import {
  avoidedTermsIn,
  readableLines,
  withoutUrls,
} from '../../../../tests/mail-language-checks.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import { isMedianWithinBudget, scoreParagraphs } from '../../../domain/readability/budget.ts';
import type { CopyDelivery } from './copy-delivery.ts';
import {
  completedCopyMail,
  declinedNoticeMail,
  envelopeDeclinedMail,
  identityCodeMail,
  signedCopyMail,
  signedNoticeMail,
  signingInvitationMail,
  signingReminderMail,
  subjectLanguageOf,
} from './signing-mail.ts';

/**
 * Each mail to a signer or a copy address is in that person's language (ADR 048); the notices to
 * staff stay English. Built directly, without a database.
 */

const TIME_ZONE = 'America/Chicago';
const TITLE = 'Contrato de inscripción de Sofía Reyes';
const base = {
  requestId: '33333333-3333-4333-8333-333333333333',
  title: TITLE,
  organisationName: 'NovaLearn Institute Group',
  sender: { name: 'Avery Admin', email: 'avery@novalearn.example' },
  signer: { name: 'Ana López', email: 'ana@family.example' },
  timeZone: TIME_ZONE,
};
const sentAt = new Date('2026-03-02T15:00:00Z');
const expiresAt = new Date('2026-04-01T15:00:00Z');
const completedAt = new Date('2026-03-08T08:00:00Z');
const verifyUrl = 'https://school.example.org/verify';
const attached: CopyDelivery = {
  attachment: {
    filename: 'contrato-firmado.pdf',
    contentType: 'application/pdf',
    content: new Uint8Array([1]),
  },
  more: [],
};
const linked: CopyDelivery = { url: 'https://school.example.org/sign/abc' };
const familySubject = 'Por favor, firme: contrato de inscripción de Sofía Reyes';

/** Every mail a signer or a copy address can get, in `language`. */
function readerMails(language: Locale) {
  const reader = { ...base, language };
  const subject = { subject: familySubject, subjectLanguage: 'es' as const };
  const completed = { ...reader, completedAt, verifyUrl };
  return {
    invitation: signingInvitationMail({
      ...reader,
      ...subject,
      message: null,
      signingUrl: 'https://school.example.org/sign/token',
      expiresAt,
      signedBy: ['Luis López'],
    }),
    reminder: signingReminderMail({ ...reader, ...subject, sentAt, expiresAt }),
    signedAlone: signedCopyMail({ ...completed, signerNames: ['Ana López'], copy: attached }),
    signedByBoth: signedCopyMail({
      ...completed,
      signerNames: ['Luis López', 'Ana López'],
      copy: linked,
    }),
    completedCopy: completedCopyMail({
      ...completed,
      signer: { name: 'records@family.example', email: 'records@family.example' },
      signerNames: ['Luis López', 'Ana López'],
      copy: attached,
    }),
    declined: envelopeDeclinedMail({
      ...reader,
      declinedBy: 'Luis López',
      to: { name: 'Ana López', email: 'ana@family.example' },
    }),
    identityCode: identityCodeMail({ ...reader, code: '042917', minutes: 10 }),
  };
}

// English words a Spanish mail must not keep; names, titles and addresses are not words here.
const ENGLISH_LEFTOVERS =
  /\b(Hello|Please|Dear|agreement|sign|signed|signature|link|message|Reminder|Thank you|Everyone|attached|download|email|e-mail|mail)\b/i;

describe('signing mails to a Spanish reader', () => {
  const mails = readerMails('es');

  it('are Spanish from subject to signature, with no English left', () => {
    for (const [name, mail] of Object.entries(mails)) {
      const text = withoutUrls(`${mail.subject}\n${mail.text}`).replace(/"[^"]*\.pdf"/g, '');
      expect(text, name).not.toMatch(ENGLISH_LEFTOVERS);
      expect(mail.text, name).toMatch(/^Hola(, [^:\n]+)?:\n/);
      expect(mail.text.endsWith('\nNovaLearn Institute Group'), name).toBe(true);
    }
  });

  it('invite with the link, the Spanish date and the family subject', () => {
    const { invitation } = mails;
    expect(invitation.subject).toBe(familySubject);
    expect(invitation.text).toContain('Hola, Ana López:');
    expect(invitation.text).toContain(
      `Avery Admin, de NovaLearn Institute Group, le pide que firme el contrato "${TITLE}".`,
    );
    expect(invitation.text).toContain('Luis López ya lo firmó. Ahora es su turno.');
    expect(invitation.text).toContain(
      'Lea y firme el contrato aquí: https://school.example.org/sign/token',
    );
    expect(invitation.text).toContain(
      'El enlace funciona hasta el 1 de abril de 2026 a las 10:00 a. m. CDT.',
    );
  });

  it('remind with the day and the subject of the invitation, without the link', () => {
    const { reminder } = mails;
    expect(reminder.subject).toBe(`Recordatorio: por favor, firme "${TITLE}"`);
    expect(reminder.text).toContain('El 2 de marzo de 2026, Avery Admin');
    expect(reminder.text).toContain(`con el asunto "${familySubject}"`);
    expect(reminder.text).toContain('avise a Avery Admin (avery@novalearn.example)');
    expect(reminder.text).not.toContain('/sign/');
  });

  it('send the signed copy, attached or as a link, and say the certificate is in English', () => {
    expect(mails.signedAlone.subject).toBe(`Usted firmó "${TITLE}"`);
    expect(mails.signedAlone.text).toContain(
      `Usted firmó el contrato "${TITLE}" con NovaLearn Institute Group el 8 de marzo de 2026 a las 3:00 a. m. CDT.`,
    );
    expect(mails.signedAlone.text).toContain('en el archivo PDF "contrato-firmado.pdf"');
    expect(mails.signedAlone.attachments).toHaveLength(1);
    expect(mails.signedAlone.text).toContain('"Certificate of Completion"');
    expect(mails.signedAlone.text).toContain(`abra ${verifyUrl} y elija el archivo`);

    expect(mails.signedByBoth.subject).toBe(`Firmado por todos: "${TITLE}"`);
    expect(mails.signedByBoth.text).toContain(
      'Todos firmaron el contrato "Contrato de inscripción de Sofía Reyes" con NovaLearn Institute Group: Luis López y Ana López.',
    );
    expect(mails.signedByBoth.text).toContain(
      'Puede descargarlo durante 30 días con este enlace: https://school.example.org/sign/abc',
    );
    expect(mails.signedByBoth.attachments).toEqual([]);
  });

  it('send a copy address its copy, and tell the other signers when one declined', () => {
    expect(mails.completedCopy.subject).toBe(`Copia firmada: "${TITLE}"`);
    expect(mails.completedCopy.text.startsWith('Hola:\n')).toBe(true);
    expect(mails.completedCopy.text).toContain('Lo firmaron Luis López y Ana López.');
    expect(mails.completedCopy.text).toContain('Usted no tiene que hacer nada.');

    expect(mails.declined.subject).toBe(`Se detuvo la firma de "${TITLE}"`);
    expect(mails.declined.text).toContain(`Luis López decidió no firmar el contrato "${TITLE}".`);
    expect(mails.declined.text).toContain('Si Avery Admin envía una versión nueva');
  });

  it('keep to the Spanish readability budget of family mail', () => {
    const report = scoreParagraphs('es', readableLines(Object.values(mails)));
    expect(report.count).toBeGreaterThan(10);
    expect(isMedianWithinBudget('es', report)).toBe(true);
    expect(report.over.map((item) => item.text)).toEqual([]);
  });

  it('use none of the terms docs/glossary-es.md says to avoid', () => {
    expect(avoidedTermsIn(Object.values(mails))).toEqual([]);
  });
});

describe('signing mails to an English reader', () => {
  it('are English, with the standard subject when the envelope’s is Spanish', () => {
    const mails = readerMails('en');
    expect(mails.invitation.subject).toBe(`Please sign: ${TITLE}`);
    expect(mails.invitation.text.startsWith('Hello Ana López,\n')).toBe(true);
    expect(mails.invitation.text).toContain('The link works until Apr 1, 2026 at 10:00 AM CDT.');
    expect(mails.reminder.text).toContain(`with the subject "Please sign: ${TITLE}"`);
    expect(mails.signedByBoth.subject).toBe(`Signed by everyone: "${TITLE}"`);
    expect(mails.completedCopy.text.startsWith('Hello,\n')).toBe(true);
    expect(mails.declined.subject).toBe(`Stopped: "${TITLE}" was declined`);
    for (const mail of Object.values(mails)) {
      expect(mail.text).not.toMatch(/\b(Hola|firme|enlace|Gracias|usted)\b/i);
    }
  });
});

describe('the mails to staff', () => {
  it('stay English whatever the signer’s language', () => {
    const signed = signedNoticeMail({
      ...base,
      completedAt,
      documentUrl: 'https://school.example.org/admin/waiting-list/1',
      senderEmail: 'avery@novalearn.example',
      signerNames: ['Ana López'],
    });
    expect(signed.subject).toBe(`Signed: "${TITLE}"`);
    expect(signed.text.startsWith('Hello Avery Admin,\n')).toBe(true);
    const declined = declinedNoticeMail({
      ...base,
      reason: 'Las cuotas no son correctas',
      documentUrl: 'https://school.example.org/admin/waiting-list/1',
      senderEmail: 'avery@novalearn.example',
      isFamilyAgreement: true,
    });
    expect(declined.subject).toBe(`Declined: "${TITLE}"`);
    expect(declined.text).toContain('Their reason: Las cuotas no son correctas');
  });
});

describe('the language of an envelope’s subject', () => {
  const nda = { kind: 'nda' as const, language: 'en' as const, title: 'Robotics NDA' };

  it('is the family’s for a family agreement, and the standard subject’s language for an NDA', () => {
    expect(subjectLanguageOf(familySubject, { ...nda, kind: 'enrollment', language: 'es' })).toBe(
      'es',
    );
    expect(subjectLanguageOf('Please sign: Robotics NDA', nda)).toBe('en');
    expect(subjectLanguageOf('Por favor, firme: Robotics NDA', nda)).toBe('es');
  });

  it('is unknown for a subject the sender typed, which every signer then gets as typed', () => {
    const typed = 'Our NDA for the robotics lab';
    expect(subjectLanguageOf(typed, nda)).toBeNull();
    const invitation = signingInvitationMail({
      ...base,
      language: 'es',
      subject: typed,
      subjectLanguage: null,
      message: null,
      signingUrl: 'https://school.example.org/sign/token',
      expiresAt,
    });
    expect(invitation.subject).toBe(typed);
  });
});
