import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addVisitEvent,
  book,
  bookingsIn,
  calendarLines,
  familyEmail,
  link,
  mailsTo,
  newestToken,
} from '../../../../tests/visits-kit.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { isoDayIn } from '../../../domain/common/calendar-day.ts';
import { parseCsv } from '../../../domain/common/csv-parse.ts';
import type { StaffSessionDetailDto } from '../../../domain/visits/dtos.ts';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '../../../domain/waiting-list/waiting-list.ts';
import {
  BOOKING_CLOSED_MESSAGE,
  NO_CALENDAR_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  UNKNOWN_SESSION_MESSAGE,
  UNKNOWN_VISIT_MESSAGE,
} from '../../../domain/visits/public-booking.ts';
import { UNKNOWN_BOOKING_MESSAGE } from './booking-token.ts';
import { SESSIONS_CSV_COLUMNS } from './sessions-csv.ts';
import { runVisitReminders } from './visit-reminders.ts';
import { visitEvents, visitSessions } from './visits.table.ts';

/** What the public pages read, the booking form's refusals, a virtual visit's link, a call's phone. */
let t: TestApp;
let start: Date;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://visits.example.org' });
  start = t.clock.now();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(start));

const visit = (slug: string, language = 'en') =>
  t.app.inject({ url: `/api/visits/${slug}?language=${language}` });

describe('the visits on offer', () => {
  it('lists each live visit in the language asked, with its open times of the next 60 days', async () => {
    const { event, sessions } = await addVisitEvent(t, { capacity: 6 });
    const archived = await addVisitEvent(t, { titleEn: 'Old tour' });
    await t.db
      .update(visitEvents)
      .set({ archivedAt: start })
      .where(eq(visitEvents.id, archived.event.id));
    await t.db
      .update(visitSessions)
      .set({ status: 'cancelled' })
      .where(eq(visitSessions.id, sessions[1]!.id));
    await book(t, { sessionId: sessions[0]!.id, partySize: 4 });

    const list = await t.app.inject({ url: '/api/visits?language=es' });
    expect(list.statusCode).toBe(200);
    const mine = list.json().visits.find((v: { id: string }) => v.id === event.id);
    expect(list.json().visits.map((v: { id: string }) => v.id)).not.toContain(archived.event.id);
    expect(mine).toMatchObject({
      slug: event.slug,
      title: 'Sesión para familias',
      description: 'Conozca a los maestros y vea un salón.',
      format: 'in-person',
      location: '100 Harbor Way, Kemah, Texas',
      durationMinutes: 90,
      languages: ['en', 'es'],
      hasStory: true,
    });
    const ids = mine.sessions.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(sessions[1]!.id);
    // Saturdays from Jan 17 to Mar 14 (60 days on), one of them cancelled.
    expect(mine.sessions).toHaveLength(8);
    expect(mine.sessions.at(-1).startsAt).toBe('2026-03-14T15:00:00.000Z');
    expect(mine.sessions[0]).toEqual({
      id: sessions[0]!.id,
      startsAt: '2026-01-17T16:00:00.000Z',
      endsAt: '2026-01-17T17:30:00.000Z',
      seatsLeft: 2,
      isFull: false,
      closesAt: '2026-01-17T14:00:00.000Z',
    });

    const one = await visit(event.slug);
    expect(one.json()).toMatchObject({ title: 'Family session', sessions: mine.sessions });
  });

  it('keeps a visit with no open time on the list, with no times', async () => {
    const { event } = await addVisitEvent(t, {
      recurrence: { kind: 'once' },
      startsOn: '2026-06-01',
    });
    const list = (await t.app.inject({ url: '/api/visits' })).json();
    expect(list.visits.find((v: { id: string }) => v.id === event.id).sessions).toEqual([]);
  });

  it('answers 404 for an unknown or archived visit', async () => {
    const { event } = await addVisitEvent(t);
    await t.db.update(visitEvents).set({ archivedAt: start }).where(eq(visitEvents.id, event.id));
    for (const slug of [event.slug, 'no-such-visit']) {
      const answer = await visit(slug);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(UNKNOWN_VISIT_MESSAGE);
    }
  });
});

