import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/common/i18n.ts';
import { bookingClosesAt, isBookingOpen, seatsLeft } from '../../../domain/visits/booking-rules.ts';
import type { PublicSessionDto, PublicVisitDto } from '../../../domain/visits/dtos.ts';
import { PUBLIC_DAYS_AHEAD, UNKNOWN_VISIT_MESSAGE } from '../../../domain/visits/public-booking.ts';
import { hasStory, VISIT_KINDS } from '../../../domain/visits/visits.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { visitBookings, visitEvents, visitSessions, type VisitEvent } from './visits.table.ts';

type Db = Database | Transaction;

export const titleOf = (event: VisitEvent, language: Locale) =>
  language === 'es' ? event.titleEs : event.titleEn;

/** An event as the public sees it, in one language; a virtual visit's link is never in it. */
export const toPublicVisit = (
  event: VisitEvent,
  language: Locale,
): Omit<PublicVisitDto, 'sessions'> => ({
  id: event.id,
  slug: event.slug,
  kind: event.kind,
  title: titleOf(event, language),
  description: language === 'es' ? event.descriptionEs : event.descriptionEn,
  format: event.format,
  location: event.format === 'virtual' ? null : event.location,
  durationMinutes: event.durationMinutes,
  languages: event.languages,
  hasStory: hasStory(event.kind, event.format),
});

/** Seats held (booked and offered) in each session, in the caller's snapshot. */
const seatsHeld = sql<number>`coalesce(sum(${visitBookings.partySize}) filter (where ${visitBookings.status} in ('booked', 'offered')), 0)::int`;

/**
 * The events' times a family can still book: held, starting within PUBLIC_DAYS_AHEAD days and
 * before their cut-off, with the seats left; by event, soonest first.
 */
export async function openSessionsOf(
  db: Db,
  eventIds: readonly string[],
  now: Date,
): Promise<Map<string, PublicSessionDto[]>> {
  const byEvent = new Map<string, PublicSessionDto[]>();
  if (eventIds.length === 0) return byEvent;
  const until = new Date(now.getTime() + PUBLIC_DAYS_AHEAD * 86_400_000);
  const rows = await db
    .select({ session: visitSessions, taken: seatsHeld })
    .from(visitSessions)
    .leftJoin(visitBookings, eq(visitBookings.sessionId, visitSessions.id))
    .where(
      and(
        inArray(visitSessions.eventId, [...eventIds]),
        eq(visitSessions.status, 'scheduled'),
        gt(visitSessions.startsAt, now),
        lte(visitSessions.startsAt, until),
      ),
    )
    .groupBy(visitSessions.id)
    .orderBy(asc(visitSessions.startsAt));
  for (const { session, taken } of rows) {
    if (!isBookingOpen(session, now)) continue;
    const left = seatsLeft(session.capacity, taken);
    const list = byEvent.get(session.eventId) ?? [];
    list.push({
      id: session.id,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      seatsLeft: left,
      isFull: left === 0,
      closesAt: bookingClosesAt(session).toISOString(),
    });
    byEvent.set(session.eventId, list);
  }
  return byEvent;
}

const kindOrder = (event: VisitEvent) => VISIT_KINDS.indexOf(event.kind);

/** GET /api/visits: every live event, in the order of the kinds, each with its open times. */
export async function listPublicVisits(options: {
  db: Database;
  language: Locale;
  now: Date;
}): Promise<PublicVisitDto[]> {
  const { db, language, now } = options;
  const events = await db.select().from(visitEvents).where(isNull(visitEvents.archivedAt));
  events.sort(
    (a, b) =>
      kindOrder(a) - kindOrder(b) || titleOf(a, language).localeCompare(titleOf(b, language)),
  );
  const sessions = await openSessionsOf(
    db,
    events.map((event) => event.id),
    now,
  );
  return events.map((event) => ({
    ...toPublicVisit(event, language),
    sessions: sessions.get(event.id) ?? [],
  }));
}

/** GET /api/visits/:slug: one live event; an archived one is as unknown as a wrong address. */
export async function findPublicVisit(options: {
  db: Database;
  slug: string;
  language: Locale;
  now: Date;
}): Promise<PublicVisitDto> {
  const { db, language, now } = options;
  const [event] = await db
    .select()
    .from(visitEvents)
    .where(and(eq(visitEvents.slug, options.slug), isNull(visitEvents.archivedAt)));
  if (!event) throw new AppError(404, UNKNOWN_VISIT_MESSAGE);
  const sessions = await openSessionsOf(db, [event.id], now);
  return { ...toPublicVisit(event, language), sessions: sessions.get(event.id) ?? [] };
}
