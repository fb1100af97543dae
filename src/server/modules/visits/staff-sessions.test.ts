import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../domain/common/csv-parse.ts';
import type {
  FamilyVisitDto,
  StaffSessionDetailDto,
  StaffSessionDto,
  VisitEventDto,
} from '../../../domain/visits/dtos.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createVisitEvent, insertBooking, sessionsOf } from '../../../../tests/visits-fixture.ts';
import { auditLog } from '../audit/audit.table.ts';
import { waitingList } from '../waiting-list/public.ts';
import { SESSIONS_CSV_COLUMNS } from './sessions-csv.ts';
import { NOT_BOOKED_MESSAGE, NOT_STARTED_MESSAGE } from './staff-attendance.ts';
import { RANGE_LENGTH_MESSAGE, RANGE_ORDER_MESSAGE } from './staff-session-range.ts';
import { visitSessions } from './visits.table.ts';

/**
 * What staff see of sessions and bookings (ADR 052), bookings written straight into the table
 * (the public booking routes have their own tests): numbers counted per session, America/Chicago
 * days, attendance, the CSV read back, a family's visits and today's numbers.
 * The clock stands at Thursday, Jan 15, 2026, 3:00 AM CT.
 *
 * One file over 400 lines on purpose: the six routes read the same week of sessions made in one
 * set-up (and one app, so the suite stays fast); each describe block is one route.
 */
const START = new Date('2026-01-15T09:00:00Z');
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t, { roles: ['admissions'] }));
});
afterAll(() => t.close());
beforeEach(async () => {
  if (t.clock.now().getTime() !== START.getTime()) await moveTo(START);
});

/** Moves the clock and signs in again (a sign-in session ends when left idle that long). */
async function moveTo(instant: Date) {
  t.clock.set(instant);
  ({ headers } = await signInAsNewAdmin(t, { roles: ['admissions'] }));
}

const api = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A one-day event (and its one session) on `day` at `time` CT. */
async function oneSession(titleEn: string, day: string, time = '10:00', overrides = {}) {
  const event: VisitEventDto = await createVisitEvent(t, headers, {
    titleEn,
    recurrence: { kind: 'once' },
    startsOn: day,
    localTime: time,
    ...overrides,
  });
  const [session] = await sessionsOf(t.db, event.id);
  return session!;
}

