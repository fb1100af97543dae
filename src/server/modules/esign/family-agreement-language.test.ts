import { execFileSync } from 'node:child_process';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answer,
  api,
  DAY,
  families,
  offerNext,
  offerTokenOf,
  setSeats,
  setUpAdmissionsApp,
  t,
} from '../../../../tests/admissions-kit.ts';
import {
  declineWith,
  latestMailTo,
  newConnection,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { ELECTRONIC_SIGNATURE_CONSENTS } from '../../../domain/esign/esign.ts';
import { createTemplate } from '../../demo/factories.ts';
import { outbox, outboxAttachments } from '../mail/mail.table.ts';
import { signatureEvents, signatureRecipients } from './esign.table.ts';
import { sendDueReminders } from './reminders.ts';

/**
 * A family's agreement sent to a Spanish-speaking and an English-speaking guardian (ADR 048):
 * each one's invitation, reminder, copy and "it stopped" mail comes in their own language, and the
 * certificate quotes the consent each one accepted, in the words their page showed.
 */
setUpAdmissionsApp();

const agreementUrl = (entryId: string) => `/api/admissions/entries/${entryId}/enrollment-agreement`;
// A Spanish date and time as the mails write it: "8 de marzo de 2026 a las 3:00 a. m. CDT".
const SPANISH_TIME = /\d{1,2} de [a-z]+ de \d{4} a las? \d{1,2}:\d{2} [ap]\. m\. C[SD]T/;

let familyCount = 0;

/** A Spanish-speaking family that accepted a seat, and the agreement sent to both guardians. */
async function sendToBothGuardians(learner: { firstName: string; lastName: string }) {
  familyCount += 1;
  const group = await setSeats(1);
  const [id] = await families(1, { language: 'es', ...learner });
  expect((await offerNext(group.id, 1)).statusCode).toBe(201);
  expect((await answer(await offerTokenOf(id!), 'accept')).statusCode).toBe(200);
  const template = await createTemplate(t.db, {
    name: `Contrato ${familyCount}`,
    content: 'CONTRATO DE INSCRIPCIÓN\n\n[GUARDIANS] inscriben a [LEARNER] en [CAMPUS].',
  });
  const mother = {
    name: 'Ana López',
    email: `ana-${familyCount}@familia.example.org`,
    language: 'es' as const,
  };
  const father = {
    name: 'Luis López',
    email: `luis-${familyCount}@familia.example.org`,
    language: 'en' as const,
  };
  const sent = await api('POST', agreementUrl(id!), {
    templateId: template.id,
    guardians: [mother, father],
    signingOrder: 'parallel',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const title = `Contrato de inscripción de ${learner.firstName} ${learner.lastName}`;
  return { id: id!, mother, father, title };
}

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/\s+/g, ' ');

describe("a family's agreement to guardians of two languages", () => {
  it('mails each guardian in their language and records the consent each one accepted', async () => {
    const { mother, father, title } = await sendToBothGuardians({
      firstName: 'Sofía',
      lastName: 'Reyes',
    });

    // The invitations: the same /sign/<token> link, each in its reader's language.
    const spanishInvitation = await latestMailTo(t, mother.email);
    expect(spanishInvitation.subject).toBe(
      'Por favor, firme: contrato de inscripción de Sofía Reyes',
    );
    expect(spanishInvitation.text.startsWith('Hola, Ana López:\n')).toBe(true);
    expect(spanishInvitation.text).toContain(`le pide que firme el contrato "${title}"`);
    expect(spanishInvitation.text).toMatch(
      /Lea y firme el contrato aquí: https:\/\/school\.example\.org\/sign\/[\w-]{43}\n/,
    );
    expect(spanishInvitation.text).toMatch(new RegExp(`funciona hasta el ${SPANISH_TIME.source}`));
    expect(spanishInvitation.text).not.toMatch(/\b(Hello|Please|agreement|link)\b/);
    const englishInvitation = await latestMailTo(t, father.email);
    expect(englishInvitation.subject).toBe(`Please sign: ${title}`);
    expect(englishInvitation.text.startsWith('Hello Luis López,\n')).toBe(true);
    expect(englishInvitation.text).toContain('https://school.example.org/sign/');

    const motherToken = await signingTokenFor(t, mother.email, 'Por favor, firme');
    const fatherToken = await signingTokenFor(t, father.email, 'Please sign');

    // The reminders quote the subject each guardian's invitation had.
    t.clock.set(new Date(t.clock.now().getTime() + 3 * DAY));
    await sendDueReminders({ db: t.db, config: t.config, now: t.clock.now() });
    const spanishReminder = await latestMailTo(t, mother.email, 'Recordatorio');
    expect(spanishReminder.subject).toBe(`Recordatorio: por favor, firme "${title}"`);
    expect(spanishReminder.text).toContain(
      `con el asunto "${spanishInvitation.subject}". Luego abra el enlace de ese mensaje.`,
    );
    expect(spanishReminder.text).not.toContain('/sign/');
    const englishReminder = await latestMailTo(t, father.email, 'Reminder');
    expect(englishReminder.text).toContain(`with the subject "${englishInvitation.subject}"`);

    const first = await signWith(t, fatherToken, newConnection(), typedSignature('Luis López'));
    expect(first.json()).toMatchObject({ reasonCode: 'awaiting-others' });
    const last = await signWith(t, motherToken, newConnection(), typedSignature('Ana López'));
    expect(last.json()).toMatchObject({ status: 'completed' });

    // The copies: the Spanish guardian's in Spanish, with the sealed PDF attached.
    const spanishCopy = await latestMailTo(t, mother.email, 'Firmado por todos');
    expect(spanishCopy.subject).toBe(`Firmado por todos: "${title}"`);
    expect(spanishCopy.text).toContain(
      `Todos firmaron el contrato "${title}" con NovaLearn Institute Group: Ana López y Luis López.`,
    );
    expect(spanishCopy.text).toMatch(
      new RegExp(`La última firma fue el ${SPANISH_TIME.source}\\.`),
    );
    expect(spanishCopy.text).toContain('El contrato firmado está adjunto a este mensaje');
    // The page that checks the copy, in their language too.
    expect(spanishCopy.text).toMatch(/https:\/\/[^\s]+\/es\/verify\b/);
    expect(spanishCopy.text).not.toMatch(/\b(Hello|Everyone|attached|Thank you)\b/);
    const englishCopy = await latestMailTo(t, father.email, 'Signed by everyone');
    expect(englishCopy.text).toContain(`Everyone has signed the agreement "${title}"`);
    expect(englishCopy.text).not.toContain('/es/verify');

    // What each guardian ticked is recorded in their language, and the certificate quotes it.
    const [motherRow] = await t.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.email, mother.email));
    const [signed] = await t.db
      .select()
      .from(signatureEvents)
      .where(
        and(eq(signatureEvents.recipientId, motherRow!.id), eq(signatureEvents.type, 'completed')),
      );
    expect(signed!.details).toMatchObject({
      consent: ELECTRONIC_SIGNATURE_CONSENTS.es,
      language: 'es',
    });

    // The sealed PDF the Spanish guardian received (the admin's session has lapsed by now).
    const [attached] = await t.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, spanishCopy.id));
    expect(attached!.contentType).toBe('application/pdf');
    const certificate = pdfText(Buffer.from(attached!.content));
    const motherPart = certificate.slice(
      certificate.indexOf('Signer 1 of 2'),
      certificate.indexOf('Signer 2 of 2'),
    );
    const fatherPart = certificate.slice(
      certificate.indexOf('Signer 2 of 2'),
      certificate.indexOf('How to check this document'),
    );
    expect(motherPart).toContain('Name: Ana López');
    expect(motherPart).toContain(
      `Consent to sign electronically: "${ELECTRONIC_SIGNATURE_CONSENTS.es}"`,
    );
    expect(fatherPart).toContain('Name: Luis López');
    expect(fatherPart).toContain(
      `Consent to sign electronically: "${ELECTRONIC_SIGNATURE_CONSENTS.en}"`,
    );
    // The rest of the certificate is the staff's legal record, in English.
    expect(certificate).toContain('Certificate of Completion');
  });

  it('tells the Spanish guardian in Spanish, and staff in English, when the other declines', async () => {
    const { mother, father, title } = await sendToBothGuardians({
      firstName: 'Marta',
      lastName: 'Vega',
    });
    const declined = await declineWith(
      t,
      await signingTokenFor(t, father.email),
      newConnection(),
      'The fees are wrong',
    );
    expect(declined.json()).toMatchObject({ status: 'declined' });

    const stopped = await latestMailTo(t, mother.email, 'Se detuvo');
    expect(stopped.subject).toBe(`Se detuvo la firma de "${title}"`);
    expect(stopped.text).toContain(`Luis López decidió no firmar el contrato "${title}".`);
    expect(stopped.text).toContain('Su enlace para firmar ya no funciona.');
    expect(stopped.text).not.toMatch(/\b(Hello|declined|link)\b/);

    const [notice] = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `Declined: "${title}"`));
    expect(notice!.text).toContain('Their reason: The fees are wrong');
  });
});
