import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { isoDayIn } from '../../../domain/common/calendar-day.ts';
import { toCsv, type CsvValue } from '../../../domain/common/csv.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import { ACCOMMODATION_LABELS } from '../../../domain/visits/accommodation-labels.ts';
import type { sessionRangeQuery } from '../../../domain/visits/schemas.ts';
import type { Database } from '../../db/client.ts';
import { recordExport, type AuditActor } from '../audit/audit.service.ts';
import { BOOKING_STATUS_ORDER } from './staff-booking-dto.ts';
import { sessionRangeOf } from './staff-session-range.ts';
import { visitBookings, visitEvents, visitSessions } from './visits.table.ts';

/** Headers in words, as the staff pages name the columns. */
export const SESSIONS_CSV_COLUMNS = [
  'Date',
  'Time (CT)',
  'Visit',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Language',
  'People',
  'Accommodations',
  'Note',
  'Attended',
] as const;

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const;

let timeFormatter: Intl.DateTimeFormat | undefined;
/** "10:00 AM" on the organisation's clock. */
const timeOfDay = (instant: Date) =>
  (timeFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ORGANISATION_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })).format(instant);

const attendedWord = (attended: boolean | null) =>
  attended === null ? '' : attended ? 'yes' : 'no';

/**
 * GET /api/visit-sessions/export.csv (staff): one row per booking of the sessions in the range
 * (America/Chicago days, as the list), by session start and then as the session page lists them.
 * A called-off session's status says so. Cells a spreadsheet would run as a formula are quoted
 * as text (csv.ts); the export is in the audit log with its range and size.
 */
export async function exportSessionsCsv(options: {
  db: Database;
  query: z.output<typeof sessionRangeQuery>;
  actor: AuditActor;
  now: Date;
}): Promise<{ filename: string; csv: string }> {
  const { db } = options;
  const range = sessionRangeOf(options.query, options.now);
  const rows = await db
    .select({
      booking: visitBookings,
      startsAt: visitSessions.startsAt,
      sessionStatus: visitSessions.status,
      title: visitEvents.titleEn,
    })
    .from(visitBookings)
    .innerJoin(visitSessions, eq(visitSessions.id, visitBookings.sessionId))
    .innerJoin(visitEvents, eq(visitEvents.id, visitSessions.eventId))
    .where(
      and(
        gte(visitSessions.startsAt, range.startsFrom),
        lt(visitSessions.startsAt, range.startsBefore),
      ),
    )
    .orderBy(
      asc(visitSessions.startsAt),
      asc(visitEvents.titleEn),
      asc(visitSessions.id),
      BOOKING_STATUS_ORDER,
      asc(visitBookings.createdAt),
      asc(visitBookings.id),
    );
  const lines: CsvValue[][] = rows.map(({ booking, startsAt, sessionStatus, title }) => [
    isoDayIn(startsAt),
    timeOfDay(startsAt),
    title,
    sessionStatus === 'cancelled' ? `${booking.status} (session called off)` : booking.status,
    booking.name,
    booking.email,
    booking.phone,
    LANGUAGE_NAMES[booking.language],
    booking.partySize,
    booking.accommodations.map((need) => ACCOMMODATION_LABELS.en[need]).join('; '),
    booking.note,
    attendedWord(booking.attended),
  ]);
  await recordExport({
    db,
    actor: options.actor,
    entity: 'visit_booking',
    format: 'csv',
    rows: lines.length,
    details: { from: range.from, to: range.to },
    at: options.now,
  });
  return {
    filename: `visits-${range.from}-to-${range.to}.csv`,
    csv: `\uFEFF${toCsv([[...SESSIONS_CSV_COLUMNS], ...lines])}`,
  };
}