const listOf = async (query: string) => {
  const response = await api('GET', `/api/visit-sessions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { sessions: StaffSessionDto[] }).sessions;
};

const minutesLater = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

describe('GET /api/visit-sessions', () => {
  it('counts seats, bookings, the waiting list and accommodations of each session', async () => {
    const session = await oneSession('Counting session', '2026-02-20');
    await insertBooking(t.db, session.id, { partySize: 2, accommodations: ['quiet-hour'] });
    await insertBooking(t.db, session.id, { partySize: 1 });
    await insertBooking(t.db, session.id, { status: 'offered', partySize: 1 });
    await insertBooking(t.db, session.id, {
      status: 'waiting',
      partySize: 3,
      accommodations: ['low-light'],
    });
    await insertBooking(t.db, session.id, {
      status: 'cancelled',
      partySize: 2,
      accommodations: ['no-crowd'],
    });
    const empty = await oneSession('Empty session', '2026-02-20', '14:00');
    expect(await listOf('?from=2026-02-20&to=2026-02-20')).toEqual([
      {
        id: session.id,
        eventId: session.eventId,
        title: 'Counting session',
        kind: 'family-session',
        format: 'in-person',
        startsAt: '2026-02-20T16:00:00.000Z',
        endsAt: '2026-02-20T17:00:00.000Z',
        status: 'scheduled',
        capacity: 10,
        seatsTaken: 4,
        bookingCount: 3,
        waitingCount: 1,
        accommodationCount: 1,
      },
      expect.objectContaining({
        id: empty.id,
        seatsTaken: 0,
        bookingCount: 0,
        waitingCount: 0,
        accommodationCount: 0,
      }),
    ]);
  });

  it('lists today to 30 days on by default, by start time', async () => {
    const inside = await oneSession('Default range, last day', '2026-02-14', '23:30');
    const outside = await oneSession('Default range, too late', '2026-02-15', '00:30');
    const sessions = await listOf('');
    const ids = sessions.map((session) => session.id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
    const starts = sessions.map((session) => session.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('puts an 11:30 PM CT session in its own day, though it is the next day in UTC', async () => {
    const late = await oneSession('Late session', '2026-02-24', '23:30');
    expect(late.startsAt.toISOString()).toBe('2026-02-25T05:30:00.000Z');
    const early = await oneSession('Early session', '2026-02-25', '00:00');
    expect((await listOf('?from=2026-02-24&to=2026-02-24')).map((s) => s.id)).toEqual([late.id]);
    expect((await listOf('?from=2026-02-25&to=2026-02-25')).map((s) => s.id)).toEqual([early.id]);
  });

  it('answers 400 for a range that ends before it starts or is over 366 days', async () => {
    const backwards = await api('GET', '/api/visit-sessions?from=2026-03-02&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      message: RANGE_ORDER_MESSAGE,
      fieldErrors: { to: [RANGE_ORDER_MESSAGE] },
    });
    const tooLong = await api('GET', '/api/visit-sessions?from=2026-01-01&to=2027-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(RANGE_LENGTH_MESSAGE);
    expect(RANGE_LENGTH_MESSAGE).toBe('Choose at most 366 days at a time');
    // 366 days, both ends included.
    expect((await api('GET', '/api/visit-sessions?from=2026-01-01&to=2027-01-01')).statusCode).toBe(
      200,
    );
    const onlyTo = await api('GET', '/api/visit-sessions?to=2026-01-14');
    expect(onlyTo.statusCode).toBe(400);
    const notADate = await api('GET', '/api/visit-sessions?from=2026-02-30');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().fieldErrors.from).toEqual(['This date does not exist']);
  });
});

describe('GET /api/visit-sessions/:id', () => {
  it('lists booked, offered, waiting, then cancelled, and links the family by email in any case', async () => {
    const session = await oneSession('Detail session', '2026-02-21', '09:00', {
      format: 'virtual',
      location: null,
      meetingUrl: 'https://meet.example.org/detail',
    });
    const [entry] = await t.db
      .insert(waitingList)
      .values({
        campus: 'k12',
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'Okafor.Family@Example.org',
      })
      .returning();
    const at = (minutes: number) => ({ createdAt: minutesLater(minutes) });
    const cancelled = await insertBooking(t.db, session.id, { status: 'cancelled', ...at(1) });
    const waiting = await insertBooking(t.db, session.id, { status: 'waiting', ...at(2) });
    const secondBooked = await insertBooking(t.db, session.id, at(5));
    const offered = await insertBooking(t.db, session.id, { status: 'offered', ...at(3) });
    const firstBooked = await insertBooking(t.db, session.id, {
      email: 'okafor.FAMILY@example.ORG',
      accommodations: ['sibling', 'break-room'],
      note: 'We come by bus.',
      ...at(4),
    });
    const response = await api('GET', `/api/visit-sessions/${session.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as StaffSessionDetailDto;
    expect(detail).toMatchObject({
      id: session.id,
      title: 'Detail session',
      format: 'virtual',
      location: 'https://meet.example.org/detail',
      seatsTaken: 3,
      bookingCount: 3,
      waitingCount: 1,
    });
    expect(detail.bookings.map((booking) => booking.id)).toEqual([
      firstBooked.id,
      secondBooked.id,
      offered.id,
      waiting.id,
      cancelled.id,
    ]);
    expect(detail.bookings[0]).toEqual({
      id: firstBooked.id,
      status: 'booked',
      name: firstBooked.name,
      email: 'okafor.FAMILY@example.ORG',
      phone: null,
      language: 'en',
      partySize: 1,
      accommodations: ['sibling', 'break-room'],
      note: 'We come by bus.',
      attended: null,
      offerExpiresAt: null,
      createdAt: minutesLater(4).toISOString(),
      waitingListEntryId: entry!.id,
    });
    expect(detail.bookings[1]!.waitingListEntryId).toBeNull();
    expect(detail.bookings[2]!.offerExpiresAt).toBe('2030-01-01T00:00:00.000Z');
    const missing = await api('GET', `/api/visit-sessions/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('PATCH /api/visit-bookings/:id/attendance', () => {
  it('marks a booked family once the visit has started, and only then', async () => {
    const session = await oneSession('Attendance session', '2026-01-22', '10:00');
    const booking = await insertBooking(t.db, session.id, { partySize: 2 });
    const waiting = await insertBooking(t.db, session.id, { status: 'waiting' });
    const mark = (id: string, attended: boolean | null) =>
      api('PATCH', `/api/visit-bookings/${id}/attendance`, { attended });

    const early = await mark(booking.id, true);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: NOT_STARTED_MESSAGE });
    // One minute before the start: still not.
    await moveTo(new Date(session.startsAt.getTime() - 60_000));
    expect((await mark(booking.id, true)).statusCode).toBe(409);

    await moveTo(session.startsAt);
    const came = await mark(booking.id, true);
    expect(came.statusCode, came.body).toBe(200);
    expect(came.json()).toMatchObject({ id: booking.id, status: 'booked', attended: true });
    await moveTo(new Date(session.startsAt.getTime() + 3 * 86_400_000));
    expect((await mark(booking.id, false)).json()).toMatchObject({ attended: false });
    expect((await mark(booking.id, null)).json()).toMatchObject({ attended: null });

    const notBooked = await mark(waiting.id, true);
    expect(notBooked.statusCode).toBe(409);
    expect(notBooked.json()).toEqual({ message: NOT_BOOKED_MESSAGE });
    expect((await mark(crypto.randomUUID(), true)).statusCode).toBe(404);
    const invalid = await api('PATCH', `/api/visit-bookings/${booking.id}/attendance`, {
      attended: 'yes',
    });
    expect(invalid.statusCode).toBe(400);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_booking'), eq(auditLog.entityId, booking.id)))
      .orderBy(auditLog.at);
    expect(audits.map((entry) => [entry.action, entry.details])).toEqual([
      ['mark-attendance', { attended: { from: null, to: true } }],
      ['mark-attendance', { attended: { from: true, to: false } }],
      ['mark-attendance', { attended: { from: false, to: null } }],
    ]);
  });
});

describe('GET /api/visit-sessions/export.csv', () => {
  it('writes one row per booking in words, safe from spreadsheet formulas, and logs the export', async () => {
    const morning = await oneSession('CSV morning', '2026-03-05', '09:30');
    const evening = await oneSession('CSV evening', '2026-03-05', '23:30');
    await insertBooking(t.db, evening.id, {
      name: '=HYPERLINK("https://evil.example")',
      email: 'evening@example.org',
      status: 'waiting',
      partySize: 3,
      language: 'es',
      createdAt: minutesLater(2),
    });
    await insertBooking(t.db, morning.id, {
      name: 'Rosa Díaz, "Ro"',
      email: 'rosa@example.org',
      partySize: 2,
      accommodations: ['quiet-hour', 'family-only'],
      note: 'First line\nsecond line',
      attended: true,
      createdAt: minutesLater(1),
    });
    await t.db
      .update(visitSessions)
      .set({ status: 'cancelled' })
      .where(eq(visitSessions.id, evening.id));

    const response = await api(
      'GET',
      '/api/visit-sessions/export.csv?from=2026-03-05&to=2026-03-05',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toContain(
      'filename="visits-2026-03-05-to-2026-03-05.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const parsed = parseCsv(response.body);
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.rows).toEqual([
      [...SESSIONS_CSV_COLUMNS],
      [
        '2026-03-05',
        '9:30 AM',
        'CSV morning',
        'booked',
        'Rosa Díaz, "Ro"',
        'rosa@example.org',
        '',
        'English',
        '2',
        'A quiet hour; Only our family on the first visit',
        'First line\nsecond line',
        'yes',
      ],
      [
        '2026-03-05',
        '11:30 PM',
        'CSV evening',
        'waiting (session called off)',
        `'=HYPERLINK("https://evil.example")`,
        'evening@example.org',
        '',
        'Spanish',
        '3',
        '',
        '',
        '',
      ],
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_booking'), eq(auditLog.action, 'export')))
      .orderBy(desc(auditLog.at));
    expect(audit!.details).toEqual({
      format: 'csv',
      rows: 2,
      from: '2026-03-05',
      to: '2026-03-05',
    });
    const backwards = await api(
      'GET',
      '/api/visit-sessions/export.csv?from=2026-03-05&to=2026-03-04',
    );
    expect(backwards.statusCode).toBe(400);
  });
});

