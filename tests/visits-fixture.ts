import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { VisitEventDto } from '../src/domain/visits/dtos.ts';
import type { VisitEventInput } from '../src/domain/visits/schemas.ts';
import type { Database } from '../src/server/db/client.ts';
import { issueBookingLink } from '../src/server/modules/visits/booking-token.ts';
import {
  visitBookings,
  visitSessions,
  type VisitBooking,
} from '../src/server/modules/visits/visits.table.ts';
import type { TestApp } from './test-app.ts';

/** A valid event: every Saturday at 10:00 AM CT from Jan 1, 2026, in person, 10 seats. */
export const visitEventForm = (overrides: Partial<VisitEventInput> = {}): VisitEventInput => ({
  kind: 'family-session',
  titleEn: 'Family session',
  titleEs: 'Sesión para familias',
  descriptionEn: 'Meet the team and ask questions.',
  descriptionEs: 'Conozca al equipo y haga preguntas.',
  format: 'in-person',
  location: 'The Woodlands, Texas',
  meetingUrl: null,
  recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
  startsOn: '2026-01-01',
  endsOn: null,
  localTime: '10:00',
  durationMinutes: 60,
  capacity: 10,
  cutoffMinutes: 120,
  languages: ['en', 'es'],
  ...overrides,
});

/** Creates an event through the staff route; answers it. */
export async function createVisitEvent(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Partial<VisitEventInput> = {},
): Promise<VisitEventDto> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/visit-events',
    headers,
    payload: visitEventForm(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as VisitEventDto;
}

/** The event's sessions, by start. */
export const sessionsOf = (db: Database, eventId: string) =>
  db
    .select()
    .from(visitSessions)
    .where(eq(visitSessions.eventId, eventId))
    .orderBy(visitSessions.startsAt);

let bookingCounter = 0;

/**
 * A booking written straight into the table, as the public booking routes would leave it (seats
 * are not counted here: the test says what it wants).
 */
export async function insertBooking(
  db: Database,
  sessionId: string,
  overrides: Partial<typeof visitBookings.$inferInsert> = {},
): Promise<VisitBooking> {
  bookingCounter += 1;
  const status = overrides.status ?? 'booked';
  const [booking] = await db
    .insert(visitBookings)
    .values({
      sessionId,
      status,
      name: `Visitor ${bookingCounter}`,
      email: `visitor${bookingCounter}@example.org`,
      language: 'en',
      partySize: 1,
      offerExpiresAt: status === 'offered' ? new Date('2030-01-01T00:00:00Z') : null,
      bookedAt: status === 'booked' ? new Date('2026-01-01T00:00:00Z') : null,
      ...overrides,
    })
    .returning();
  return booking!;
}

/**
 * The four visit tables for the backup proof: an event made through the staff route (with its
 * sessions), a booking of its first session with accommodations and a note, and its private link.
 */
export async function fillVisitTables(t: TestApp, headers: Record<string, string>) {
  const event = await createVisitEvent(t, headers, { titleEn: 'Backup campus tour' });
  const [session] = await sessionsOf(t.db, event.id);
  const booking = await insertBooking(t.db, session!.id, {
    name: 'Zoë Backup',
    partySize: 3,
    language: 'es',
    accommodations: ['quiet-hour', 'sibling'],
    note: 'Llegamos en silla de ruedas.',
    remindersSent: ['2-days'],
  });
  await issueBookingLink(t.db, booking.id, t.clock.now());
}