describe('the booking form', () => {
  it('answers what happened and mails the booking link in the family’s language', async () => {
    const { sessions, event } = await addVisitEvent(t);
    const email = familyEmail();
    const answer = await book(t, {
      sessionId: sessions[0]!.id,
      email,
      language: 'es',
      partySize: 3,
      accommodations: ['low-light', 'quiet-hour'],
      note: 'Mi hijo usa audífonos.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      status: 'booked',
      email,
      startsAt: '2026-01-17T16:00:00.000Z',
      title: 'Sesión para familias',
    });
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Su visita está reservada: Sesión para familias, 17 de enero');
    expect(mail!.text).toContain(
      'Cuándo: sábado, 17 de enero de 2026, 10:00 a. m. (hora del centro) (90 minutos)',
    );
    expect(mail!.text).toContain('Dónde: 100 Harbor Way, Kemah, Texas');
    expect(mail!.text).toContain('Personas: 3');
    expect(mail!.text).toContain('Usted pidió: Una hora tranquila; Poca luz');
    expect(mail!.text).toContain('Su nota: Mi hijo usa audífonos.');
    expect(mail!.text).toContain(`https://visits.example.org/es/visits/${event.slug}/story`);
    const token = await newestToken(t, email);
    expect(mail!.text).toContain(`https://visits.example.org/es/visits/booking/${token}`);
    expect((await link(t, token)).json()).toMatchObject({
      status: 'booked',
      language: 'es',
      accommodations: ['quiet-hour', 'low-light'],
      note: 'Mi hijo usa audífonos.',
      visit: { title: 'Sesión para familias' },
      canChange: true,
    });
  });

  it('refuses an unknown time (404), a closed or cancelled one (409), a wrong language (400)', async () => {
    const { sessions } = await addVisitEvent(t, { languages: ['en'], capacity: 4 });
    const unknown = await book(t, { sessionId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(UNKNOWN_SESSION_MESSAGE);

    await t.db
      .update(visitSessions)
      .set({ status: 'cancelled' })
      .where(eq(visitSessions.id, sessions[1]!.id));
    const cancelled = await book(t, { sessionId: sessions[1]!.id });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(BOOKING_CLOSED_MESSAGE);

    const spanish = await book(t, { sessionId: sessions[0]!.id, language: 'es' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().fieldErrors.language).toEqual([
      'This visit is held in English only. Choose English.',
    ]);

    const tooMany = await book(t, { sessionId: sessions[0]!.id, partySize: 5 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.partySize).toEqual([
      'This time has 4 seats in all. Enter at most 4 people.',
    ]);

    const noSize = await book(t, { sessionId: sessions[0]!.id, partySize: 0 });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().fieldErrors.partySize).toBeDefined();

    const robot = await t.app.inject({
      method: 'POST',
      url: '/api/visits/bookings',
      payload: {
        sessionId: sessions[0]!.id,
        name: 'Bot',
        email: familyEmail(),
        language: 'en',
        partySize: 1,
        [HONEYPOT_FIELD]: 'https://spam.example',
      },
    });
    expect(robot.statusCode).toBe(400);
    expect(robot.json().message).toBe(HONEYPOT_MESSAGE);
  });

  it('counts bookings per address: the 21st in an hour is refused', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 100 });
    const from = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/visits/bookings',
        payload: {
          sessionId: sessions[2]!.id,
          name: `Family ${i}`,
          email: familyEmail(),
          language: 'en',
          partySize: 1,
        },
        remoteAddress: '203.0.113.77',
      });
    for (let i = 0; i < 20; i += 1) expect((await from(i)).statusCode).toBe(201);
    const refused = await from(20);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('answers an unknown link with the same 404 on every route', async () => {
    for (const action of ['', 'calendar.ics', 'cancel', 'accept'] as const) {
      const answer = await link(t, 'not-a-real-token', action);
      expect(answer.statusCode, action).toBe(404);
      expect(answer.json().message).toBe(UNKNOWN_BOOKING_MESSAGE);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const move = await link(t, 'not-a-real-token', 'move', { sessionId: crypto.randomUUID() });
    expect(move.statusCode).toBe(404);
  });

  it('has no calendar file for a family that is waiting', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 1 });
    await book(t, { sessionId: sessions[0]!.id, partySize: 1 });
    const email = familyEmail();
    expect((await book(t, { sessionId: sessions[0]!.id, partySize: 1, email })).json().status).toBe(
      'waiting',
    );
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toMatch(/^You are on the waiting list: /);
    expect(mail!.attachments).toEqual([]);
    const file = await link(t, await newestToken(t, email), 'calendar.ics');
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe(NO_CALENDAR_MESSAGE);
  });
});