describe('GET /api/waiting-list/:id/visits', () => {
  it("lists the visits booked with the entry's email in any case, newest session first", async () => {
    const [entry] = await t.db
      .insert(waitingList)
      .values({
        campus: 'bridge',
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'Noor.Haddad@Example.org',
      })
      .returning();
    const first = await oneSession('Family visit one', '2026-01-31', '10:00');
    const second = await oneSession('Family visit two', '2026-03-07', '10:00');
    const older = await insertBooking(t.db, first.id, {
      email: 'noor.haddad@example.org',
      attended: true,
    });
    const newer = await insertBooking(t.db, second.id, {
      email: 'NOOR.HADDAD@EXAMPLE.ORG',
      status: 'waiting',
      partySize: 4,
      accommodations: ['low-light'],
    });
    await insertBooking(t.db, second.id, { email: 'someone.else@example.org' });
    const response = await api('GET', `/api/waiting-list/${entry!.id}/visits`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { visits: FamilyVisitDto[] }).visits).toEqual([
      {
        bookingId: newer.id,
        sessionId: second.id,
        title: 'Family visit two',
        startsAt: second.startsAt.toISOString(),
        status: 'waiting',
        partySize: 4,
        accommodations: ['low-light'],
        attended: null,
      },
      expect.objectContaining({ bookingId: older.id, status: 'booked', attended: true }),
    ]);
    const unknown = await api('GET', `/api/waiting-list/${crypto.randomUUID()}/visits`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This waiting-list entry was not found. It may have been deleted.',
    );
  });
});

