/** The answers of the visits API (ADR 052). Times are UTC ISO strings; pages show them in CT. */
import { z } from 'zod';
import { LOCALES } from '../common/i18n.ts';
import { isoDate, isoDateTime, uuid } from '../common/dto-fields.ts';
import { recurrenceSchema } from './recurrence.ts';
import {
  ACCOMMODATIONS,
  BOOKING_STATUSES,
  SESSION_STATUSES,
  VISIT_FORMATS,
  VISIT_KINDS,
} from './visits.ts';

/** One time of an event as the public sees it: only whether seats are left, never who booked. */
export const publicSessionDto = z.object({
  id: uuid,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  seatsLeft: z.number().int(),
  /** No seats left: a booking joins the waiting list. */
  isFull: z.boolean(),
  /** Bookings close at this moment (the cut-off). */
  closesAt: isoDateTime,
});
export type PublicSessionDto = z.infer<typeof publicSessionDto>;

/** An event on the public pages, in the page's language, with its next open times. */
export const publicVisitDto = z.object({
  id: uuid,
  slug: z.string(),
  kind: z.enum(VISIT_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  format: z.enum(VISIT_FORMATS),
  /** In person: the address; a call: how we call. Virtual: null (the link goes to those booked). */
  location: z.string().nullable(),
  durationMinutes: z.number().int(),
  languages: z.array(z.enum(LOCALES)),
  /** The "what will happen" story page exists for this visit. */
  hasStory: z.boolean(),
  sessions: z.array(publicSessionDto),
});
export type PublicVisitDto = z.infer<typeof publicVisitDto>;

export const publicVisitsDto = z.object({ visits: z.array(publicVisitDto) });
export type PublicVisitsDto = z.infer<typeof publicVisitsDto>;

/** POST /api/visits/bookings: where the booking went; the private link comes by mail. */
export const bookingCreatedDto = z.object({
  status: z.enum(['booked', 'waiting']),
  email: z.string(),
  startsAt: isoDateTime,
  title: z.string(),
});
export type BookingCreatedDto = z.infer<typeof bookingCreatedDto>;

/** The booking link's page: the booking, its visit and what the family can do now. */
export const bookingViewDto = z.object({
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  email: z.string(),
  language: z.enum(LOCALES),
  partySize: z.number().int(),
  accommodations: z.array(z.enum(ACCOMMODATIONS)),
  note: z.string().nullable(),
  /** Offered: the seat is held for them until then. */
  offerExpiresAt: isoDateTime.nullable(),
  visit: publicVisitDto.omit({ sessions: true }),
  session: z.object({
    id: uuid,
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    closesAt: isoDateTime,
    status: z.enum(SESSION_STATUSES),
  }),
  /** Virtual and booked: the meeting link. Never shown before the seat is theirs. */
  meetingUrl: z.string().nullable(),
  /** Other open times of the same visit they may move to (booked or waiting, before cut-off). */
  otherSessions: z.array(publicSessionDto),
  /** Whether cancelling, moving or accepting is still possible (before the cut-off). */
  canChange: z.boolean(),
});
export type BookingViewDto = z.infer<typeof bookingViewDto>;

/** Staff: an event as defined. */
export const visitEventDto = z.object({
  id: uuid,
  slug: z.string(),
  kind: z.enum(VISIT_KINDS),
  titleEn: z.string(),
  titleEs: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  format: z.enum(VISIT_FORMATS),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  recurrence: recurrenceSchema,
  startsOn: isoDate,
  endsOn: isoDate.nullable(),
  localTime: z.string(),
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  cutoffMinutes: z.number().int(),
  languages: z.array(z.enum(LOCALES)),
  isArchived: z.boolean(),
});
export type VisitEventDto = z.infer<typeof visitEventDto>;
export const visitEventsDto = z.object({ events: z.array(visitEventDto) });

/** Staff: a session in the calendar and list, with its numbers. */
export const staffSessionDto = z.object({
  id: uuid,
  eventId: uuid,
  title: z.string(),
  kind: z.enum(VISIT_KINDS),
  format: z.enum(VISIT_FORMATS),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  status: z.enum(SESSION_STATUSES),
  capacity: z.number().int(),
  /** People in seats (booked and offered). */
  seatsTaken: z.number().int(),
  bookingCount: z.number().int(),
  waitingCount: z.number().int(),
  /** Bookings that asked for at least one accommodation. */
  accommodationCount: z.number().int(),
});
export type StaffSessionDto = z.infer<typeof staffSessionDto>;
export const staffSessionsDto = z.object({ sessions: z.array(staffSessionDto) });

export const staffBookingDto = z.object({
  id: uuid,
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  email: z.string(),
  /** A call: the number staff ring (ADR 052); null for other visits. Staff answers only. */
  phone: z.string().nullable(),
  language: z.enum(LOCALES),
  partySize: z.number().int(),
  accommodations: z.array(z.enum(ACCOMMODATIONS)),
  note: z.string().nullable(),
  /** null: not marked yet. */
  attended: z.boolean().nullable(),
  offerExpiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The waiting-list entry with the same email, for the link to the family. */
  waitingListEntryId: uuid.nullable(),
});
export type StaffBookingDto = z.infer<typeof staffBookingDto>;

export const staffSessionDetailDto = staffSessionDto.extend({
  location: z.string().nullable(),
  bookings: z.array(staffBookingDto),
});
export type StaffSessionDetailDto = z.infer<typeof staffSessionDetailDto>;

/** A waiting-list entry's visits (bookings with the entry's email). */
export const familyVisitDto = z.object({
  bookingId: uuid,
  sessionId: uuid,
  title: z.string(),
  startsAt: isoDateTime,
  status: z.enum(BOOKING_STATUSES),
  partySize: z.number().int(),
  accommodations: z.array(z.enum(ACCOMMODATIONS)),
  attended: z.boolean().nullable(),
});
export type FamilyVisitDto = z.infer<typeof familyVisitDto>;
export const familyVisitsDto = z.object({ visits: z.array(familyVisitDto) });

/** The dashboard's numbers for today (America/Chicago). */
export const visitsTodayDto = z.object({
  sessions: z.number().int(),
  people: z.number().int(),
  accommodations: z.number().int(),
  waiting: z.number().int(),
});
export type VisitsTodayDto = z.infer<typeof visitsTodayDto>;
