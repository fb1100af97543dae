import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addVisitEvent,
  book,
  familyEmail,
  link,
  mailsTo,
  newestToken,
} from '../../../../tests/visits-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { runVisitReminders } from './visit-reminders.ts';

/** Reminders two days and two hours before, each once, and none whose moment passed at booking. */
let t: TestApp;
let start: Date;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://visits.example.org' });
  start = t.clock.now();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(start));

const HOUR = 3_600_000;
const remindersTo = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.subject.startsWith('Reminder: '));
/**
 * A pass of the job at `at`, answering how many reminders this family has had in all. Every
 * test's sessions are on the same Saturdays, so the pass may remind other tests' families too.
 */
const remindedAfterRun = async (email: string, at: Date) => {
  await runVisitReminders({ db: t.db, config: t.config, now: at });
  return (await remindersTo(email)).length;
};

describe('visit reminders', () => {
  it('go two days and two hours before, each once, with a link that opens the booking', async () => {
    // Thursday 09:00 UTC; the session is Saturday 16:00 UTC, 55 hours on.
    const { sessions } = await addVisitEvent(t, { cutoffMinutes: 60 });
    const startsAt = sessions[0]!.startsAt;
    expect(startsAt.toISOString()).toBe('2026-01-17T16:00:00.000Z');
    const email = familyEmail();
    expect((await book(t, { sessionId: sessions[0]!.id, email })).statusCode).toBe(201);

    const twoDays = new Date(startsAt.getTime() - 48 * HOUR);
    expect(await remindedAfterRun(email, new Date(twoDays.getTime() - 1))).toBe(0);
    expect(await remindedAfterRun(email, twoDays)).toBe(1);
    expect(await remindedAfterRun(email, new Date(twoDays.getTime() + 5 * 60_000))).toBe(1);
    const [first] = await remindersTo(email);
    expect(first!.text).toContain('your visit is in two days');
    expect(first!.text).toContain('Saturday, January 17, 2026, 10:00 AM CT');
    t.clock.set(twoDays);
    expect((await link(t, await newestToken(t, email))).json().status).toBe('booked');

    const twoHours = new Date(startsAt.getTime() - 2 * HOUR);
    expect(await remindedAfterRun(email, new Date(twoHours.getTime() - 1))).toBe(1);
    expect(await remindedAfterRun(email, twoHours)).toBe(2);
    expect(await remindedAfterRun(email, new Date(twoHours.getTime() + 60 * 60_000))).toBe(2);
    expect(await remindedAfterRun(email, startsAt)).toBe(2);
    const reminders = await remindersTo(email);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.text).toContain('starts in about two hours');
  });

  it('skip the two-day reminder of a family who booked after its moment', async () => {
    const { sessions } = await addVisitEvent(t, { cutoffMinutes: 60 });
    const startsAt = sessions[0]!.startsAt;
    t.clock.set(new Date(startsAt.getTime() - 40 * HOUR));
    const email = familyEmail();
    expect((await book(t, { sessionId: sessions[0]!.id, email })).statusCode).toBe(201);
    expect(await remindedAfterRun(email, t.clock.now())).toBe(0);
    expect(await remindedAfterRun(email, new Date(startsAt.getTime() - 3 * HOUR))).toBe(0);
    expect(await remindedAfterRun(email, new Date(startsAt.getTime() - 2 * HOUR))).toBe(1);
    expect((await remindersTo(email)).map((mail) => mail.text.includes('two hours'))).toEqual([
      true,
    ]);
  });

  it('go only to booked families: not to those waiting or cancelled', async () => {
    const { sessions } = await addVisitEvent(t, { capacity: 2, cutoffMinutes: 60 });
    const startsAt = sessions[0]!.startsAt;
    const booked = familyEmail();
    const waiting = familyEmail();
    const cancelled = familyEmail();
    await book(t, { sessionId: sessions[0]!.id, email: booked, partySize: 1 });
    await book(t, { sessionId: sessions[0]!.id, email: cancelled, partySize: 1 });
    await book(t, { sessionId: sessions[0]!.id, email: waiting, partySize: 2 });
    await link(t, await newestToken(t, cancelled), 'cancel');
    // The freed seat is offered to no one (the waiting party of two does not fit in one).
    expect(await remindedAfterRun(booked, new Date(startsAt.getTime() - 48 * HOUR))).toBe(1);
    expect(await remindersTo(waiting)).toEqual([]);
    expect(await remindersTo(cancelled)).toEqual([]);
  });

  it('of a booking made less than two hours ahead: none', async () => {
    const { sessions } = await addVisitEvent(t, { cutoffMinutes: 30 });
    const startsAt = sessions[0]!.startsAt;
    t.clock.set(new Date(startsAt.getTime() - 90 * 60_000));
    const email = familyEmail();
    expect((await book(t, { sessionId: sessions[0]!.id, email })).statusCode).toBe(201);
    expect(await remindedAfterRun(email, new Date(startsAt.getTime() - 60 * 60_000))).toBe(0);
    expect(await remindedAfterRun(email, new Date(startsAt.getTime() - 1))).toBe(0);
  });

  it('go once when two instances run the job at the same moment', async () => {
    const { sessions } = await addVisitEvent(t, { cutoffMinutes: 60, localTime: '15:00' });
    const email = familyEmail();
    expect((await book(t, { sessionId: sessions[0]!.id, email })).statusCode).toBe(201);
    const at = new Date(sessions[0]!.startsAt.getTime() - 48 * HOUR);
    await Promise.all(
      [1, 2, 3].map(() => runVisitReminders({ db: t.db, config: t.config, now: at })),
    );
    expect(await remindersTo(email)).toHaveLength(1);
  });
});
