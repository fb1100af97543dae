import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { bridgeForm, k12Form, submitForm } from '../../../../tests/waiting-list-helpers.ts';
import { CAMPUS_CHOICE_MESSAGE } from '../../../domain/waiting-list/schemas.ts';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '../../../domain/waiting-list/waiting-list.ts';
import { outbox } from '../mail/mail.table.ts';
import { waitingList } from './waiting-list.table.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const fieldErrorsOf = (response: { json(): unknown }) =>
  (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors;

async function expectFieldError(payload: unknown, field: string, message: string) {
  const response = await submitForm(t, payload);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(fieldErrorsOf(response)[field]).toEqual([message]);
}

const countRows = async () => (await t.db.select({ id: waitingList.id }).from(waitingList)).length;

describe('POST /api/waiting-list: field rules', () => {
  it('requires the student first and last name and an email, with plain messages', async () => {
    for (const value of [undefined, '', '   ']) {
      await expectFieldError(
        k12Form({ firstName: value }),
        'firstName',
        "Enter the student's first name",
      );
      await expectFieldError(
        bridgeForm({ lastName: value }),
        'lastName',
        "Enter the student's last name",
      );
      await expectFieldError(k12Form({ email: value }), 'email', 'Enter an email address');
    }
    await expectFieldError(
      k12Form({ email: 'not-an-email' }),
      'email',
      'Enter a valid email address, like name@example.org',
    );
    const response = await submitForm(t, { campus: 'k12' });
    expect(Object.keys(fieldErrorsOf(response)).sort()).toEqual(['email', 'firstName', 'lastName']);
    expect(response.json().message).toContain("firstName: Enter the student's first name");
  });

  it('limits the length of every text field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        k12Form({ firstName: 'a'.repeat(101) }),
        'firstName',
        "Keep the student's first name under 101 characters",
      ],
      [
        k12Form({ lastName: 'a'.repeat(101) }),
        'lastName',
        "Keep the student's last name under 101 characters",
      ],
      [
        k12Form({ email: `${'a'.repeat(250)}@example.org` }),
        'email',
        'Keep the email address under 255 characters',
      ],
      [k12Form({ phone: '5'.repeat(51) }), 'phone', 'Keep the phone number under 51 characters'],
      [
        k12Form({ parentGuardianName: 'a'.repeat(201) }),
        'parentGuardianName',
        "Keep the parent or guardian's name under 201 characters",
      ],
      [
        bridgeForm({ emergencyContact: 'a'.repeat(201) }),
        'emergencyContact',
        'Keep the emergency contact under 201 characters',
      ],
      [
        k12Form({ studentNeeds: 'a'.repeat(4001) }),
        'studentNeeds',
        "Keep the student's needs under 4001 characters",
      ],
      [
        bridgeForm({ additionalInfo: 'a'.repeat(4001) }),
        'additionalInfo',
        'Keep the additional information under 4001 characters',
      ],
    ];
    for (const [payload, field, message] of cases) await expectFieldError(payload, field, message);
    // At the limit is fine.
    const atLimit = await submitForm(
      t,
      k12Form({ firstName: 'a'.repeat(100), studentNeeds: 'n'.repeat(4000) }),
    );
    expect(atLimit.statusCode).toBe(201);
  });

  it('accepts only the listed choices, each campus with its own "heard about us" list', async () => {
    await expectFieldError(
      k12Form({ gradeLevel: '13th-grade' }),
      'gradeLevel',
      'Choose a grade level from the list',
    );
    await expectFieldError(
      bridgeForm({ programInterest: 'astrology' }),
      'programInterest',
      'Choose a program from the list',
    );
    await expectFieldError(
      k12Form({ enrollmentPreference: 'winter' }),
      'enrollmentPreference',
      'Choose a start term from the list',
    );
    // The clock is Jan 15, 2026: the spec's "Spring 2026" has begun; Bridge opens Fall 2027.
    await expectFieldError(
      k12Form({ enrollmentPreference: 'spring' }),
      'enrollmentPreference',
      'Spring 2026 has already begun. Choose a term from the list: the first is Fall 2026.',
    );
    await expectFieldError(
      bridgeForm({ enrollmentPreference: 'spring-2027' }),
      'enrollmentPreference',
      'The Bridge Campus (Nexus STEM College) opens in Fall 2027. Choose Fall 2027 or a later term from the list.',
    );
    await expectFieldError(
      k12Form({ heardAboutUs: 'college-fair' }),
      'heardAboutUs',
      'Choose how you heard about us from the list',
    );
    await expectFieldError(
      bridgeForm({ heardAboutUs: 'community-event' }),
      'heardAboutUs',
      'Choose how you heard about us from the list',
    );
    const language = await submitForm(t, k12Form({ language: 'fr' }));
    expect(fieldErrorsOf(language).language).toHaveLength(1);
  });

  it('refuses a missing or unknown campus', async () => {
    for (const campus of [undefined, '', 'online', 'K12']) {
      await expectFieldError(k12Form({ campus }), 'campus', CAMPUS_CHOICE_MESSAGE);
    }
  });

  it('keeps only the fields of the campus the form was sent for', async () => {
    const k12 = await submitForm(
      t,
      k12Form({ programInterest: 'computer-science', emergencyContact: 'Someone', gradeLevel: '' }),
    );
    expect(k12.statusCode).toBe(201);
    const bridge = await submitForm(
      t,
      bridgeForm({ gradeLevel: '5th-grade', parentGuardianName: 'A Parent' }),
    );
    expect(bridge.statusCode).toBe(201);
    const [k12Row] = await t.db.select().from(waitingList).where(eq(waitingList.id, k12.json().id));
    expect(k12Row).toMatchObject({
      programInterest: null,
      emergencyContact: null,
      gradeLevel: null,
    });
    const [bridgeRow] = await t.db
      .select()
      .from(waitingList)
      .where(eq(waitingList.id, bridge.json().id));
    expect(bridgeRow).toMatchObject({
      gradeLevel: null,
      parentGuardianName: null,
      programInterest: 'computer-science',
    });
  });
});

