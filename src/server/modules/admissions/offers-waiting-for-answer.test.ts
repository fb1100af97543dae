import { beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  api,
  families,
  grade,
  HOUR,
  historyOf,
  offerNext,
  offersOf,
  offerTokenOf,
  setSeats,
  setUpAdmissionsApp,
  t,
  term,
} from '../../../../tests/admissions-kit.ts';
import { signInAsNewAdmin } from '../../../../tests/test-app.ts';
import type { StaffRole } from '../../../domain/auth/staff-roles.ts';
import { mailsOf } from '../../../../tests/waiting-list-helpers.ts';
import type { OfferDto } from '../../../domain/admissions/dtos.ts';
import { GRADE_LEVEL_LABELS } from '../../../domain/content/waiting-list-options.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import { CAMPUS_NAMES } from '../../../domain/waiting-list/waiting-list.ts';
import { offerExpiringBefore, type TodayItemDto } from '../../../domain/today/today-items.ts';
import { offersWaitingForAnswer } from './public.ts';
import { OFFER_NOT_OPEN_MESSAGE } from './remind-offer.ts';

/**
 * The offers waiting for a family's answer (ADR 053): the Today page's items and admissions' own
 * list are one function, from 48 hours before the deadline until the offer is answered or
 * lapses; staff can send the reminder mail from there.
 */
setUpAdmissionsApp();

let fundraiser: Record<string, string>;
beforeAll(async () => {
  fundraiser = (await signInAsNewAdmin(t, { roles: ['fundraising'] })).headers;
});

/** A staff request days after the kit signed in: a session of that moment, as staff would have. */
async function asStaffNow(
  method: 'GET' | 'POST',
  url: string,
  roles: StaffRole[] = ['admissions'],
) {
  const { headers } = await signInAsNewAdmin(t, { roles });
  return t.app.inject({ method, url, headers });
}

/** Families of this test, each with an open offer, and the offers' deadlines. */
async function familiesWithOffers(count: number, overrides: Record<string, unknown> = {}) {
  const group = await setSeats(count);
  const entryIds = await families(count, overrides);
  const made = await offerNext(group.id, count);
  expect(made.statusCode, made.body).toBe(201);
  const { offers } = made.json() as { offers: OfferDto[] };
  return entryIds.map((entryId) => {
    const offer = offers.find((one) => one.entryId === entryId)!;
    return { entryId, offer, deadline: new Date(offer.deadline) };
  });
}

const familyWithOffer = async (overrides: Record<string, unknown> = {}) =>
  (await familiesWithOffers(1, overrides))[0]!;

const waitingAt = (now: Date) => offersWaitingForAnswer({ db: t.db, now });
const itemOf = (items: TodayItemDto[], offerId: string) =>
  items.find((item) => item.targetId === offerId);

