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
import { auditLog } from '../audit/audit.table.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';
import { LINK_REQUEST_ANSWER_MS } from './request-status-links.ts';

/**
 * A family whose link is lost, replaced
 * or broken asks for it on the status page ("Email me my link"). The answer is the same whether
 * or not the address is known, and takes as long; a known address gets a fresh link per open
 * application, in each application's language, within the daily limit of new links.
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
  message:
    'If this address is on our list, we have emailed a new private link to it. We send at most 3 new links a day for each application.',
};
const ANSWER_ES = {
  message:
    'Si este correo electrónico está en nuestra lista, le enviamos un enlace privado nuevo. Enviamos como máximo 3 enlaces nuevos al día por cada solicitud.',
};
const LINK = /https:\/\/novalearn\.example\.org(\/(?:es\/)?waiting-list\/status\/)([\w-]{43})\r?\n/;

const deliver = () => deliverToSmtp(t, smtp, transport);

function linkIn(text: string) {
  const match = LINK.exec(text);
  if (!match) throw new Error(`No status link in:\n${text}`);
  return { page: match[1]!, token: match[2]! };
}

const openStatus = (token: string) =>
  t.app.inject({ url: `/api/waiting-list/status/${token}`, remoteAddress: nextAddress() });

const requestLink = (payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waiting-list/link-requests',
    payload,
    remoteAddress,
  });

async function apply(form: Record<string, unknown>) {
  const response = await submitForm(t, form);
  expect(response.statusCode, response.body).toBe(201);
  const [confirmation] = await deliver();
  t.clock.advance(60_000);
  return { id: response.json().id as string, token: linkIn(confirmation!.text).token };
}

describe('"Email me my link"', () => {
  it('mails a fresh link for each open application of the address, in its language', async () => {
    const email = `rivera.${Date.now()}@example.org`;
    const k12 = await apply(k12Form({ email, parentGuardianName: 'Ana Rivera' }));
    const bridge = await apply(bridgeForm({ email: email.toUpperCase(), language: 'es' }));
    // A withdrawn application was told "we will not contact you about it again": no link for it.
    const withdrawn = await apply(k12Form({ email }));
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/waiting-list/status/${withdrawn.token}/withdraw`,
    });
    expect(left.statusCode).toBe(200);
    await deliver();

    const response = await requestLink({ email: ` ${email.toUpperCase()} `, language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(ANSWER_EN);
    expect(response.headers['cache-control']).toBe('no-store');

    const mails = await deliver();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Su enlace privado nuevo para el Campus Bridge (Nexus STEM College)',
      'Your new private link for the K-12 Campus (NovaLearn Academy)',
    ]);
    const english = mails.find((mail) => mail.subject.startsWith('Your'))!;
    const spanish = mails.find((mail) => mail.subject.startsWith('Su'))!;
    // Each to the address stored with its application (the mail server lowers the domain).
    expect(english.to).toEqual([email]);
    expect(spanish.to).toEqual([email.toUpperCase().replace('EXAMPLE.ORG', 'example.org')]);
    expect(english.text).toMatch(/^Hello Ana Rivera,\r?\n/);
    expect(english.text).toContain(
      'Someone asked on our website for a new private link. It is for the application for',
    );
    expect(english.text).toContain('The link we sent you before no longer works.');
    expect(spanish.text).toContain('Recibimos en nuestro sitio web un pedido de un enlace privado');
    expect(spanish.text).toContain('El enlace que le enviamos antes ya no funciona.');
    for (const mail of mails) expect(mail.text).not.toMatch(/quiet room|written instructions/);

    // Following each new link opens its application; the old links stop working.
    const englishLink = linkIn(english.text);
    const spanishLink = linkIn(spanish.text);
    expect(englishLink.page).toBe('/waiting-list/status/');
    expect(spanishLink.page).toBe('/es/waiting-list/status/');
    const openedK12 = await openStatus(englishLink.token);
    expect(openedK12.statusCode).toBe(200);
    expect(openedK12.json()).toMatchObject({ campus: 'k12', status: 'active' });
    const openedBridge = await openStatus(spanishLink.token);
    expect(openedBridge.json()).toMatchObject({ campus: 'bridge', status: 'active' });
    expect((await openStatus(k12.token)).statusCode).toBe(404);
    expect((await openStatus(bridge.token)).statusCode).toBe(404);

    // Kept with each entry (deleted with it), and staff see who asked.
    expect(await mailsOf(t, k12.id)).toHaveLength(2);
    expect(await mailsOf(t, withdrawn.id)).toHaveLength(2); // confirmation, withdrawal
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bridge.id), eq(auditLog.action, 'resend-link')));
    expect(audit).toMatchObject([
      { actorId: null, actorName: 'Family (link request)', details: { campus: 'bridge' } },
    ]);
    const history = await t.app.inject({
      url: `/api/audit?entity=waiting_list&entityId=${k12.id}`,
      headers,
    });
    expect(history.json()[0]).toMatchObject({
      action: 'resend-link',
      actorName: 'Family (link request)',
    });
  });

  it('answers an unknown address exactly as a known one, no sooner, and mails nothing', async () => {
    const email = `known.${Date.now()}@example.org`;
    await apply(k12Form({ email }));

    const timed = async (payload: object) => {
      const started = performance.now();
      const response = await requestLink(payload);
      return { response, ms: performance.now() - started };
    };
    const known = await timed({ email, language: 'en' });
    const unknown = await timed({ email: `nobody.${Date.now()}@example.org`, language: 'en' });
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(unknown.response.json()).toEqual(ANSWER_EN);
    // Both wait for the same floor, so the time does not tell which addresses are on the list.
    expect(known.ms).toBeGreaterThanOrEqual(LINK_REQUEST_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(LINK_REQUEST_ANSWER_MS - 5);
    expect(await deliver()).toHaveLength(1);

    const spanish = await requestLink({ email: `nadie.${Date.now()}@example.org`, language: 'es' });
    expect(spanish.json()).toEqual(ANSWER_ES);
    expect(await deliver()).toHaveLength(0);
  });

  it('shares the daily limit of new links with the repeated form; the answer never changes', async () => {
    const form = bridgeForm();
    const first = await apply(form);
    expect((await submitForm(t, form)).statusCode).toBe(200); // 1st new link of the day
    expect(await deliver()).toHaveLength(1);
    const tokens: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await requestLink({ email: form.email });
      expect(response.json()).toEqual(ANSWER_EN);
      for (const mail of await deliver()) tokens.push(linkIn(mail.text).token);
      t.clock.advance(60_000);
    }
    // The repeated form's link and 2 requested ones; the 3rd request mailed nothing.
    expect(tokens).toHaveLength(2);
    expect(await mailsOf(t, first.id)).toHaveLength(4);
    expect((await openStatus(tokens.at(-1)!)).statusCode).toBe(200);
  });

  it('checks the address with the shared schema and limits requests per connection', async () => {
    const refused = await requestLink({ email: 'not-an-address' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      email: ['Enter a valid email address, like name@example.org'],
    });
    expect((await requestLink({})).statusCode).toBe(400);
    expect((await requestLink({ email: 'a@example.org', language: 'fr' })).statusCode).toBe(400);

    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        requestLink({ email: `limit${index}@example.org` }, address),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const stopped = await requestLink({ email: 'limit10@example.org' }, address);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(
      /^You have asked for new links many times from your connection\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // Another connection is not stopped.
    expect((await requestLink({ email: 'limit10@example.org' })).statusCode).toBe(200);
  });
});
