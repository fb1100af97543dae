import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addVisitEvent,
  book,
  calendarLines,
  familyEmail,
  link,
  mailsTo,
  newestToken,
} from '../../../../tests/visits-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import {
  BOOKING_CLOSED_MESSAGE,
  OFFER_GONE_MESSAGE,
  OTHER_TIME_MESSAGE,
  VISIT_STARTED_MESSAGE,
} from '../../../domain/visits/public-booking.ts';
import { runVisitOfferExpiry } from './expire-offers.ts';

/** Cancelling, the waiting list's offers and their answer or lapse, and moving a booking. */
let t: TestApp;
let start: Date;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://visits.example.org' });
  start = t.clock.now();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(start));

const HOUR = 3_600_000;

/** A family's booking, a second later than the last (so the waiting list has an order). */
async function family(sessionId: string, partySize: number) {
  t.clock.advance(1000);
  const email = familyEmail();
  const answer = await book(t, { sessionId, partySize, email });
  expect(answer.statusCode, answer.body).toBe(201);
  return { email, status: answer.json().status as string, token: await newestToken(t, email) };
}

const statusOf = async (token: string) => (await link(t, token)).json().status as string;

describe('a family that cannot come', () => {
  it('frees its seats for the first waiting family whose party fits, who may say yes', async () => {
    // The second Saturday: a day's hold ends before its cut-off.
    const { sessions } = await addVisitEvent(t, { capacity: 4 });
    const session = sessions[1]!;
    const a = await family(session.id, 2);
    const b = await family(session.id, 2);
    const c = await family(session.id, 3);
    const d = await family(session.id, 2);
    const e = await family(session.id, 2);
    const f = await family(session.id, 2);
    expect([a, b, c, d, e, f].map((x) => x.status)).toEqual([
      'booked',
      'booked',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);

    t.clock.advance(HOUR);
    const cancelled = await link(t, a.token, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', canChange: false });
    const cancelMail = (await mailsTo(t, a.email)).at(-1)!;
    expect(cancelMail.subject).toMatch(/^Visit cancelled: Family session, January 24$/);
    expect(cancelMail.text).not.toContain('/visits/booking/');
    // Its calendar file now tells a calendar that read it to drop the event.
    const dropped = calendarLines((await link(t, a.token, 'calendar.ics')).body);
    expect(dropped).toContain('STATUS:CANCELLED');
    expect(calendarLines((await mailsTo(t, a.email))[0]!.attachments[0]!.text)).toContain(
      'STATUS:CONFIRMED',
    );

    // The party of three does not fit in two seats: the next family is offered them.
    expect(await statusOf(c.token)).toBe('waiting');
    const offerMail = (await mailsTo(t, d.email)).at(-1)!;
    expect(offerMail.subject).toMatch(/^Seats are free for you: Family session, /);
    expect(offerMail.attachments).toEqual([]);
    const heldUntil = new Date(t.clock.now().getTime() + 24 * HOUR);
    const offered = (await link(t, await newestToken(t, d.email))).json();
    expect(offered).toMatchObject({
      status: 'offered',
      offerExpiresAt: heldUntil.toISOString(),
      canChange: true,
    });
    expect(await statusOf(e.token)).toBe('waiting');

    // Yes: the seats are theirs, with the confirmation and its calendar file.
    t.clock.advance(HOUR);
    const accepted = await link(t, await newestToken(t, d.email), 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'booked', offerExpiresAt: null });
    const confirmation = (await mailsTo(t, d.email)).at(-1)!;
    expect(confirmation.subject).toMatch(/^Your visit is booked: /);
    expect(confirmation.attachments).toHaveLength(1);
    // A second yes answers the booking as it is.
    expect((await link(t, d.token, 'accept')).json().status).toBe('booked');

    // B cancels: E is offered; E does not answer within the day, so F gets the seats.
    t.clock.advance(HOUR);
    await link(t, b.token, 'cancel');
    expect(await statusOf(e.token)).toBe('offered');
    t.clock.advance(24 * HOUR - 1);
    expect(await runVisitOfferExpiry({ db: t.db, config: t.config, now: t.clock.now() })).toBe(0);
    t.clock.advance(1);
    expect(await runVisitOfferExpiry({ db: t.db, config: t.config, now: t.clock.now() })).toBe(1);
    expect(await statusOf(e.token)).toBe('cancelled');
    const late = await link(t, e.token, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OFFER_GONE_MESSAGE);
    expect((await mailsTo(t, e.email)).at(-1)!.subject).toMatch(/^Seats are free for you/);
    expect(await statusOf(f.token)).toBe('offered');
    expect(await statusOf(c.token)).toBe('waiting');
    // Once is enough: the next run finds nothing.
    expect(await runVisitOfferExpiry({ db: t.db, config: t.config, now: t.clock.now() })).toBe(0);
  });

  it('can cancel until the start, once; after the cut-off nobody is offered the seats', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 2, cutoffMinutes: 120 });
    const session = sessions[0]!;
    const a = await family(session.id, 2);
    const b = await family(session.id, 1);
    expect(b.status).toBe('waiting');

    t.clock.set(new Date(session.startsAt.getTime() - 60 * 60_000));
    const cancelled = await link(t, a.token, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    const again = await link(t, a.token, 'cancel');
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('cancelled');
    expect(
      (await mailsTo(t, a.email)).filter((m) => m.subject.startsWith('Visit cancelled')),
    ).toHaveLength(1);
    expect(await statusOf(b.token)).toBe('waiting');

    t.clock.set(session.startsAt);
    const started = await link(t, b.token, 'cancel');
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(VISIT_STARTED_MESSAGE);
  });

  it('cannot take an offer whose time ran out, even before the job passes it on', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 1 });
    const session = sessions[1]!;
    const a = await family(session.id, 1);
    const b = await family(session.id, 1);
    await link(t, a.token, 'cancel');
    expect(await statusOf(b.token)).toBe('offered');
    t.clock.advance(24 * HOUR);
    const answer = await link(t, b.token, 'accept');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(OFFER_GONE_MESSAGE);
  });
});

