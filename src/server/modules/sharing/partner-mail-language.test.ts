import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { MailedShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { outbox } from '../mail/mail.table.ts';
import { ORGANISATION_NAME_KEY, writeSetting } from '../settings/settings.service.ts';

/**
 * The three mails that carry a link to a partner (an NDA sent, an invitation, a healthcare share)
 * are written in the language staff chose for the recipient, and a Spanish one's link opens the
 * shared page in Spanish. Left out, the language is English and the mails are as they were.
 */

const PUBLIC_URL = 'https://ndas.example.org';
// Its own zone, so a time told in the default one (Central) would show.
const TIME_ZONE = 'America/New_York';
const NOW = new Date('2026-07-01T16:30:00Z');
const IN_A_WEEK = '2026-07-08T16:30:00.000Z';
const SPANISH_LINK = /^.*\/shared\/[A-Za-z0-9_-]{43}\?lang=es$/m;

let t: TestApp;
let headers: Record<string, string>;
let clientDir: string;
beforeAll(async () => {
  // A built client of one app shell, so the mailed address can be opened as a page.
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'partner-mail-client-'));
  writeFileSync(
    path.join(clientDir, '__spa-fallback.html'),
    '<!doctype html><html lang="en"><head></head><body>app shell</body></html>',
  );
  t = await createTestApp({ PUBLIC_URL, ORGANIZATION_TIME_ZONE: TIME_ZONE }, { clientDir });
  t.clock.set(NOW);
  ({ headers } = await signInAsNewAdmin(t));
  await writeSetting({ db: t.db, key: ORGANISATION_NAME_KEY, value: 'NovaLearn', now: NOW });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function mailTo(address: string) {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, address))
    .orderBy(desc(outbox.createdAt));
  expect(mail).toBeDefined();
  return mail!;
}

/** docs/glossary-es.md's "Avoid" column: no Spanish mail may use one of those terms. */
const AVOIDED_TERMS = readFileSync(
  new URL('../../../../docs/glossary-es.md', import.meta.url),
  'utf8',
)
  .split('\n## ')[0]!
  .split('\n')
  .filter((line) => line.startsWith('|') && !/^\|\s*(English|---)/.test(line))
  .flatMap((line) => (line.split('|')[3] ?? '').split(';'))
  .map((term) => term.trim())
  .filter(Boolean);

function expectPlainSpanish(mail: { subject: string; text: string }) {
  const words = `${mail.subject}\n${mail.text}`;
  for (const term of AVOIDED_TERMS) {
    expect(words, term).not.toMatch(new RegExp(`(?<![\\p{L}@.])${term}(?![\\p{L}])`, 'iu'));
  }
  expect(words).not.toMatch(/\b(?:Hello|link|NDA)\b/);
}

