import { describe, expect, it } from 'vitest';
import { CAMPUSES } from '../../../../domain/waiting-list/waiting-list.ts';
import { formatDay, formatPlace } from '../family-mail.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { MAILED_STATUSES, type WaitingListMailCopy } from './waiting-list-mail-copy.ts';

/** Every path in the copy with what sits there: 'text', 'template' or a nested object's keys. */
function shapeOf(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: template`];
  if (typeof value === 'string') return [`${path}: text`];
  return Object.entries(value as object)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, inner]) => shapeOf(inner, `${path}.${key}`));
}

// Distinct values, so the test can tell that each one reached the text.
const facts = {
  student: 'Sam Rivera',
  campus: 'THE-CAMPUS',
  supportEmail: 'help@example.org',
  receivedOn: 'THE-DAY',
  position: '1,234',
  total: '5,678',
  statusUrl: 'https://example.org/waiting-list/status/TOKEN',
  businessDays: '5',
  contactBy: 'THE-CONTACT-DAY',
  supportPhone: '(555) 010-9999',
  campusNote: 'THE-CAMPUS-NOTE',
};

/** Every message of one language: the confirmation, the new link and one per mailed status. */
const messagesOf = (copy: WaitingListMailCopy) => [
  { name: 'confirmation', subject: copy.confirmation.subject, body: copy.confirmation.body(facts) },
  { name: 'linkAgain', subject: copy.linkAgain.subject, body: copy.linkAgain.body(facts) },
  {
    name: 'linkRequested',
    subject: copy.linkRequested.subject,
    body: copy.linkRequested.body(facts),
  },
  ...MAILED_STATUSES.map((status) => ({
    name: status,
    subject: copy.status[status].subject,
    body: copy.status[status].body(facts),
  })),
];

describe('waiting-list mail copy', () => {
  it('has the same keys in English and Spanish', () => {
    expect(shapeOf(es)).toEqual(shapeOf(en));
  });

  it('has a text for every mailed status and a name for every campus, in both languages', () => {
    for (const copy of [en, es]) {
      expect(Object.keys(copy.status).sort()).toEqual([...MAILED_STATUSES].sort());
      for (const campus of CAMPUSES) expect(copy.campusNames[campus]).toMatch(/\S/);
    }
  });

  it('fills every template with real text that names the student, campus and support address', () => {
    for (const copy of [en, es]) {
      for (const greetingName of ['Ana Rivera', null]) {
        expect(copy.greeting(greetingName)).toMatch(/\S/);
      }
      for (const { name, subject, body } of messagesOf(copy)) {
        const label = `${copy.locale} ${name}`;
        expect(subject(facts.campus), label).toContain(facts.campus);
        expect(body.length, label).toBeGreaterThan(2);
        const text = body.join('\n');
        expect(text, label).not.toMatch(/undefined|null|\[object|\$\{/);
        for (const value of [facts.student, facts.campus, facts.supportEmail]) {
          expect(text, label).toContain(value);
        }
      }
    }
  });

  it('tells an invited family by when we will have contacted them, and how to reach us', () => {
    for (const copy of [en, es]) {
      const text = copy.status.invited.body(facts).join('\n');
      for (const value of ['5', facts.contactBy, facts.supportEmail, facts.supportPhone]) {
        expect(text, copy.locale).toContain(value);
      }
    }
  });

  it('says each message differently in Spanish (nothing left untranslated)', () => {
    const english = messagesOf(en);
    messagesOf(es).forEach(({ name, subject, body }, index) => {
      expect(subject(facts.campus), name).not.toBe(english[index]!.subject(facts.campus));
      const englishLines = new Set(english[index]!.body.filter((line) => line.length > 20));
      englishLines.delete(facts.statusUrl);
      expect(
        body.filter((line) => englishLines.has(line)),
        name,
      ).toEqual([]);
    });
  });

  it('writes dates and numbers as each locale does, on the calendar day in Texas', () => {
    const ranking = { position: 1234, totalInCampus: 12345 };
    expect(formatPlace(en, ranking)).toEqual({ position: '1,234', total: '12,345' });
    expect(formatPlace(es, { position: 3, totalInCampus: 40 })).toEqual({
      position: '3',
      total: '40',
    });
    // 9 p.m. in Texas on July 7 is already July 8 in UTC.
    const evening = new Date('2025-07-08T02:00:00Z');
    expect(formatDay(en, evening)).toBe('July 7, 2025');
    expect(formatDay(es, evening)).toBe('7 de julio de 2025');
  });
});
