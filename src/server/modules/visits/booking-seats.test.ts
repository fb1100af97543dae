import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addVisitEvent,
  book,
  bookingsIn,
  calendarLines,
  familyEmail,
  link,
  mailsTo,
  tokenIn,
} from '../../../../tests/visits-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { BOOKING_CLOSED_MESSAGE } from '../../../domain/visits/public-booking.ts';

/** Seats counted under the session's lock, the cut-off minute, and times across the clock change. */
let t: TestApp;
let start: Date;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://visits.example.org' });
  start = t.clock.now();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(start));

describe('the last seats', () => {
  it('go to one of two families booking at the same moment; the other waits', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 3 });
    const session = sessions[0]!;
    const [first, second] = await Promise.all([
      book(t, { sessionId: session.id, partySize: 2 }),
      book(t, { sessionId: session.id, partySize: 2 }),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    const statuses = [first!.json().status, second!.json().status].sort();
    expect(statuses).toEqual(['booked', 'waiting']);
    const rows = await bookingsIn(t, session.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['booked', 'waiting']);
  });

  it('one seat, eight families at once: exactly one is booked', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => book(t, { sessionId: sessions[0]!.id, partySize: 1 })),
    );
    const statuses = answers.map((answer) => answer.json().status);
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'waiting')).toHaveLength(7);
  });

  it('never splits a party: three people do not take the two seats left', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 4 });
    expect((await book(t, { sessionId: sessions[0]!.id, partySize: 2 })).json().status).toBe(
      'booked',
    );
    expect((await book(t, { sessionId: sessions[0]!.id, partySize: 3 })).json().status).toBe(
      'waiting',
    );
    expect((await book(t, { sessionId: sessions[0]!.id, partySize: 2 })).json().status).toBe(
      'booked',
    );
    const visit = await t.app.inject({ url: `/api/visits/${await slugOf(sessions[0]!.eventId)}` });
    expect(visit.json().sessions[0]).toMatchObject({ seatsLeft: 0, isFull: true });
  });
});

async function slugOf(eventId: string) {
  const list = (await t.app.inject({ url: '/api/visits' })).json() as {
    visits: { id: string; slug: string }[];
  };
  return list.visits.find((visit) => visit.id === eventId)!.slug;
}

describe('the booking cut-off', () => {
  it('books a minute before it; at the cut-off minute itself booking is closed', async () => {
    const { sessions } = await addVisitEvent(t, { cutoffMinutes: 120 });
    const session = sessions[0]!;
    const closesAt = session.startsAt.getTime() - 120 * 60_000;
    t.clock.set(new Date(closesAt - 60_000));
    expect((await book(t, { sessionId: session.id })).statusCode).toBe(201);
    t.clock.set(new Date(closesAt));
    const closed = await book(t, { sessionId: session.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(BOOKING_CLOSED_MESSAGE);
    // The public list no longer offers that time.
    const visit = await t.app.inject({ url: `/api/visits/${await slugOf(session.eventId)}` });
    expect(visit.json().sessions.map((s: { id: string }) => s.id)).not.toContain(session.id);
  });
});

describe('a Saturday 10:00 AM visit across the November clock change', () => {
  it('starts at 15:00Z before it and 16:00Z after, and the calendar file says so in UTC', async () => {
    t.clock.set(new Date('2026-10-20T12:00:00Z'));
    const { event, sessions } = await addVisitEvent(t, { startsOn: '2026-10-01' });
    const starts = sessions.map((session) => session.startsAt.toISOString());
    expect(starts).toContain('2026-10-31T15:00:00.000Z');
    expect(starts).toContain('2026-11-07T16:00:00.000Z');
    const after = sessions.find((s) => s.startsAt.toISOString() === '2026-11-07T16:00:00.000Z')!;

    const email = familyEmail();
    expect((await book(t, { sessionId: after.id, email })).statusCode).toBe(201);
    const [confirmation] = await mailsTo(t, email);
    expect(confirmation!.text).toContain('Saturday, November 7, 2026, 10:00 AM CT (90 minutes)');
    expect(confirmation!.attachments).toHaveLength(1);
    const file = confirmation!.attachments[0]!;
    expect(file.contentType).toMatch(/^text\/calendar/);
    const lines = calendarLines(file.text);
    expect(lines).toContain('DTSTART:20261107T160000Z');
    expect(lines).toContain('DTEND:20261107T173000Z');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('SUMMARY:Family session');
    expect(lines).toContain(`LOCATION:${event.location!.replaceAll(',', '\\,')}`);
    const uid = lines.find((line) => line.startsWith('UID:'))!;
    expect(uid).toMatch(/^UID:visit-[0-9a-f-]{36}@visits\.example\.org$/);
    const token = tokenIn(confirmation!);
    expect(lines.join('\n')).toContain(`https://visits.example.org/visits/booking/${token}`);

    // The link gives the same file.
    const download = await link(t, token, 'calendar.ics');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/calendar/);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="visit-/);
    expect(download.body).toBe(file.text);
  });
});
