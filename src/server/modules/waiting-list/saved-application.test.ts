import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { k12Form, nextAddress, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import {
  EXPIRED_SAVED_APPLICATION_MESSAGE,
  SAVED_APPLICATION_MAILS_PER_DAY,
  SAVED_APPLICATION_MAIL_LIMIT_MESSAGE,
  UNKNOWN_SAVED_APPLICATION_MESSAGE,
} from '../../../domain/waiting-list/saved-application.ts';
import { outbox } from '../mail/mail.table.ts';
import { deleteExpiredSavedApplications } from './delete-expired-saved-applications.ts';
import { SAVED_APPLICATION_ENTITY } from './saved-application-mail.ts';
import { savedApplications } from './saved-application.table.ts';

const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example.org' });
});
afterAll(() => t.close());

const ANSWERS = {
  firstName: 'Lucía',
  lastName: 'Ortega',
  studentNeeds: 'Necesita descansos cortos.',
  gradeLevel: '4th-grade',
};

function save(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/waiting-list/saved',
    remoteAddress: nextAddress(),
    payload: {
      campus: 'k12',
      language: 'es',
      email: `saver${counter}@example.org`,
      answers: ANSWERS,
      ...overrides,
    },
  });
}

/** The link and text of the newest saving mail to an address. */
async function mailTo(email: string) {
  const mails = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.relatedEntity, SAVED_APPLICATION_ENTITY)));
  const mail = mails.at(-1)!;
  const token = /\/waiting-list\/saved\/([\w-]+)/.exec(mail.text)![1]!;
  return { mail, token, count: mails.length };
}

const open = (token: string) => t.app.inject(`/api/waiting-list/saved/${token}`);

describe('saving a waiting-list form to finish later', () => {
  it('mails a private link in the form language, and the link opens every answer', async () => {
    const saved = await save();
    expect(saved.statusCode).toBe(201);
    const { email, expiresAt } = saved.json();
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(30 * DAY_MS);

    const { mail, token } = await mailTo(email);
    // The page that saved gets the same key, to save again into these answers.
    expect(saved.json().token).toBe(token);
    expect(mail.subject).toBe('Sus respuestas guardadas para el Campus K-12 (NovaLearn Academy)');
    expect(mail.text).toContain(`https://school.example.org/es/waiting-list/saved/${token}`);
    expect(mail.text).toContain('El enlace funciona hasta el 14 de febrero de 2026.');
    // Only the link's hash is kept, as for status links.
    const [row] = await t.db
      .select()
      .from(savedApplications)
      .where(eq(savedApplications.email, email));
    expect(row!.tokenHash).not.toContain(token);

    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['x-robots-tag']).toBe('noindex');
    expect(opened.json()).toMatchObject({
      campus: 'k12',
      language: 'es',
      email,
      answers: { ...ANSWERS, lastName: 'Ortega', phone: '', additionalInfo: '' },
    });
  });

  it('opens on the 30th day, and on the 31st says the answers were deleted', async () => {
    const start = t.clock.now();
    const { email } = (await save()).json();
    const { token } = await mailTo(email);
    try {
      t.clock.set(new Date(start.getTime() + 30 * DAY_MS - 1000));
      expect((await open(token)).statusCode).toBe(200);

      t.clock.set(new Date(start.getTime() + 30 * DAY_MS));
      const expired = await open(token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(EXPIRED_SAVED_APPLICATION_MESSAGE);
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/waiting-list/saved/${token}`,
        payload: { language: 'es', answers: ANSWERS },
      });
      expect(update.statusCode).toBe(410);

      // The hourly clean-up deletes the answers and the mail that holds their link.
      expect(
        await deleteExpiredSavedApplications({ db: t.db, now: t.clock.now() }),
      ).toBeGreaterThan(0);
      expect((await open(token)).statusCode).toBe(404);
      expect(await mailToCount(email)).toBe(0);
    } finally {
      t.clock.set(start);
    }
  });

  it('keeps the answers 30 days from the last save, and the changed answers', async () => {
    const start = t.clock.now();
    const { email } = (await save()).json();
    const { token } = await mailTo(email);
    try {
      t.clock.set(new Date(start.getTime() + 20 * DAY_MS));
      const again = await t.app.inject({
        method: 'PUT',
        url: `/api/waiting-list/saved/${token}`,
        payload: { language: 'en', answers: { ...ANSWERS, firstName: 'Lucy' } },
      });
      expect(again.statusCode).toBe(200);
      // No second mail: the family already holds the link.
      expect((await mailTo(email)).count).toBe(1);

      t.clock.set(new Date(start.getTime() + 45 * DAY_MS));
      const opened = await open(token);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().answers.firstName).toBe('Lucy');
      expect(opened.json().language).toBe('en');
    } finally {
      t.clock.set(start);
    }
  });

  it('deletes the answers and their mail when the form is sent from them', async () => {
    const { email } = (await save()).json();
    const { token } = await mailTo(email);
    const sent = await submitForm(t, k12Form({ savedApplication: token }));
    expect(sent.statusCode).toBe(201);
    expect((await open(token)).statusCode).toBe(404);
    expect(await mailToCount(email)).toBe(0);
  });

  it('lets the family delete the answers themselves', async () => {
    const { email } = (await save()).json();
    const { token } = await mailTo(email);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/saved/${token}`,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await open(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(UNKNOWN_SAVED_APPLICATION_MESSAGE);
    expect(await mailToCount(email)).toBe(0);
  });

  it('mails one address at most five links a day, and keeps nothing past it', async () => {
    const email = 'busy-family@example.org';
    for (let i = 0; i < SAVED_APPLICATION_MAILS_PER_DAY; i += 1) {
      expect((await save({ email })).statusCode).toBe(201);
    }
    const refused = await save({ email: 'Busy-Family@example.org' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SAVED_APPLICATION_MAIL_LIMIT_MESSAGE);
    const rows = await t.db
      .select()
      .from(savedApplications)
      .where(eq(savedApplications.email, email));
    expect(rows).toHaveLength(SAVED_APPLICATION_MAILS_PER_DAY);
  });

  it('refuses a bad address and over-long answers with messages, and an unknown link with 404', async () => {
    const noAddress = await save({ email: 'not-an-address' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toMatch(/valid email address/);
    const long = await save({ answers: { studentNeeds: 'x'.repeat(4001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/under 4001 characters/);
    expect((await open('no-such-link-0123456789')).statusCode).toBe(404);
  });
});

async function mailToCount(email: string) {
  const mails = await t.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.relatedEntity, SAVED_APPLICATION_ENTITY)));
  return mails.length;
}
