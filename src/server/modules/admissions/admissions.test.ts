import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answer,
  api,
  DAY,
  families,
  grade,
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
import {
  k12Form,
  mailsOf,
  statusTokenOf,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';
import type { FamilyOfferDto, OfferDto, SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import { auditLog } from '../audit/audit.table.ts';
import { waitingList } from '../waiting-list/public.ts';
import { seatGroups } from './admissions.table.ts';
import { UNKNOWN_OFFER_LINK_MESSAGE } from './find-offer.ts';
import {
  HAS_OFFER_MESSAGE,
  NO_FREE_SEAT_MESSAGE,
  NOT_IN_GROUP_MESSAGE,
  NOT_WAITING_MESSAGE,
} from './staff-offers.ts';

/**
 * Admissions (ADR 021) on the real HTTP path: seats per campus × grade × term,
 * offers in rank order that never pass the seats, answers through the family's link or the
 * status page, and the next family when one says no. (Deadlines, concurrency and records:
 * offer-deadlines.test.ts.)
 */
setUpAdmissionsApp();

describe('seats', () => {
  it('sets the seats of a campus × grade × term, changes them, and counts each group', async () => {
    const created = await setSeats(2);
    expect(created).toMatchObject({
      campus: 'k12',
      gradeOrProgram: grade,
      startTerm: 'fall-2027',
      capacity: 2,
      offersOpen: 0,
      accepted: 0,
      seatsFree: 2,
      familiesWaiting: 0,
    });
    const waiting = [
      ...(await families(3)),
      ...(await families(1, { enrollmentPreference: 'spring-2028' })),
      ...(await families(1, { enrollmentPreference: null })),
    ];
    const changed = await setSeats(4, false);
    expect(changed).toMatchObject({ id: created.id, capacity: 4, autoAdvance: false });
    // Fall families and those who gave no term; not the spring one.
    expect(changed.familiesWaiting).toBe(4);
    const list = (await api('GET', '/api/admissions/seat-groups')).json() as SeatGroupDto[];
    expect(list.find((group) => group.id === created.id)).toEqual(changed);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seat_group'), eq(auditLog.entityId, created.id)))
      .orderBy(desc(auditLog.at));
    expect(audit!.details).toMatchObject({ capacity: { from: 2, to: 4 } });
    // A later test gets this grade again with another term: these families are not in its line.
    await t.db
      .update(waitingList)
      .set({ status: 'withdrawn' })
      .where(inArray(waitingList.id, waiting));
  });

  it('refuses a grade of the other campus, and seats below zero, with a field message', async () => {
    const wrong = await api('PUT', '/api/admissions/seat-groups', {
      campus: 'bridge',
      gradeOrProgram: '3rd-grade',
      startTerm: 'fall-2027',
      capacity: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.gradeOrProgram).toBeDefined();
    const negative = await api('PUT', '/api/admissions/seat-groups', {
      campus: 'k12',
      gradeOrProgram: grade,
      startTerm: 'fall-2027',
      capacity: -1,
    });
    expect(negative.json().fieldErrors.capacity).toEqual(['Seats cannot be below 0']);
  });

  it('takes only a term the campus can take today, and says why not (the clock is Jan 15, 2026)', async () => {
    const put = (campus: string, gradeOrProgram: string, startTerm: string) =>
      api('PUT', '/api/admissions/seat-groups', { campus, gradeOrProgram, startTerm, capacity: 1 });
    const begun = await put('k12', grade, 'spring');
    expect(begun.statusCode).toBe(400);
    expect(begun.json().fieldErrors.startTerm).toEqual([
      'Spring 2026 has already begun. Choose a term from the list: the first is Fall 2026.',
    ]);
    const beforeOpening = await put('bridge', 'computer-science', 'summer-2027');
    expect(beforeOpening.json().fieldErrors.startTerm).toEqual([
      'The Bridge Campus (Nexus STEM College) opens in Fall 2027. Choose Fall 2027 or a later term from the list.',
    ]);
    const unknown = await put('k12', grade, 'winter-2027');
    expect(unknown.json().fieldErrors.startTerm).toEqual(['Choose a start term from the list']);
    const opening = await put('bridge', 'computer-science', 'fall-2027');
    expect(opening.statusCode, opening.body).toBe(200);
    expect(opening.json()).toMatchObject({ startTerm: 'fall-2027' });
    // A group that exists keeps its term once that term has begun (Spring 2026 began today):
    // its seats can still change; a new group cannot take that term.
    await t.db.insert(seatGroups).values({
      campus: 'bridge',
      gradeOrProgram: 'applied-mathematics',
      startTerm: 'spring-2026',
      capacity: 1,
    });
    const existing = await put('bridge', 'applied-mathematics', 'spring-2026');
    expect(existing.statusCode, existing.body).toBe(200);
    expect((await put('bridge', 'neuroscience-research', 'spring-2026')).statusCode).toBe(400);
  });
});

describe('offers', () => {
  it('offers to the next families in rank order, never beyond the free seats', async () => {
    const group = await setSeats(2);
    const [first, second, third] = await families(3);
    // Priority puts the third family first.
    await t.db.update(waitingList).set({ priority: 5 }).where(eq(waitingList.id, third!));

    const response = await offerNext(group.id, 5);
    expect(response.statusCode).toBe(201);
    const { offers, seatGroup } = response.json() as {
      offers: OfferDto[];
      seatGroup: SeatGroupDto;
    };
    expect(offers.map((offer) => offer.entryId)).toEqual([third, first]);
    expect(seatGroup).toMatchObject({ offersOpen: 2, seatsFree: 0, familiesWaiting: 1 });
    expect(await statusOf(third!)).toBe('invited');
    expect(await statusOf(second!)).toBe('active');
    // Monday-to-Monday: the deadline is the end of the 7th day in Texas.
    expect(new Date(offers[0]!.deadline).getTime()).toBeGreaterThan(start.getTime() + 7 * DAY);
    expect(new Date(offers[0]!.deadline).getTime()).toBeLessThanOrEqual(start.getTime() + 8 * DAY);

    const mail = (await mailsOf(t, first!)).at(-1)!;
    expect(mail.subject).toBe('A seat for your student at the K-12 Campus (NovaLearn Academy)');
    expect(mail.text).toMatch(/https:\/\/school\.example\.org\/waiting-list\/offer\/[\w-]{43}/);
    expect(mail.text).toContain('starting in the Fall 2027 term');
    expect(mail.text).not.toContain('quiet room');
    const [history] = await historyOf(first!);
    expect(history).toMatchObject({ action: 'offer' });
    expect(history!.details).toMatchObject({
      changes: { status: { from: 'active', to: 'invited' }, offer: { from: null, to: 'open' } },
    });

    const none = await offerNext(group.id, 1);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(NO_FREE_SEAT_MESSAGE);
  });

  it('offers to one chosen family with a reason, and only to a waiting family of the group', async () => {
    const group = await setSeats(2);
    const [first, second] = await families(2);
    const other = (await submitForm(t, k12Form({ gradeLevel: '12th-grade' }))).json().id as string;
    const chosen = (entryId: string, reason?: string) =>
      api('POST', `/api/admissions/seat-groups/${group.id}/offers/family`, {
        entryId,
        ...(reason === undefined ? {} : { reason }),
      });

    expect((await chosen(second!)).json().fieldErrors.reason).toBeDefined();
    const made = await chosen(second!, 'Sibling already enrolled');
    expect(made.statusCode).toBe(201);
    expect((await offersOf(second!))[0]).toMatchObject({
      outOfOrderReason: 'Sibling already enrolled',
    });
    expect((await historyOf(second!))[0]!.details).toMatchObject({
      reason: 'Sibling already enrolled',
    });
    expect((await chosen(other, 'Asked for it')).json().message).toBe(NOT_IN_GROUP_MESSAGE);
    const again = await chosen(second!, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NOT_WAITING_MESSAGE);
    // Set back to Waiting by hand while the offer is still open: still one offer at a time.
    await t.db.update(waitingList).set({ status: 'active' }).where(eq(waitingList.id, second!));
    expect((await chosen(second!, 'Twice')).json().message).toBe(HAS_OFFER_MESSAGE);
    expect(await statusOf(first!)).toBe('active');
  });

  it('writes the offer in Spanish, with the Spanish link, for a Spanish form', async () => {
    const group = await setSeats(1);
    const [spanish] = await families(1, { language: 'es' });
    await offerNext(group.id, 1);
    const mail = (await mailsOf(t, spanish!)).at(-1)!;
    expect(mail.subject).toBe('Un lugar para su estudiante en el Campus K-12 (NovaLearn Academy)');
    expect(mail.text).toContain('con inicio en el período de otoño de 2027.');
    expect(mail.text).toMatch(/\/es\/waiting-list\/offer\/[\w-]{43}/);
  });
});

describe('answers', () => {
  it('accepts from the link: the seat is taken and the entry enrolled', async () => {
    const group = await setSeats(1);
    const [family] = await families(1);
    await offerNext(group.id, 1);
    const token = await offerTokenOf(family!);

    const view = await t.app.inject({ url: `/api/waiting-list/offers/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.json()).toMatchObject({ status: 'open', canAnswer: true, gradeOrProgram: grade });

    const accepted = await answer(token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      canAnswer: false,
    } satisfies Partial<FamilyOfferDto>);
    expect(await statusOf(family!)).toBe('enrolled');
    const counts = (await api('GET', '/api/admissions/seat-groups')).json() as SeatGroupDto[];
    expect(counts.find((one) => one.id === group.id)).toMatchObject({
      accepted: 1,
      offersOpen: 0,
      seatsFree: 0,
    });
    expect((await answer(token, 'decline')).statusCode).toBe(409);
    const unknown = await t.app.inject({ url: '/api/waiting-list/offers/not-a-real-link' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(UNKNOWN_OFFER_LINK_MESSAGE);
  });

  it('declines with a reason, and the seat goes to the next family in line', async () => {
    const group = await setSeats(1);
    const [first, second, third] = await families(3);
    await offerNext(group.id, 1);
    const declined = await answer(await offerTokenOf(first!), 'decline', { reason: 'We moved' });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await statusOf(first!)).toBe('declined');
    expect((await offersOf(first!))[0]).toMatchObject({ declineReason: 'We moved' });
    // The next family in rank order got the seat on its own, with its own mail.
    expect(await statusOf(second!)).toBe('invited');
    expect((await offersOf(second!))[0]).toMatchObject({ status: 'open', offeredBy: null });
    expect((await mailsOf(t, second!)).at(-1)!.subject).toMatch(/^A seat for your student/);
    expect(await statusOf(third!)).toBe('active');
  });

  it('does not move on by itself when auto-advance is off', async () => {
    const group = await setSeats(1, false);
    const [first, second] = await families(2);
    await offerNext(group.id, 1);
    await answer(await offerTokenOf(first!), 'decline');
    expect(await statusOf(second!)).toBe('active');
    expect(await offersOf(second!)).toEqual([]);
  });
});

describe('the status page', () => {
  it('shows the newest offer and answers it through the status link', async () => {
    const group = await setSeats(1);
    const [family] = await families(1);
    const statusToken = await statusTokenOf(t, family!);
    const before = await t.app.inject({ url: `/api/waiting-list/status/${statusToken}/offer` });
    expect(before.json()).toEqual({ offer: null });
    const noOffer = await t.app.inject({
      method: 'POST',
      url: `/api/waiting-list/status/${statusToken}/offer/accept`,
    });
    expect(noOffer.statusCode).toBe(409);

    await offerNext(group.id, 1);
    const shown = await t.app.inject({ url: `/api/waiting-list/status/${statusToken}/offer` });
    expect(shown.json().offer).toMatchObject({ status: 'open', canAnswer: true });
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/waiting-list/status/${statusToken}/offer/decline`,
      payload: { reason: '' },
    });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect((await offersOf(family!))[0]).toMatchObject({ status: 'declined', declineReason: null });
  });
});