describe('moving a booking', () => {
  it('takes seats at the new time, keeps the calendar event, and offers the old seats', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 2 });
    const [first, second] = [sessions[0]!, sessions[1]!];
    const a = await family(first.id, 2);
    const b = await family(first.id, 2);
    expect(b.status).toBe('waiting');
    const before = (await mailsTo(t, a.email))[0]!.attachments[0]!.text;

    t.clock.advance(HOUR);
    const moved = await link(t, a.token, 'move', { sessionId: second.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'booked', session: { id: second.id } });
    expect(moved.json().otherSessions.map((s: { id: string }) => s.id)).toContain(first.id);
    expect(await statusOf(b.token)).toBe('offered');

    const mail = (await mailsTo(t, a.email)).at(-1)!;
    expect(mail.subject).toMatch(/^Your visit has moved: /);
    const oldLines = calendarLines(before);
    const newLines = calendarLines(mail.attachments[0]!.text);
    const line = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`))!;
    expect(line(newLines, 'UID')).toBe(line(oldLines, 'UID'));
    expect(Number(line(newLines, 'SEQUENCE').slice(9))).toBeGreaterThan(
      Number(line(oldLines, 'SEQUENCE').slice(9)),
    );
    const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(newLines).toContain(`DTSTART:${utc(second.startsAt)}`);
  });

  it('joins the new time’s waiting list when the party does not fit there', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 2 });
    await family(sessions[1]!.id, 2);
    const a = await family(sessions[0]!.id, 2);
    const moved = await link(t, a.token, 'move', { sessionId: sessions[1]!.id });
    expect(moved.json()).toMatchObject({ status: 'waiting', meetingUrl: null });
    const mail = (await mailsTo(t, a.email)).at(-1)!;
    expect(mail.subject).toMatch(/^Your visit has moved: /);
    expect(mail.text).toContain('you are on its waiting list');
    expect(mail.attachments).toEqual([]);
  });

  it('only to another open time of the same visit', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 5, cutoffMinutes: 120 });
    const other = await addVisitEvent(t);
    const a = await family(sessions[1]!.id, 2);
    for (const sessionId of [sessions[1]!.id, other.sessions[0]!.id, crypto.randomUUID()]) {
      const refused = await link(t, a.token, 'move', { sessionId });
      expect(refused.statusCode, sessionId).toBe(400);
      expect(refused.json().fieldErrors.sessionId).toEqual([OTHER_TIME_MESSAGE]);
    }
    t.clock.set(new Date(sessions[0]!.startsAt.getTime() - 120 * 60_000));
    const closed = await link(t, a.token, 'move', { sessionId: sessions[0]!.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(BOOKING_CLOSED_MESSAGE);
    expect(await statusOf(a.token)).toBe('booked');
  });
});
