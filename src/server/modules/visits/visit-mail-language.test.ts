import { describe, expect, it } from 'vitest';
import { avoidedTermsIn, readableLines } from '../../../../tests/mail-language-checks.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import {
  describeReport,
  isMedianWithinBudget,
  scoreParagraphs,
} from '../../../domain/readability/budget.ts';
import type { BookingFacts } from './booking-facts.ts';
import { visitMail, type VisitMailKind } from './visit-mails.ts';

/**
 * Every visit mail a family can get (ADR 052), in each language: plain words within the
 * readability budget of family mail (ADR 027) and docs/glossary-es.md. Built without a database.
 */
const at = (iso: string) => new Date(iso);

function factsFor(language: Locale, format: 'in-person' | 'virtual' | 'call'): BookingFacts {
  return {
    booking: {
      id: '55555555-5555-4555-8555-555555555555',
      sessionId: '66666666-6666-4666-8666-666666666666',
      status: 'booked',
      name: 'Ana Ruiz',
      email: 'ana@ruiz.example',
      phone: format === 'call' ? '(512) 555-0123' : null,
      language,
      partySize: 3,
      accommodations: ['quiet-hour', 'break-room'],
      note: 'Our son likes to know the plan.',
      offerExpiresAt: at('2026-11-06T16:00:00Z'),
      bookedAt: at('2026-11-01T16:00:00Z'),
      remindersSent: [],
      attended: null,
      cancelledAt: null,
      createdAt: at('2026-11-01T16:00:00Z'),
      updatedAt: at('2026-11-01T16:00:00Z'),
    },
    session: {
      id: '66666666-6666-4666-8666-666666666666',
      eventId: '77777777-7777-4777-8777-777777777777',
      startsAt: at('2026-11-07T16:00:00Z'),
      endsAt: at('2026-11-07T17:30:00Z'),
      capacity: 10,
      cutoffMinutes: 120,
      status: 'scheduled',
      createdAt: at('2026-10-01T16:00:00Z'),
    },
    event: {
      id: '77777777-7777-4777-8777-777777777777',
      slug: 'family-session',
      kind: 'family-session',
      titleEn: 'Family session',
      titleEs: 'Sesión para familias',
      descriptionEn: null,
      descriptionEs: null,
      format,
      location: format === 'virtual' ? null : '100 Harbor Way, Kemah, Texas',
      meetingUrl: format === 'virtual' ? 'https://meet.example.org/tour' : null,
      recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
      startsOn: '2026-10-01',
      endsOn: null,
      localTime: '10:00',
      durationMinutes: 90,
      capacity: 10,
      cutoffMinutes: 120,
      languages: ['en', 'es'],
      archivedAt: null,
      createdAt: at('2026-10-01T16:00:00Z'),
      updatedAt: at('2026-10-01T16:00:00Z'),
    },
  };
}

const KINDS: VisitMailKind[] = [
  { kind: 'booked' },
  { kind: 'moved' },
  { kind: 'waiting' },
  { kind: 'waiting', moved: true },
  { kind: 'offer' },
  { kind: 'reminder', reminder: '2-days' },
  { kind: 'reminder', reminder: '2-hours' },
  { kind: 'cancelled' },
];

function visitMails(language: Locale) {
  return (['in-person', 'virtual', 'call'] as const).flatMap((format) =>
    KINDS.map((mail) =>
      visitMail({
        mail,
        facts: factsFor(language, format),
        bookingUrl:
          mail.kind === 'cancelled' ? null : 'https://school.example/visits/booking/Xq3vT9bLmA2',
        publicUrl: 'https://school.example',
      }),
    ),
  );
}

describe('visit mails', () => {
  it('say the time in the family’s words and mark the private link as secret', () => {
    const [booked] = visitMails('es');
    expect(booked!.subject).toBe('Su visita está reservada: Sesión para familias, 7 de noviembre');
    expect(booked!.text).toContain('Usted pidió: Una hora tranquila; Un cuarto para descansar');
    expect(booked!.text).toContain('https://school.example/es/visits/family-session/story');
    expect(booked!.holdsSecret).toBe(true);
    const offer = visitMails('en')[4]!;
    expect(offer.text).toContain('until Friday, November 6, 2026, 10:00 AM CT');
    const call = visitMails('en')[16]!;
    expect(call.text).toContain(
      'Where: By phone. We will call you at (512) 555-0123 at this time.',
    );
  });

  it.each(['en', 'es'] as const)('keep to the %s readability budget of family mail', (language) => {
    const report = scoreParagraphs(language, readableLines(visitMails(language)));
    console.info(describeReport(`visit mails (${language})`, report));
    expect(isMedianWithinBudget(language, report)).toBe(true);
    expect(report.over.map((item) => item.text)).toEqual([]);
  });

  it('use none of the terms docs/glossary-es.md says to avoid', () => {
    expect(avoidedTermsIn(visitMails('es'))).toEqual([]);
  });
});