describe('a virtual visit’s meeting link', () => {
  const MEETING = 'https://meet.example.org/novalearn-tour';

  it('is only in the mails and the page of a booked family', async () => {
    const { event, sessions } = await addVisitEvent(t, {
      kind: 'virtual-tour',
      titleEn: 'Virtual tour',
      format: 'virtual',
      location: null,
      meetingUrl: MEETING,
      capacity: 1,
      cutoffMinutes: 60,
    });
    const session = sessions[1]!;
    expect((await visit(event.slug)).json()).toMatchObject({ location: null, hasStory: false });
    expect((await visit(event.slug)).body).not.toContain(MEETING);

    const first = familyEmail();
    const second = familyEmail();
    await book(t, { sessionId: session.id, email: first, partySize: 1 });
    t.clock.advance(1000);
    await book(t, { sessionId: session.id, email: second, partySize: 1 });
    const [booked] = await mailsTo(t, first);
    expect(booked!.text).toContain(`Online. Join with this link: ${MEETING}`);
    expect(calendarLines(booked!.attachments[0]!.text)).toContain(`LOCATION:${MEETING}`);
    expect((await link(t, await newestToken(t, first))).json().meetingUrl).toBe(MEETING);

    // Waiting: not in the mail, not on the page.
    const [waiting] = await mailsTo(t, second);
    expect(waiting!.text).not.toContain(MEETING);
    const secondToken = await newestToken(t, second);
    const waitingView = await link(t, secondToken);
    expect(waitingView.json().meetingUrl).toBeNull();
    expect(waitingView.body).not.toContain(MEETING);

    // Offered: not in the offer mail, not on the page until they say yes.
    t.clock.advance(1000);
    await link(t, await newestToken(t, first), 'cancel');
    const offer = (await mailsTo(t, second)).at(-1)!;
    expect(offer.subject).toMatch(/^Seats are free for you/);
    expect(offer.text).not.toContain(MEETING);
    const offeredView = await link(t, secondToken);
    expect(offeredView.json().status).toBe('offered');
    expect(offeredView.body).not.toContain(MEETING);

    t.clock.advance(1000);
    const yes = await link(t, secondToken, 'accept');
    expect(yes.json().meetingUrl).toBe(MEETING);
    expect((await mailsTo(t, second)).at(-1)!.text).toContain(MEETING);

    // The reminder of a booked family carries it too.
    await runVisitReminders({
      db: t.db,
      config: t.config,
      now: new Date(session.startsAt.getTime() - 2 * 3_600_000),
    });
    const reminder = (await mailsTo(t, second)).at(-1)!;
    expect(reminder.subject).toMatch(/^Reminder: Virtual tour/);
    expect(reminder.text).toContain(MEETING);
    // The cancelled family's mails after the cancel never had it.
    const cancelled = (await mailsTo(t, first)).at(-1)!;
    expect(cancelled.text).not.toContain(MEETING);
  });
});