describe('POST /api/waiting-list: a new entry', () => {
  it('answers 201 with the ranking and stores the entry as active with priority 1', async () => {
    const form = k12Form({ firstName: '  Zoe  ', phone: '', studentNeeds: 'Sensory breaks' });
    const response = await submitForm(t, form);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      ranking: { position: expect.any(Number), totalInCampus: expect.any(Number) },
    });
    expect(body.ranking.position).toBe(body.ranking.totalInCampus);
    expect(response.headers['cache-control']).toBe('no-store');

    const entry = (await t.app.inject({ url: `/api/waiting-list/${body.id}`, headers })).json();
    expect(entry).toMatchObject({
      campus: 'k12',
      firstName: 'Zoe',
      phone: null,
      status: 'active',
      priority: 1,
      language: 'en',
      staffNotes: null,
      studentNeeds: 'Sensory breaks',
      position: body.ranking.position,
    });
  });

  it('mails a confirmation with the place, what happens next and the private status link', async () => {
    const form = k12Form({
      parentGuardianName: 'Maria Lopez',
      studentNeeds: 'Uses a communication device',
    });
    const response = await submitForm(t, form);
    const { id, ranking } = response.json();
    const mails = await t.db.select().from(outbox).where(eq(outbox.relatedId, id));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(form.email);
    expect(mail.relatedEntity).toBe('waiting_list');
    expect(mail.subject).toBe(
      'You are on the waiting list for the K-12 Campus (NovaLearn Academy)',
    );
    expect(mail.text).toContain('Hello Maria Lopez,');
    expect(mail.text).toContain(
      `Place on the waiting list: number ${ranking.position} of ${ranking.totalInCampus} for the K-12 Campus (NovaLearn Academy).`,
    );
    expect(mail.text).toContain('We review every application within 48 hours.');
    const link = new RegExp(`${t.config.publicUrl}/waiting-list/status/([A-Za-z0-9_-]{43})\\n`);
    expect(mail.text).toMatch(link);
    expect(mail.text).not.toContain('communication device');

    // Only the SHA-256 of the token is stored.
    const token = link.exec(mail.text)![1]!;
    const [row] = await t.db.select().from(waitingList).where(eq(waitingList.id, id));
    expect(row!.statusTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers a repeated form (any case) with a sentence and no id or place, without a new row', async () => {
    const form = bridgeForm();
    const first = await submitForm(t, form);
    expect(first.statusCode).toBe(201);
    const rows = await countRows();
    const again = await submitForm(t, {
      ...form,
      firstName: form.firstName.toUpperCase(),
      lastName: ` ${form.lastName.toLowerCase()} `,
      email: form.email.toUpperCase(),
      studentNeeds: 'different text',
    });
    expect(again.statusCode).toBe(200);
    // The family is mailed a new link instead (resend-status-link.test.ts).
    expect(again.json()).toEqual({
      alreadyRegistered: true,
      message: 'You are already on our list. We have emailed your private link again.',
    });
    expect(await countRows()).toBe(rows);
    expect(
      await t.db.select().from(outbox).where(eq(outbox.relatedId, first.json().id)),
    ).toHaveLength(2);

    // The same student on the other campus, or a sibling, is a new entry.
    expect(
      (
        await submitForm(t, {
          ...k12Form(),
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
        })
      ).statusCode,
    ).toBe(201);
    expect((await submitForm(t, { ...form, firstName: 'Sibling' })).statusCode).toBe(201);
  });

  it('lets a withdrawn or declined family apply again, and tells an invited one it is on the list', async () => {
    const form = k12Form();
    const first = (await submitForm(t, form)).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/waiting-list/${first.id}`,
      headers,
      payload: { status: 'invited' },
    });
    const invited = await submitForm(t, form);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ alreadyRegistered: true });
    expect(invited.json()).not.toHaveProperty('id');

    await t.app.inject({
      method: 'PATCH',
      url: `/api/waiting-list/${first.id}`,
      headers,
      payload: { status: 'declined' },
    });
    const again = await submitForm(t, form);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.id);
  });
});

describe('POST /api/waiting-list: spam and abuse', () => {
  it('refuses a form whose hidden honeypot field was filled, storing nothing', async () => {
    const rows = await countRows();
    const mails = (await t.db.select().from(outbox)).length;
    for (const payload of [
      k12Form({ [HONEYPOT_FIELD]: 'http://spam.example' }),
      { campus: 'nowhere', [HONEYPOT_FIELD]: 'x' },
    ]) {
      const response = await submitForm(t, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: HONEYPOT_MESSAGE });
    }
    expect(await countRows()).toBe(rows);
    expect((await t.db.select().from(outbox)).length).toBe(mails);
    // Empty (as a browser sends it) is fine.
    expect((await submitForm(t, k12Form({ [HONEYPOT_FIELD]: '' }))).statusCode).toBe(201);
  });

  it('allows 10 forms per hour from one address, then answers 429 saying when to try again', async () => {
    const address = '203.0.113.7';
    // Forms the schema refuses do not count.
    for (let i = 0; i < 3; i += 1) {
      expect((await submitForm(t, k12Form({ email: 'nope' }), address)).statusCode).toBe(400);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await submitForm(t, bridgeForm(), address)).statusCode).toBe(201);
    }
    const [rows, mails] = [await countRows(), (await t.db.select().from(outbox)).length];
    const refused = await submitForm(t, bridgeForm(), address);
    expect(refused.statusCode).toBe(429);
    // Refused as a whole: no entry, no mail.
    expect(await countRows()).toBe(rows);
    expect((await t.db.select().from(outbox)).length).toBe(mails);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().message).toBe(
      'We have received many applications from your connection in the last hour. Please try again in 60 minutes. Nothing you typed has been lost.',
    );
    expect((await submitForm(t, bridgeForm(), '203.0.113.8')).statusCode).toBe(201);

    t.clock.advance(45 * 60_000);
    const later = await submitForm(t, bridgeForm(), address);
    expect(later.headers['retry-after']).toBe('900');
    expect(later.json().message).toContain('Please try again in 15 minutes.');
    t.clock.advance(15 * 60_000);
    expect((await submitForm(t, bridgeForm(), address)).statusCode).toBe(201);
  });
});
