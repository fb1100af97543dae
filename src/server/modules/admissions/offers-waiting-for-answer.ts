import { and, asc, eq, lt, type SQL } from 'drizzle-orm';
import { formatOfferDeadline } from '../../../domain/admissions/offer-deadline-format.ts';
import { formatDay } from '../../../domain/common/date-format.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import {
  OFFER_EXPIRING_HOURS,
  offerExpiringBefore,
  todayItemKey,
  type TodayItemDto,
} from '../../../domain/today/today-items.ts';
import { familyName } from '../../../domain/waiting-list/family-name.ts';
import { CAMPUS_NAMES } from '../../../domain/waiting-list/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { waitingList } from '../waiting-list/public.ts';
import {
  admissionOffers,
  seatGroups,
  type AdmissionOffer,
  type SeatGroup,
} from './admissions.table.ts';
import { placeLabel } from './offer-mail.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Offers waiting for an answer (ADR 053): open, the family still invited (still on the list for
 * this seat), and a deadline before `offerExpiringBefore(now)`, the 48 hours in which the family
 * is reminded. An offer whose deadline has come stays until the job lapses it.
 */
export const offerWaitingForAnswer = (now: Date): SQL =>
  and(
    eq(admissionOffers.status, 'open'),
    eq(waitingList.status, 'invited'),
    lt(admissionOffers.deadline, offerExpiringBefore(now)),
  )!;

/** "K-12 Campus · 3rd grade · Fall 2027": a seat group as the admin pages write it. */
export const seatGroupInWords = (
  group: Pick<SeatGroup, 'campus' | 'gradeOrProgram' | 'startTerm'>,
) => `${CAMPUS_NAMES[group.campus]} · ${placeLabel(group, 'en')} · ${termLabel(group.startTerm)}`;

/** "20 hours", "1 hour", "35 minutes": how far the deadline is, rounded down. */
function distance(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.floor(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * Why it is here, literally. The deadline in the one wording of ADR 034 (the last minute of the
 * last day), then how long is left, and the last reminder when there was one.
 */
function offerDetail(offer: AdmissionOffer, now: Date, timeZone: string): string {
  const deadline = formatOfferDeadline(offer.deadline, 'en', timeZone);
  const left = offer.deadline.getTime() - now.getTime();
  const due =
    left > 0
      ? `Answer due by ${deadline}, in ${distance(left)}`
      : `Answer was due by ${deadline}, ${distance(left)} ago`;
  return offer.remindedAt ? `${due} · Reminded ${formatDay(offer.remindedAt, timeZone)}` : due;
}

/** When it started to need someone: when it entered the 48 hours, or when it was made inside them. */
const sinceOf = (offer: AdmissionOffer) =>
  new Date(
    Math.max(offer.deadline.getTime() - OFFER_EXPIRING_HOURS * HOUR_MS, offer.offeredAt.getTime()),
  );

/**
 * The "offer-expiring" items of the Today page and admissions' own list of them
 * (GET /api/admissions/offers/waiting-for-answer): one source, so their counts agree.
 */
export async function offersWaitingForAnswer(options: {
  db: Database;
  now: Date;
  /** The organisation's time zone for the wording; America/Chicago without it. */
  config?: { organisation: { timeZone: string } };
}): Promise<TodayItemDto[]> {
  const { db, now } = options;
  const timeZone = options.config?.organisation.timeZone ?? ORGANISATION_TIME_ZONE;
  const rows = await db
    .select({ offer: admissionOffers, group: seatGroups, entry: waitingList })
    .from(admissionOffers)
    .innerJoin(waitingList, eq(waitingList.id, admissionOffers.entryId))
    .innerJoin(seatGroups, eq(seatGroups.id, admissionOffers.seatGroupId))
    .where(offerWaitingForAnswer(now))
    .orderBy(asc(admissionOffers.deadline), asc(admissionOffers.id));
  return rows.map(({ offer, group, entry }) => ({
    key: todayItemKey('offer-expiring', offer.id, offer.deadline.toISOString()),
    kind: 'offer-expiring',
    targetId: offer.id,
    title: `${familyName(entry)} — ${seatGroupInWords(group)}`,
    detail: offerDetail(offer, now, timeZone),
    since: sinceOf(offer).toISOString(),
    href: `/admin/waiting-list/${entry.id}`,
    reply: null,
  }));
}
