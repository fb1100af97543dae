import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../../tests/local-smtp-server.ts';
import { deliverToSmtp } from '../../../../tests/smtp-delivery.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  bridgeForm,
  k12Form,
  mailsOf,
  nextAddress,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';
import { buildApp } from '../../app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';

/**
 * A repeated form must not tell anyone who knows a child's name
 * and the family's address that the child is on the list (no id, no place). It emails the family
 * a fresh private link instead, a few times a day at most, so a lost link can be recovered.
 */
let smtp: LocalSmtpServer;
let t: TestApp;
let transport: MailTransport;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://novalearn.example.org' });
  transport = createMailTransport(t.config.mail);
  ({ headers } = await signInAsNewAdmin(t));
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

const ANSWER_EN = {
  alreadyRegistered: true,
  message: 'You are already on our list. We have emailed your private link again.',
};
const ANSWER_ES = {
  alreadyRegistered: true,
  message: 'Ya está en nuestra lista. Le enviamos otra vez su enlace privado por correo.',
};
const DAY_MS = 24 * 60 * 60_000;
const LINK = /https:\/\/novalearn\.example\.org(\/(?:es\/)?waiting-list\/status\/)([\w-]{43})\r?\n/;

/** Sends what the outbox holds through the real SMTP server; returns what arrived. */
const deliver = () => deliverToSmtp(t, smtp, transport);

/** The private link in a mail that arrived, split into its page and its token. */
function linkIn(text: string) {
  const match = LINK.exec(text);
  if (!match) throw new Error(`No status link in:\n${text}`);
  return { page: match[1]!, token: match[2]! };
}

/** Opens the status link as the family's browser does (through the public API). */
const openStatus = (token: string) =>
  t.app.inject({ url: `/api/waiting-list/status/${token}`, remoteAddress: nextAddress() });

async function applyAndReadLink(form: Record<string, unknown>) {
  const response = await submitForm(t, form);
  expect(response.statusCode, response.body).toBe(201);
  const [confirmation, ...more] = await deliver();
  expect(more).toHaveLength(0);
  t.clock.advance(60_000);
  return { id: response.json().id as string, token: linkIn(confirmation!.text).token };
}

describe('a repeated form', () => {
  it('answers without id or place and mails a fresh link that works; the old link stops', async () => {
    const form = k12Form({ parentGuardianName: 'Ana Ruiz' });
    const first = await applyAndReadLink(form);

    const again = await submitForm(t, {
      ...form,
      firstName: form.firstName.toUpperCase(),
      email: form.email.toUpperCase(),
      studentNeeds: 'Different text',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(ANSWER_EN);
    expect(again.body).not.toContain(first.id);
    expect(again.body).not.toMatch(/ranking|position|\d/);

    const [mail, ...more] = await deliver();
    expect(more).toHaveLength(0);
    // To the address stored with the entry, not to the spelling of the repeated form.
    expect(mail!.to).toEqual([form.email]);
    expect(mail!.subject).toBe('Your private link for the K-12 Campus (NovaLearn Academy)');
    expect(mail!.text).toMatch(/^Hello Ana Ruiz,\r?\n/);
    expect(mail!.text).toContain(
      `We got the application form again. It is for ${form.firstName} Nguyen to the K-12 Campus (NovaLearn Academy).`,
    );
    expect(mail!.text).toContain('The link we sent you before no longer works.');
    expect(mail!.text).not.toMatch(/quiet room|Different text/);
    const fresh = linkIn(mail!.text);
    expect(fresh.page).toBe('/waiting-list/status/');
    expect(fresh.token).not.toBe(first.token);

    // Following the new link opens the application; the old one is now unknown.
    const opened = await openStatus(fresh.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      campus: 'k12',
      studentFirstName: form.firstName,
      status: 'active',
      ranking: { position: expect.any(Number) },
    });
    expect((await openStatus(first.token)).statusCode).toBe(404);

    // The outbox kept it with the entry (deleting the entry deletes it), and staff see it.
    expect(await mailsOf(t, first.id)).toHaveLength(2);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.id), eq(auditLog.action, 'resend-link')));
    expect(audit).toMatchObject([
      { actorId: null, actorName: 'Family (enrollment form)', details: { campus: 'k12' } },
    ]);
  });

  it('mails in the language of the entry and answers in the language of the form', async () => {
    const form = bridgeForm({ language: 'es' });
    const first = await applyAndReadLink(form);

    const fromEnglishPage = await submitForm(t, { ...form, language: 'en' });
    expect(fromEnglishPage.json()).toEqual(ANSWER_EN);
    const [spanish] = await deliver();
    expect(spanish!.subject).toBe('Su enlace privado para el Campus Bridge (Nexus STEM College)');
    expect(spanish!.text).toMatch(/^Hola:\r?\n/);
    expect(spanish!.text).toContain('El enlace que le enviamos antes ya no funciona.');
    expect(spanish!.text).not.toMatch(/Hello|waiting list/);
    const fresh = linkIn(spanish!.text);
    expect(fresh.page).toBe('/es/waiting-list/status/');
    expect((await openStatus(fresh.token)).statusCode).toBe(200);
    expect((await openStatus(first.token)).statusCode).toBe(404);

    const fromSpanishPage = await submitForm(t, form);
    expect(fromSpanishPage.statusCode).toBe(200);
    expect(fromSpanishPage.json()).toEqual(ANSWER_ES);
    const [again] = await deliver();
    expect(again!.subject).toBe(spanish!.subject);
  });

  it('sends a link to an invited family too, whose page then shows no place', async () => {
    const form = k12Form();
    const first = await applyAndReadLink(form);
    const invited = await t.app.inject({
      method: 'PATCH',
      url: `/api/waiting-list/${first.id}`,
      headers,
      payload: { status: 'invited' },
    });
    expect(invited.statusCode).toBe(200);
    await deliver();

    const again = await submitForm(t, form);
    expect(again.json()).toEqual(ANSWER_EN);
    const [mail] = await deliver();
    const opened = await openStatus(linkIn(mail!.text).token);
    expect(opened.json()).toMatchObject({ status: 'invited', ranking: null });
  });

  it('mails at most 3 links per entry a day, across server instances; the answer never changes', async () => {
    // A second instance on the same database: the count must be shared, not kept in memory.
    const other = await buildApp({ db: t.db, config: t.config, clock: t.clock, esign: t.esign });
    try {
      const form = bridgeForm();
      const first = await applyAndReadLink(form);
      const repeat = (index: number) =>
        (index % 2 === 0 ? t.app : other).inject({
          method: 'POST',
          url: '/api/waiting-list',
          payload: form as object,
          remoteAddress: nextAddress(),
        });

      const tokens = new Set([first.token]);
      for (let index = 0; index < 5; index += 1) {
        const response = await repeat(index);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(ANSWER_EN);
        for (const mail of await deliver()) tokens.add(linkIn(mail.text).token);
        t.clock.advance(60 * 60_000);
      }
      // The confirmation and 3 fresh links; the 4th and 5th repeats mailed nothing.
      expect(tokens.size).toBe(4);
      expect(await mailsOf(t, first.id)).toHaveLength(4);
      const newest = [...tokens].at(-1)!;
      expect((await openStatus(newest)).statusCode).toBe(200);

      // A day after the first repeat, one more link may go out.
      t.clock.advance(DAY_MS - 5 * 60 * 60_000);
      expect((await repeat(0)).json()).toEqual(ANSWER_EN);
      const [mail] = await deliver();
      expect(mail).toBeDefined();
      expect((await openStatus(linkIn(mail!.text).token)).statusCode).toBe(200);
      expect((await openStatus(newest)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
