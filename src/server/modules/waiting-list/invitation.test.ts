import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { deliverToSmtp } from '../../../../tests/smtp-delivery.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  bridgeForm,
  k12Form,
  nextAddress,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';
import { INVITATION_CONTACT_BUSINESS_DAYS } from '../../../domain/waiting-list/invitation.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';

/**
 * An invited family learns what happens
 * now, by when, and whom to contact, in the invitation mail and on their status page, in the same
 * words and with the same date. There are no offer deadlines yet, so the date is the day by which
 * we will have contacted them: a number of business days after the invitation, in Texas.
 */
let smtp: LocalSmtpServer;
let t: TestApp;
let transport: MailTransport;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://novalearn.example.org',
    ORG_SUPPORT_EMAIL: 'admissions@novalearn.example.org',
    ORG_PHONE: '(555) 010-2233',
  });
  transport = createMailTransport(t.config.mail);
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

const LINK = /https:\/\/novalearn\.example\.org\/(?:es\/)?waiting-list\/status\/([\w-]{43})\r?\n/;
const DAY_MS = 24 * 60 * 60_000;

const deliver = () => deliverToSmtp(t, smtp, transport);

/** A subject as the family's mail program shows it (RFC 2047 encoded words decoded). */
const subjectOf = (mail: { subject: string }) =>
  mail.subject.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );

const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/waiting-list/${id}`, headers, payload });

const openStatus = (token: string) =>
  t.app.inject({ url: `/api/waiting-list/status/${token}`, remoteAddress: nextAddress() });

/** Applies, and returns the entry and the private link from the confirmation that arrived. */
async function apply(form: Record<string, unknown>) {
  const response = await submitForm(t, form);
  expect(response.statusCode, response.body).toBe(201);
  const [confirmation] = await deliver();
  const token = LINK.exec(confirmation!.text)?.[1];
  expect(token).toBeDefined();
  return { id: response.json().id as string, token: token! };
}

describe('an invited family', () => {
  it('is told what happens now, by when and whom to contact, in the mail and on the page', async () => {
    expect(INVITATION_CONTACT_BUSINESS_DAYS).toBe(5);
    // Friday March 6, 2026, 9 p.m. in Texas: already Saturday in UTC. Five business days from
    // the Texas day are Friday March 13.
    t.clock.set(new Date('2026-03-07T03:00:00Z'));
    ({ headers } = await signInAsNewAdmin(t)); // sessions end: sign in at the test's time
    const entry = await apply(k12Form({ parentGuardianName: 'Ana Rivera' }));
    const waiting = await openStatus(entry.token);
    expect(waiting.json()).toMatchObject({ status: 'active', contactBy: null });

    expect((await patch(entry.id, { status: 'invited' })).statusCode).toBe(200);
    const [mail, ...more] = await deliver();
    expect(more).toHaveLength(0);
    expect(subjectOf(mail!)).toBe('Invitation to enroll at the K-12 Campus (NovaLearn Academy)');
    const text = mail!.text.replace(/\r\n/g, '\n');
    expect(text).toContain(
      '- We will contact you within 5 business days (Monday to Friday). We will set up a campus tour and a family meeting.\n' +
        '- If you have not heard from us by Friday, March 13, 2026, write to admissions@novalearn.example.org or call (555) 010-2233.',
    );
    expect(text).not.toContain('soon');

    // The link from the confirmation opens the page, which names the same day.
    const invited = await openStatus(entry.token);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ status: 'invited', contactBy: '2026-03-13' });

    // Later staff changes (notes, priority) do not move the day: it counts from the invitation.
    t.clock.advance(3 * DAY_MS);
    ({ headers } = await signInAsNewAdmin(t));
    expect((await patch(entry.id, { staffNotes: 'Tour on Tuesday' })).statusCode).toBe(200);
    expect((await openStatus(entry.token)).json()).toMatchObject({ contactBy: '2026-03-13' });

    // Back on the list, the day goes; invited again, it counts from the new invitation.
    expect((await patch(entry.id, { status: 'active' })).statusCode).toBe(200);
    expect((await openStatus(entry.token)).json()).toMatchObject({ contactBy: null });
    expect((await patch(entry.id, { status: 'invited' })).statusCode).toBe(200);
    // Monday March 9 + 5 business days = Monday March 16.
    expect((await openStatus(entry.token)).json()).toMatchObject({ contactBy: '2026-03-16' });
    const mails = await deliver();
    expect(mails.at(-1)!.text).toContain('by Monday, March 16, 2026,');
  });

  it('gets the same in Spanish', async () => {
    t.clock.set(new Date('2026-06-10T15:00:00Z')); // Wednesday
    ({ headers } = await signInAsNewAdmin(t));
    const entry = await apply(bridgeForm({ language: 'es' }));
    expect((await patch(entry.id, { status: 'invited' })).statusCode).toBe(200);
    const [mail] = await deliver();
    expect(subjectOf(mail!)).toBe(
      'Invitación para inscribirse en el Campus Bridge (Nexus STEM College)',
    );
    const text = mail!.text.replace(/\r\n/g, '\n');
    expect(text).toContain(
      '- Le llamaremos o le escribiremos en un plazo de 5 días hábiles (de lunes a viernes). Vamos a programar una visita al campus y una reunión con la familia.\n' +
        '- Si el miércoles, 17 de junio de 2026, todavía no tiene noticias nuestras, escríbanos a admissions@novalearn.example.org o llámenos al (555) 010-2233.',
    );
    expect(text).not.toMatch(/Pronto|business|Monday/);
    expect((await openStatus(entry.token)).json()).toMatchObject({
      status: 'invited',
      contactBy: '2026-06-17',
    });
  });
});