describe('offers waiting for an answer', () => {
  it('lists an offer from just after 48 hours before its deadline, not at that instant', async () => {
    const { entryId, offer, deadline } = await familyWithOffer({ firstName: 'Marisol' });
    const windowOpens = new Date(deadline.getTime() - 48 * HOUR);
    // At the instant itself the deadline equals offerExpiringBefore(now): not before it, so out.
    expect(offerExpiringBefore(windowOpens)).toEqual(deadline);
    expect(itemOf(await waitingAt(windowOpens), offer.id)).toBeUndefined();
    expect(itemOf(await waitingAt(new Date(windowOpens.getTime() - 1)), offer.id)).toBeUndefined();

    const justAfter = new Date(windowOpens.getTime() + 1);
    const item = itemOf(await waitingAt(justAfter), offer.id);
    expect(item).toEqual({
      key: `offer-expiring:${offer.id}:${deadline.toISOString()}`,
      kind: 'offer-expiring',
      targetId: offer.id,
      title: `Linh Nguyen for Marisol Nguyen — ${CAMPUS_NAMES.k12} · ${
        GRADE_LEVEL_LABELS[grade as keyof typeof GRADE_LEVEL_LABELS]
      } · ${termLabel(term)}`,
      detail: expect.stringMatching(
        /^Answer due by 11:59 p\.m\. on \w+day, \w+ \d{1,2}, \d{4} \(Central Time\), in 47 hours$/,
      ),
      since: windowOpens.toISOString(),
      href: `/admin/waiting-list/${entryId}`,
      reply: null,
    });
  });

  it('is the same list on admissions’ own route', async () => {
    const { offer, deadline } = await familyWithOffer();
    t.clock.set(new Date(deadline.getTime() - 20 * HOUR));
    const response = await asStaffNow('GET', '/api/admissions/offers/waiting-for-answer');
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json() as TodayItemDto[];
    expect(listed).toEqual(await waitingAt(t.clock.now()));
    expect(itemOf(listed, offer.id)!.detail).toMatch(/, in 20 hours$/);
  });

  it('drops an offer once the family answers it, and names a passed deadline until it lapses', async () => {
    const [answered, late] = await familiesWithOffers(2);
    t.clock.set(new Date(answered!.deadline.getTime() - HOUR));
    expect(itemOf(await waitingAt(t.clock.now()), answered!.offer.id)).toBeDefined();
    const accepted = await answer(await offerTokenOf(answered!.entryId), 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(itemOf(await waitingAt(t.clock.now()), answered!.offer.id)).toBeUndefined();

    t.clock.set(new Date(late!.deadline.getTime() + 90 * 60_000));
    expect(itemOf(await waitingAt(t.clock.now()), late!.offer.id)!.detail).toMatch(
      /^Answer was due by 11:59 p\.m\. on .+ \(Central Time\), 1 hour ago$/,
    );
  });
});

describe('a reminder from staff', () => {
  it('mails the family now in their language with a new link that opens the offer', async () => {
    const { entryId, offer, deadline } = await familyWithOffer({ language: 'es' });
    t.clock.set(new Date(deadline.getTime() - 30 * HOUR));
    const reminded = await asStaffNow('POST', `/api/admissions/offers/${offer.id}/reminder`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toMatchObject({
      id: offer.id,
      status: 'open',
      remindedAt: t.clock.now().toISOString(),
    });
    expect((await offersOf(entryId))[0]!.remindedAt).toEqual(t.clock.now());

    const reminders = (await mailsOf(t, entryId)).filter((mail) =>
      mail.subject.startsWith('Recordatorio:'),
    );
    expect(reminders).toHaveLength(1);
    const inOutbox = await asStaffNow('GET', `/api/outbox/${reminders[0]!.id}`, ['owner']);
    expect(inOutbox.statusCode, inOutbox.body).toBe(200);
    const link = /https:\/\/school\.example\.org\/es\/waiting-list\/offer\/([\w-]{43})/.exec(
      inOutbox.json().text as string,
    );
    expect(link).not.toBeNull();
    const view = await t.app.inject({ url: `/api/waiting-list/offers/${link![1]}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ canAnswer: true });

    const [latest] = await historyOf(entryId);
    expect(latest).toMatchObject({ action: 'remind-offer', actorName: expect.any(String) });
    expect(latest!.actorId).not.toBeNull();
    expect(latest!.details).toMatchObject({
      offerId: offer.id,
      mails: [{ outboxId: reminders[0]!.id, subject: reminders[0]!.subject }],
    });
    const item = itemOf(await waitingAt(t.clock.now()), offer.id)!;
    expect(item.detail).toMatch(/ · Reminded \w{3} \d{1,2}, \d{4}$/);
  });

  it('answers 409 for an offer no longer open and 404 for an unknown one', async () => {
    const { entryId, offer } = await familyWithOffer();
    const declined = await answer(await offerTokenOf(entryId), 'decline', { reason: 'Moved' });
    expect(declined.statusCode, declined.body).toBe(200);
    const mailsBefore = (await mailsOf(t, entryId)).length;
    const refused = await api('POST', `/api/admissions/offers/${offer.id}/reminder`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OFFER_NOT_OPEN_MESSAGE);
    expect(await mailsOf(t, entryId)).toHaveLength(mailsBefore);
    expect((await offersOf(entryId))[0]!.remindedAt).toBeNull();

    const unknown = await api(
      'POST',
      '/api/admissions/offers/00000000-0000-4000-8000-000000000000/reminder',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('is refused to an account with fundraising only, as is the list', async () => {
    const { entryId, offer } = await familyWithOffer();
    const asFundraiser = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: fundraiser });
    expect(
      (await asFundraiser('POST', `/api/admissions/offers/${offer.id}/reminder`)).statusCode,
    ).toBe(403);
    expect(
      (await asFundraiser('GET', '/api/admissions/offers/waiting-for-answer')).statusCode,
    ).toBe(403);
    expect((await offersOf(entryId))[0]!.remindedAt).toBeNull();
  });
});
