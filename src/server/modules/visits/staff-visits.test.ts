import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  createVisitEvent,
  insertBooking,
  sessionsOf,
  visitEventForm,
} from '../../../../tests/visits-fixture.ts';
import { auditLog } from '../audit/audit.table.ts';
import { slugOf } from './visit-events-slug.ts';

/**
 * Staff define visit events (ADR 052) on the real HTTP path: sessions made at once in local time,
 * addresses made from the title, clear 400s, and changes that never move a booked family.
 * The clock stands at Thursday, Jan 15, 2026, 3:00 AM CT.
 */
const START = new Date('2026-01-15T09:00:00Z');
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t, { roles: ['admissions'] }));
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const startsOf = async (eventId: string) =>
  (await sessionsOf(t.db, eventId)).map((session) => session.startsAt.toISOString());

describe('POST /api/visit-events', () => {
  it('makes the sessions 90 days ahead at 10:00 AM CT, across the change to summer time', async () => {
    const event = await createVisitEvent(t, headers, { titleEn: 'Saturday family session' });
    expect(event).toMatchObject({
      slug: 'saturday-family-session',
      kind: 'family-session',
      recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
      localTime: '10:00',
      isArchived: false,
    });
    const sessions = await sessionsOf(t.db, event.id);
    // Saturdays from Jan 17 to Apr 11 (today + 90 days is Wednesday, Apr 15).
    expect(sessions).toHaveLength(13);
    expect(sessions[0]).toMatchObject({
      startsAt: new Date('2026-01-17T16:00:00Z'),
      endsAt: new Date('2026-01-17T17:00:00Z'),
      capacity: 10,
      cutoffMinutes: 120,
      status: 'scheduled',
    });
    // Clocks go forward on Sunday, Mar 8: 10:00 AM CDT is 15:00 UTC.
    expect(sessions.map((session) => session.startsAt.toISOString())).toContain(
      '2026-03-07T16:00:00.000Z',
    );
    expect(sessions.map((session) => session.startsAt.toISOString())).toContain(
      '2026-03-14T15:00:00.000Z',
    );
    expect(sessions.at(-1)!.startsAt.toISOString()).toBe('2026-04-11T15:00:00.000Z');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_event'), eq(auditLog.entityId, event.id)));
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('makes each address unique with -2, -3…, never "booking", and at most 60 characters', async () => {
    const slugOfNew = async (titleEn: string) =>
      (await createVisitEvent(t, headers, { titleEn, recurrence: { kind: 'once' } })).slug;
    expect(await slugOfNew('Campus Tour: The Woodlands!')).toBe('campus-tour-the-woodlands');
    expect(await slugOfNew('Campus tour — the Woodlands')).toBe('campus-tour-the-woodlands-2');
    expect(await slugOfNew('campus tour the woodlands')).toBe('campus-tour-the-woodlands-3');
    expect(await slugOfNew('Booking')).toBe('booking-2');
    expect(await slugOfNew('  Booking  ')).toBe('booking-3');
    expect(await slugOfNew('Sesión Ñandú')).toBe('sesion-nandu');
    expect(await slugOfNew('¡¿!?')).toBe('visit');
    const long = 'An evening information session for families and friends of the academy';
    const first = await slugOfNew(long);
    const second = await slugOfNew(long);
    expect(first).toBe('an-evening-information-session-for-families-and-friends-of');
    expect(first.length).toBeLessThanOrEqual(60);
    expect(second).toBe('an-evening-information-session-for-families-and-friends-of-2');
    expect(second.length).toBeLessThanOrEqual(60);
  });

  it('slugOf keeps a-z, 0-9 and single hyphens', () => {
    expect(slugOf('  Hello -- World 2026 ')).toBe('hello-world-2026');
    expect(slugOf('x'.repeat(80))).toHaveLength(60);
    expect(slugOf('ab cd', 3)).toBe('ab');
    expect(slugOf('abcdef', 3)).toBe('abc');
    expect(slugOf('ab-cd-ef', 5)).toBe('ab-cd');
  });

  it('answers 400 with a message beside the field a person can fix', async () => {
    const post = (overrides: Record<string, unknown>) =>
      api('POST', '/api/visit-events', { ...visitEventForm(), ...overrides });
    const virtual = await post({ format: 'virtual', meetingUrl: null, location: null });
    expect(virtual.statusCode).toBe(400);
    expect(virtual.json().fieldErrors).toEqual({
      meetingUrl: ['A virtual visit needs its meeting link'],
    });
    expect(virtual.json().message).toContain('A virtual visit needs its meeting link');
    const insecure = await post({ format: 'virtual', meetingUrl: 'http://meet.example.org/x' });
    expect(insecure.json().fieldErrors.meetingUrl).toEqual([
      'Enter the meeting link, starting with https://',
    ]);
    const inPerson = await post({ format: 'in-person', location: '  ' });
    expect(inPerson.statusCode).toBe(400);
    expect(inPerson.json().fieldErrors).toEqual({
      location: ['An in-person visit needs its address'],
    });
    const backwards = await post({ startsOn: '2026-03-01', endsOn: '2026-02-28' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({
      endsOn: ['The last day cannot be before the first day'],
    });
    const time = await post({ localTime: '7pm' });
    expect(time.json().fieldErrors.localTime).toEqual([
      'Enter the time as HH:MM, like 10:00 or 19:00',
    ]);
    const seats = await post({ capacity: 0 });
    expect(seats.json().fieldErrors.capacity).toEqual(['At least one seat']);
    // A call needs neither an address nor a link.
    const call = await post({
      titleEn: 'Discovery call (test)',
      kind: 'discovery-call',
      format: 'call',
      location: null,
      recurrence: { kind: 'weekdays' },
      capacity: 1,
    });
    expect(call.statusCode, call.body).toBe(201);
  });
});

describe('PATCH /api/visit-events/:id', () => {
  it('remakes the sessions nobody booked at the new time, and keeps the booked one as it was', async () => {
    const event = await createVisitEvent(t, headers, {
      titleEn: 'Wednesday campus tour',
      kind: 'campus-tour',
      recurrence: { kind: 'weekly', weekday: 3, everyWeeks: 1 },
      localTime: '16:00',
      capacity: 12,
    });
    const before = await sessionsOf(t.db, event.id);
    // Wednesdays from Jan 21 to Apr 15: 13 sessions, 16:00 CST is 22:00 UTC.
    expect(before).toHaveLength(13);
    expect(before[0]!.startsAt.toISOString()).toBe('2026-01-21T22:00:00.000Z');
    const booked = before[1]!;
    const cancelledOnly = before[2]!;
    await insertBooking(t.db, booked.id, { partySize: 2 });
    // Any booking keeps its session, a cancelled one too: its history stays with the time.
    await insertBooking(t.db, cancelledOnly.id, { status: 'cancelled', cancelledAt: START });

    const changed = await api('PATCH', `/api/visit-events/${event.id}`, {
      ...visitEventForm(),
      titleEn: 'Wednesday campus tour',
      kind: 'campus-tour',
      recurrence: { kind: 'weekly', weekday: 3, everyWeeks: 1 },
      localTime: '17:00',
      capacity: 8,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: event.id, localTime: '17:00', capacity: 8 });
    expect((changed.json() as VisitEventDto).slug).toBe(event.slug);

    const after = await sessionsOf(t.db, event.id);
    const kept = after.filter((session) => [booked.id, cancelledOnly.id].includes(session.id));
    expect(kept.map((session) => [session.startsAt.toISOString(), session.capacity])).toEqual([
      ['2026-01-28T22:00:00.000Z', 12],
      ['2026-02-04T22:00:00.000Z', 12],
    ]);
    const remade = after.filter((session) => !kept.includes(session));
    expect(remade).toHaveLength(13);
    expect(remade.every((session) => session.capacity === 8)).toBe(true);
    expect(remade[0]!.startsAt.toISOString()).toBe('2026-01-21T23:00:00.000Z');
    expect(remade.some((session) => before.some((old) => old.id === session.id))).toBe(false);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_event'), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.at));
    expect(audit!.details).toMatchObject({
      fields: ['localTime', 'capacity'],
      emptySessionsRemade: 11,
      bookedSessionsKept: 2,
    });
  });

  it('changes the words at once and leaves the sessions as they are', async () => {
    const event = await createVisitEvent(t, headers, {
      titleEn: 'Words only',
      recurrence: { kind: 'weekly', weekday: 2, everyWeeks: 2 },
    });
    const before = await startsOf(event.id);
    const ids = (await sessionsOf(t.db, event.id)).map((session) => session.id);
    const changed = await api('PATCH', `/api/visit-events/${event.id}`, {
      ...visitEventForm({ recurrence: { kind: 'weekly', weekday: 2, everyWeeks: 2 } }),
      titleEn: 'Words changed',
      titleEs: 'Palabras cambiadas',
      location: 'Kemah, Texas',
      languages: ['es', 'en'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      slug: 'words-only',
      titleEn: 'Words changed',
      titleEs: 'Palabras cambiadas',
      location: 'Kemah, Texas',
      languages: ['en', 'es'],
    });
    expect(await startsOf(event.id)).toEqual(before);
    expect((await sessionsOf(t.db, event.id)).map((session) => session.id)).toEqual(ids);
    // Every other Tuesday counted from the first day, Jan 1: Jan 6, Jan 20, Feb 3…
    expect(before.slice(0, 2)).toEqual(['2026-01-20T16:00:00.000Z', '2026-02-03T16:00:00.000Z']);
  });

  it('answers 404 for an event that does not exist', async () => {
    const missing = await api(
      'PATCH',
      '/api/visit-events/00000000-0000-4000-8000-000000000000',
      visitEventForm(),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This visit was not found. It may have been deleted.');
  });
});

describe('POST /api/visit-events/:id/archive', () => {
  it('deletes the future sessions nobody booked, keeps the booked ones, and lists it last', async () => {
    const event = await createVisitEvent(t, headers, {
      titleEn: 'Aaa archived first by name',
      recurrence: { kind: 'weekdays' },
      kind: 'discovery-call',
      format: 'call',
      location: null,
      capacity: 1,
      durationMinutes: 30,
    });
    const sessions = await sessionsOf(t.db, event.id);
    expect(sessions.length).toBeGreaterThan(60);
    await insertBooking(t.db, sessions[3]!.id);
    const archived = await api('POST', `/api/visit-events/${event.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ id: event.id, isArchived: true });
    expect((await sessionsOf(t.db, event.id)).map((session) => session.id)).toEqual([
      sessions[3]!.id,
    ]);
    // Again: nothing changes.
    const again = await api('POST', `/api/visit-events/${event.id}/archive`);
    expect(again.json()).toEqual(archived.json());
    // A change of times makes no new sessions for an archived event.
    const changed = await api('PATCH', `/api/visit-events/${event.id}`, {
      ...visitEventForm({ kind: 'discovery-call', format: 'call', location: null }),
      recurrence: { kind: 'weekdays' },
      localTime: '11:00',
    });
    expect(changed.json()).toMatchObject({ isArchived: true, localTime: '11:00' });
    expect(await sessionsOf(t.db, event.id)).toHaveLength(1);

    const list = (await api('GET', '/api/visit-events')).json() as { events: VisitEventDto[] };
    expect(list.events.at(-1)!.id).toBe(event.id);
    expect(list.events.slice(0, -1).every((item) => !item.isArchived)).toBe(true);
    expect((await api('POST', `/api/visit-events/${crypto.randomUUID()}/archive`)).statusCode).toBe(
      404,
    );
  });
});

describe('permissions', () => {
  it('refuses fundraising-only staff with the role they need', async () => {
    const fundraiser = await signInAsNewAdmin(t, { roles: ['fundraising'] });
    for (const [method, url] of [
      ['GET', '/api/visit-events'],
      ['POST', '/api/visit-events'],
      ['GET', '/api/visit-sessions'],
      ['GET', '/api/visit-sessions/export.csv'],
      ['GET', '/api/visits-today'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: fundraiser.headers,
        ...(method === 'POST' ? { payload: visitEventForm() } : {}),
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'This needs the admissions role.' });
    }
  });
});
