import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import type { Recurrence } from '../../../domain/visits/recurrence.ts';
import {
  ACCOMMODATIONS,
  BOOKING_STATUSES,
  SESSION_STATUSES,
  VISIT_FORMATS,
  VISIT_KINDS,
  type Accommodation,
  type BookingStatus,
  type ReminderId,
  type SessionStatus,
  type VisitFormat,
  type VisitKind,
} from '../../../domain/visits/visits.ts';
import { areAllOneOf, isOneOf } from '../../db/columns.ts';

/**
 * A visit staff offer (ADR 052): recurring (every Saturday at 10:00 AM) or on one day, in the
 * organisation's time zone. Its times are rows of visit_sessions, made ahead by a daily job.
 */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** In the public address (/visits/family-session); unique, never reused. */
    slug: text('slug').notNull(),
    kind: text('kind').$type<VisitKind>().notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    descriptionEn: text('description_en'),
    descriptionEs: text('description_es'),
    format: text('format').$type<VisitFormat>().notNull(),
    location: text('location'),
    /** Virtual: the meeting link, sent only to those booked. */
    meetingUrl: text('meeting_url'),
    recurrence: jsonb('recurrence').$type<Recurrence>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** HH:MM on the organisation's wall clock (America/Chicago). */
    localTime: text('local_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    cutoffMinutes: integer('cutoff_minutes').notNull(),
    languages: text('languages').array().$type<Locale[]>().notNull(),
    /** Archived: no new times are made and it leaves the public pages; its history stays. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_events_slug_key').on(t.slug),
    check('visit_events_kind_check', isOneOf(t.kind, VISIT_KINDS)),
    check('visit_events_format_check', isOneOf(t.format, VISIT_FORMATS)),
    check('visit_events_languages_check', areAllOneOf(t.languages, LOCALES)),
    check('visit_events_capacity_check', sql`${t.capacity} > 0`),
    check('visit_events_cutoff_check', sql`${t.cutoffMinutes} >= 0`),
    check('visit_events_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);
export type VisitEvent = typeof visitEvents.$inferSelect;

/**
 * One time of an event. Capacity and cut-off are copied when the session is made, so a change
 * to the event does not move seats under families already booked. A booking locks its session's
 * row, so two people cannot take the last seat.
 */
export const visitSessions = pgTable(
  'visit_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => visitEvents.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    cutoffMinutes: integer('cutoff_minutes').notNull(),
    status: text('status').$type<SessionStatus>().notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_sessions_event_id_starts_at_key').on(t.eventId, t.startsAt),
    index('visit_sessions_starts_at_idx').on(t.startsAt),
    check('visit_sessions_status_check', isOneOf(t.status, SESSION_STATUSES)),
    check('visit_sessions_capacity_check', sql`${t.capacity} > 0`),
    check('visit_sessions_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type VisitSession = typeof visitSessions.$inferSelect;

/**
 * A family's (or investor's) booking of one session: seats, the waiting list or an offered seat.
 * Reminders sent are listed, so each goes once. Its private links are in visit_booking_links.
 */
export const visitBookings = pgTable(
  'visit_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => visitSessions.id, { onDelete: 'cascade' }),
    status: text('status').$type<BookingStatus>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The number staff ring for a call (ADR 052); asked only when the visit is a call. */
    phone: text('phone'),
    language: text('language').$type<Locale>().notNull(),
    partySize: integer('party_size').notNull(),
    accommodations: text('accommodations').array().$type<Accommodation[]>().notNull().default([]),
    note: text('note'),
    /** Offered: the seat is held until then; the job passes it on after. */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** When the seat became theirs (booked, or an offer accepted): reminders count from it. */
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    remindersSent: text('reminders_sent').array().$type<ReminderId[]>().notNull().default([]),
    attended: boolean('attended'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visit_bookings_session_id_idx').on(t.sessionId),
    index('visit_bookings_email_idx').on(sql`lower(${t.email})`),
    index('visit_bookings_offer_expires_at_idx').on(t.offerExpiresAt),
    check('visit_bookings_status_check', isOneOf(t.status, BOOKING_STATUSES)),
    check('visit_bookings_language_check', isOneOf(t.language, LOCALES)),
    check('visit_bookings_accommodations_check', areAllOneOf(t.accommodations, ACCOMMODATIONS)),
    check('visit_bookings_party_size_check', sql`${t.partySize} between 1 and 8`),
    check(
      'visit_bookings_offer_check',
      sql`(${t.status} = 'offered') = (${t.offerExpiresAt} is not null)`,
    ),
  ],
);
export type VisitBooking = typeof visitBookings.$inferSelect;

/**
 * The private links of a booking, kept as their SHA-256 only: each mail (confirmation, offer,
 * reminder) carries a new one, since the token itself is never stored; every one opens the booking.
 */
export const visitBookingLinks = pgTable(
  'visit_booking_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => visitBookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_booking_links_token_hash_key').on(t.tokenHash),
    index('visit_booking_links_booking_id_idx').on(t.bookingId),
  ],
);