describe('GET /api/visits-today', () => {
  it("counts today's held sessions in Central Time: 11:30 PM is today, 12:30 AM tomorrow is not", async () => {
    const late = await oneSession('Today late', '2026-02-26', '23:30');
    const tomorrow = await oneSession('Tomorrow early', '2026-02-27', '00:30');
    const calledOff = await oneSession('Today called off', '2026-02-26', '12:00');
    await t.db
      .update(visitSessions)
      .set({ status: 'cancelled' })
      .where(eq(visitSessions.id, calledOff.id));
    await insertBooking(t.db, late.id, { partySize: 2, accommodations: ['quiet-hour'] });
    await insertBooking(t.db, late.id, { partySize: 3 });
    await insertBooking(t.db, late.id, { status: 'offered', partySize: 1 });
    await insertBooking(t.db, late.id, { status: 'waiting', accommodations: ['no-crowd'] });
    await insertBooking(t.db, late.id, { status: 'cancelled', partySize: 4 });
    await insertBooking(t.db, tomorrow.id, { partySize: 5 });
    await insertBooking(t.db, calledOff.id, { partySize: 6 });

    const today = async () => {
      const response = await api('GET', '/api/visits-today');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    // Thursday 8:00 PM CT: already Friday in UTC.
    await moveTo(new Date('2026-02-27T02:00:00Z'));
    expect(await today()).toEqual({ sessions: 1, people: 5, accommodations: 1, waiting: 1 });
    // 11:59 PM CT on Thursday: the late session is still today's.
    await moveTo(new Date('2026-02-27T05:59:00Z'));
    expect(await today()).toEqual({ sessions: 1, people: 5, accommodations: 1, waiting: 1 });
    // Midnight CT: Friday's numbers.
    await moveTo(new Date('2026-02-27T06:00:00Z'));
    expect(await today()).toEqual({ sessions: 1, people: 5, accommodations: 0, waiting: 0 });
    // A day with nothing.
    await moveTo(new Date('2026-02-28T18:00:00Z'));
    expect((await today()).people).toBe(0);
  });
});
