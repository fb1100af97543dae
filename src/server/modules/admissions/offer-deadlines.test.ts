import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answer,
  api,
  families,
  HOUR,
  historyOf,
  offerNext,
  offersOf,
  offerTokenOf,
  setSeats,
  setUpAdmissionsApp,
  start,
  statusOf,
  t,
} from '../../../../tests/admissions-kit.ts';
import { mailsOf, statusTokenOf } from '../../../../tests/waiting-list-helpers.ts';
import type { OfferDto } from '../../../domain/admissions/dtos.ts';
import { auditLog } from '../audit/audit.table.ts';
import { admissionOffers, seatGroups } from './admissions.table.ts';
import {
  LEFT_THE_LIST_MESSAGE,
  NO_SEAT_LEFT_MESSAGE,
  OFFER_LAPSED_MESSAGE,
} from './answer-offer.ts';
import { runOfferJobs } from './offer-jobs.ts';

/**
 * Admissions over time and under a crowd (ADR 021): the reminder and the lapse
 * with a movable clock, a family that leaves the list, parallel offers and acceptances that
 * never fill more seats than exist, and the CSV of every step.
 */
setUpAdmissionsApp();

describe('deadlines', () => {
  it('reminds 48 hours before, with a link that works, then lets the offer lapse', async () => {
    const group = await setSeats(1);
    const [first, second] = await families(2);
    const [offer] = ((await offerNext(group.id, 1)).json() as { offers: OfferDto[] }).offers;
    const deadline = new Date(offer!.deadline);
    const firstToken = await offerTokenOf(first!);
    const run = () => runOfferJobs({ db: t.db, config: t.config, now: t.clock.now() });

    // Other tests' offers share the database, so this one's mails and rows are what count.
    const remindersTo = async (entryId: string) =>
      (await mailsOf(t, entryId)).filter((mail) => mail.subject.startsWith('Reminder:'));
    t.clock.set(new Date(deadline.getTime() - 48 * HOUR - 1000));
    await run();
    expect(await remindersTo(first!)).toHaveLength(0);
    t.clock.set(new Date(deadline.getTime() - 48 * HOUR));
    expect((await run()).reminded).toBeGreaterThanOrEqual(1);
    await run();
    const reminders = await remindersTo(first!);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Reminder: please answer the seat offer/);
    const reminderToken = await offerTokenOf(first!);
    expect(reminderToken).not.toBe(firstToken);
    for (const token of [firstToken, reminderToken]) {
      const view = await t.app.inject({ url: `/api/waiting-list/offers/${token}` });
      expect(view.json()).toMatchObject({ canAnswer: true });
    }

    // One millisecond before the deadline it can still be answered; at the deadline it lapses.
    t.clock.set(new Date(deadline.getTime() - 1));
    await run();
    expect((await offersOf(first!))[0]).toMatchObject({ status: 'open' });
    t.clock.set(deadline);
    const late = await answer(firstToken, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OFFER_LAPSED_MESSAGE);
    expect((await run()).lapsed).toBeGreaterThanOrEqual(1);
    expect((await offersOf(first!))[0]).toMatchObject({ status: 'lapsed' });
    // Back on the list with its rank, but the seat went to the next family, not back to it.
    expect(await statusOf(first!)).toBe('active');
    expect(await statusOf(second!)).toBe('invited');
    expect((await historyOf(first!))[0]).toMatchObject({ action: 'lapse-offer' });
  });
});

describe('no double booking', () => {
  it('two staff offering the last seat at once make one offer', async () => {
    const group = await setSeats(1);
    await families(3);
    const results = await Promise.all([offerNext(group.id, 1), offerNext(group.id, 1)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
    const open = await t.db
      .select()
      .from(admissionOffers)
      .where(and(eq(admissionOffers.seatGroupId, group.id), eq(admissionOffers.status, 'open')));
    expect(open).toHaveLength(1);
  });

  it('two families accepting the last seat at once fill it once', async () => {
    const group = await setSeats(2);
    const [first, second] = await families(2);
    await offerNext(group.id, 2);
    // Staff lowered the seats after offering: one seat, two open offers.
    await t.db.update(seatGroups).set({ capacity: 1 }).where(eq(seatGroups.id, group.id));
    const tokens = [await offerTokenOf(first!), await offerTokenOf(second!)];
    const results = await Promise.all(tokens.map((token) => answer(token, 'accept')));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.statusCode === 409)!.json().message).toBe(
      NO_SEAT_LEFT_MESSAGE,
    );
    const accepted = await t.db
      .select()
      .from(admissionOffers)
      .where(
        and(eq(admissionOffers.seatGroupId, group.id), eq(admissionOffers.status, 'accepted')),
      );
    expect(accepted).toHaveLength(1);
  });
});

describe('records', () => {
  it('exports every offer with its steps as CSV, and logs the export', async () => {
    const group = await setSeats(2);
    const [first, second, third] = await families(3);
    await offerNext(group.id, 2);
    t.clock.set(new Date(t.clock.now().getTime() + HOUR));
    await answer(await offerTokenOf(first!), 'accept');
    await answer(await offerTokenOf(second!), 'decline', { reason: 'Too far from home' });

    const response = await api('GET', '/api/admissions/offers/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toMatch(
      /admission-offers-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['offerId', 'entryId', 'firstName']);
    const byEntry = new Map(
      rows.map((row) => {
        const values = row.split(',');
        return [values[1], Object.fromEntries(columns.map((name, i) => [name, values[i]]))];
      }),
    );
    expect(byEntry.get(first!)).toMatchObject({
      status: 'accepted',
      closedAt: new Date(start.getTime() + HOUR + 3000).toISOString(),
    });
    expect(byEntry.get(second!)).toMatchObject({
      status: 'declined',
      declineReason: 'Too far from home',
    });
    expect(byEntry.get(third!)).toMatchObject({
      status: 'open',
      offeredBy: 'automatic (next in line)',
      closedAt: '',
    });
    expect(response.body).not.toContain('quiet room');
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'seat_group')));
    expect(logged!.details).toMatchObject({ format: 'csv' });
  });
});

describe('a family that leaves the list', () => {
  it('cannot answer afterwards, and its seat goes to the next family', async () => {
    const group = await setSeats(1);
    const [first, second] = await families(2);
    await offerNext(group.id, 1);
    const statusToken = await statusTokenOf(t, first!);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/waiting-list/status/${statusToken}/withdraw`,
    });
    expect(withdrawn.statusCode).toBe(200);
    const late = await answer(await offerTokenOf(first!), 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(LEFT_THE_LIST_MESSAGE);

    expect((await runOfferJobs({ db: t.db, config: t.config, now: t.clock.now() })).withdrawn).toBe(
      1,
    );
    expect((await offersOf(first!))[0]).toMatchObject({ status: 'withdrawn' });
    expect(await statusOf(first!)).toBe('withdrawn');
    expect(await statusOf(second!)).toBe('invited');
  });
});