describe('a call’s phone number', () => {
  const PHONE_EN = '(512) 555-0134';
  const PHONE_ES = '+1 512.555.0177';
  it('is required, kept with the booking, said in the mails and shown to staff only', async () => {
    const { event, sessions } = await addVisitEvent(t, {
      kind: 'discovery-call',
      titleEn: 'Discovery call',
      titleEs: 'Llamada de descubrimiento',
      format: 'call',
      location: null,
      durationMinutes: 30,
    });
    const session = sessions[0]!;
    for (const phone of [undefined, '', '   ']) {
      const missing = await book(t, { sessionId: session.id, phone });
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json().fieldErrors).toEqual({ phone: [PHONE_REQUIRED_MESSAGE] });
    }
    const tooShort = await book(t, { sessionId: session.id, phone: '555-012' });
    expect(tooShort.json().fieldErrors).toEqual({ phone: [PHONE_NUMBER_MESSAGE] });
    expect(await bookingsIn(t, session.id)).toEqual([]);

    const english = familyEmail();
    const spanish = familyEmail();
    expect(
      (await book(t, { sessionId: session.id, email: english, phone: PHONE_EN })).statusCode,
    ).toBe(201);
    t.clock.advance(1000);
    const answer = await book(t, {
      sessionId: session.id,
      email: spanish,
      language: 'es',
      phone: PHONE_ES,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.body).not.toContain('555');
    expect((await bookingsIn(t, session.id)).map((b) => [b.email, b.phone])).toEqual([
      [english, PHONE_EN],
      [spanish, PHONE_ES],
    ]);
    const [mailEn] = await mailsTo(t, english);
    expect(mailEn!.text).toContain(`By phone. We will call you at ${PHONE_EN} at this time.`);
    const [mailEs] = await mailsTo(t, spanish);
    expect(mailEs!.text).toContain(`Por teléfono. Le llamaremos al ${PHONE_ES} a esta hora.`);
    await runVisitReminders({
      db: t.db,
      config: t.config,
      now: new Date(session.startsAt.getTime() - 2 * 3_600_000),
    });
    const reminder = (await mailsTo(t, english)).at(-1)!;
    expect(reminder.text).toContain(`We will call you at ${PHONE_EN} at this time.`);

    // Never in a public answer: the visit's page, the booking link's page.
    expect((await visit(event.slug)).body).not.toContain('555');
    expect((await link(t, await newestToken(t, english))).body).not.toContain('555');

    const { headers } = await signInAsNewAdmin(t, { roles: ['admissions'] });
    const staff = await t.app.inject({ url: `/api/visit-sessions/${session.id}`, headers });
    const detail = staff.json() as StaffSessionDetailDto;
    expect(detail.bookings.map((b) => [b.email, b.phone])).toEqual([
      [english, PHONE_EN],
      [spanish, PHONE_ES],
    ]);
    const day = isoDayIn(session.startsAt);
    const csv = await t.app.inject({
      url: `/api/visit-sessions/export.csv?from=${day}&to=${day}`,
      headers,
    });
    const parsed = parseCsv(csv.body);
    if ('error' in parsed) throw new Error(parsed.error);
    const [header, ...rows] = parsed.rows;
    expect(header).toEqual([...SESSIONS_CSV_COLUMNS]);
    const column = (name: string) => header!.indexOf(name);
    const mine = rows.filter((row) => [english, spanish].includes(row[column('Email')]!));
    // A leading + is kept as text, not run as a formula (csv.ts).
    expect(mine.map((row) => row[column('Phone')])).toEqual([PHONE_EN, `'${PHONE_ES}`]);
  });

  it('is not asked of another visit: a number sent anyway is not kept', async () => {
    const { sessions } = await addVisitEvent(t);
    const email = familyEmail();
    const answer = await book(t, { sessionId: sessions[0]!.id, email, phone: PHONE_EN });
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = (await bookingsIn(t, sessions[0]!.id)).find((b) => b.email === email);
    expect(stored!.phone).toBeNull();
    const [mail] = await mailsTo(t, email);
    expect(mail!.text).not.toContain(PHONE_EN);
    expect(mail!.text).toContain('Where: 100 Harbor Way, Kemah, Texas');
  });
});