/** The mailed address opens the shared page and its data: a query string changes neither. */
async function expectLinkOpens(url: string) {
  const { pathname, search } = new URL(url);
  const page = await t.app.inject({ url: `${pathname}${search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('app shell');
  const token = pathname.split('/').pop()!;
  const data = await t.app.inject({ url: `/api/shared/${token}${search}` });
  expect(data.statusCode).toBe(200);
}

describe('an NDA sent by email', () => {
  it('is in Spanish when Spanish is chosen, and its link opens the page in Spanish', async () => {
    const partner = await createPartner(t.db, { email: 'lucia@clinica.example.org' });
    const document = await createDocument(t.db, {
      partnerId: partner.id,
      title: 'Estudio de terapia sensorial',
    });
    const response = await post(`/api/documents/${document.id}/send`, {
      language: 'es',
      expiresAt: IN_A_WEEK,
    });
    expect(response.statusCode).toBe(200);
    const { delivery } = response.json() as { delivery: { link: string } };
    expect(delivery.link).toMatch(/\?lang=es$/);

    const mail = await mailTo('lucia@clinica.example.org');
    expect(mail.subject).toBe(
      'NovaLearn le envió el acuerdo de confidencialidad "Estudio de terapia sensorial"',
    );
    expect(mail.text).toContain(
      'Por favor, revise el acuerdo de confidencialidad en el enlace de abajo.',
    );
    expect(mail.text).toContain(
      `Este es el acuerdo de confidencialidad "Estudio de terapia sensorial". Lo puede abrir aquí: ${delivery.link}\n`,
    );
    expect(mail.text).toContain(
      'Con este enlace, usted puede leer el acuerdo, descargarlo y dejar comentarios.',
    );
    expect(mail.text).toContain(
      'El enlace funciona hasta el 8 de julio de 2026 a las 12:30 p. m. EDT.',
    );
    expect(mail.text).toMatch(SPANISH_LINK);
    expectPlainSpanish(mail);
    await expectLinkOpens(delivery.link);
  });

  it("keeps the admin's own message as typed", async () => {
    const document = await createDocument(t.db);
    await post(`/api/documents/${document.id}/send`, {
      recipientEmail: 'mateo@clinica.example.org',
      language: 'es',
      message: 'Buenos días, Mateo. Aquí está el acuerdo.',
    });
    const mail = await mailTo('mateo@clinica.example.org');
    expect(mail.text).toContain('Buenos días, Mateo. Aquí está el acuerdo.');
    expect(mail.text).not.toContain('Por favor, revise');
  });

  it('is in English, with the bare link, when no language is given', async () => {
    const document = await createDocument(t.db, { title: 'Robotics lab pilot NDA' });
    const response = await post(`/api/documents/${document.id}/send`, {
      recipientEmail: 'ada@acme.example.org',
      expiresAt: IN_A_WEEK,
    });
    const { delivery } = response.json() as { delivery: { link: string } };
    expect(delivery.link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const mail = await mailTo('ada@acme.example.org');
    expect(mail.subject).toBe('NovaLearn sent you the NDA "Robotics lab pilot NDA"');
    expect(mail.text).toContain('Please review the non-disclosure agreement at the link below.');
    expect(mail.text).toContain(`Open the NDA "Robotics lab pilot NDA" here: ${delivery.link}\n`);
    // Told in the organisation's time zone, as the healthcare share's mail always was.
    expect(mail.text).toContain('The link works until Jul 8, 2026 at 12:30 PM EDT.');
    expect(mail.text).not.toContain('?lang=');
  });

  it('refuses a language the mails are not written in', async () => {
    const document = await createDocument(t.db);
    const response = await post(`/api/documents/${document.id}/send`, { language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.language).toBeDefined();
  });
});

describe('an invitation to collaborate', () => {
  const invite = (documentId: string, payload: object) =>
    post(`/api/documents/${documentId}/invite`, payload);

  it('is in Spanish when Spanish is chosen, and its link opens the page in Spanish', async () => {
    const document = await createDocument(t.db, { title: 'Piloto de robótica' });
    const response = await invite(document.id, {
      email: 'sofia@hospital.example.org',
      language: 'es',
    });
    expect(response.statusCode).toBe(201);
    const link = response.json() as MailedShareLinkDto;
    // The link staff see in the list stays bare; the one mailed (and handed back) has the language.
    expect(link.shareUrl).not.toContain('?');
    expect(link.delivery?.link).toBe(`${link.shareUrl}?lang=es`);

    const mail = await mailTo('sofia@hospital.example.org');
    expect(mail.subject).toBe('NovaLearn le invita a trabajar en "Piloto de robótica"');
    expect(mail.text).toContain(
      'Este es el acuerdo de confidencialidad "Piloto de robótica". NovaLearn le invita a colaborar en él.',
    );
    expect(mail.text).toContain(`Ábralo aquí: ${link.shareUrl}?lang=es\n`);
    expect(mail.text).toContain(
      'Con este enlace, usted puede leer el acuerdo, dejar comentarios y hacer cambios en el texto.',
    );
    expect(mail.text).toContain('El enlace no vence');
    expect(mail.text).toMatch(SPANISH_LINK);
    expectPlainSpanish(mail);
    await expectLinkOpens(link.delivery!.link);
  });

  it('is in English, with the bare link, when English is chosen', async () => {
    const document = await createDocument(t.db, { title: 'Robotics lab pilot NDA' });
    const response = await invite(document.id, {
      email: 'reviewer@acme.example.org',
      language: 'en',
    });
    const link = response.json() as MailedShareLinkDto;
    expect(link.delivery?.link).toBe(link.shareUrl);
    const mail = await mailTo('reviewer@acme.example.org');
    expect(mail.subject).toBe('NovaLearn invited you to work on "Robotics lab pilot NDA"');
    expect(mail.text).toContain(
      'NovaLearn has invited you to collaborate on the agreement "Robotics lab pilot NDA".',
    );
    expect(mail.text).toContain(`Open it here: ${link.shareUrl}\n`);
  });
});

describe('a healthcare share mailed to its recipient', () => {
  const share = (payload: object) => post('/api/documents/share/healthcare', payload);

  it('is in Spanish when Spanish is chosen, and its link opens the page in Spanish', async () => {
    const document = await createDocument(t.db, { title: 'Estudio de terapia sensorial' });
    const response = await share({
      documentId: document.id,
      accessLevel: 'temporary',
      recipient: 'dra.garcia@hospital.example.org',
      organizationType: 'hospital',
      language: 'es',
    });
    expect(response.statusCode).toBe(201);
    const link = response.json() as MailedShareLinkDto;
    expect(link.delivery?.link).toBe(`${link.shareUrl}?lang=es`);

    const mail = await mailTo('dra.garcia@hospital.example.org');
    expect(mail.subject).toBe('NovaLearn compartió "Estudio de terapia sensorial" con usted');
    expect(mail.text).toContain(
      'Este es el acuerdo de confidencialidad "Estudio de terapia sensorial". NovaLearn lo compartió con usted.',
    );
    // Seven days after 12:30 PM EDT on July 1.
    expect(mail.text).toContain(
      'El enlace funciona hasta el 8 de julio de 2026 a las 12:30 p. m. EDT.',
    );
    expect(mail.text).toMatch(SPANISH_LINK);
    expectPlainSpanish(mail);
    await expectLinkOpens(link.delivery!.link);
  });

  it('is in English, with the bare link, when no language is given', async () => {
    const document = await createDocument(t.db, { title: 'Sensory therapy study NDA' });
    const response = await share({
      documentId: document.id,
      accessLevel: 'view',
      recipient: 'dr.lee@hospital.example.org',
      organizationType: 'hospital',
    });
    const link = response.json() as MailedShareLinkDto;
    expect(link.delivery?.link).toBe(link.shareUrl);
    const mail = await mailTo('dr.lee@hospital.example.org');
    expect(mail.subject).toBe('NovaLearn shared "Sensory therapy study NDA" with you');
    expect(mail.text).toContain(`Open it here: ${link.shareUrl}\n`);
    expect(mail.text).toContain(
      'With this link you can read the agreement and download it as a Word file.',
    );
  });
});
