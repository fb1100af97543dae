/** What the booking form, the booking link's page and staff send (shared by browser and server). */
import { z } from 'zod';
import { LOCALES } from '../common/i18n.ts';
import { emailAddress, isoDate, optionalText, requiredText } from '../common/text-fields.ts';
import {
  PHONE_MIN_DIGITS,
  PHONE_NUMBER_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from './public-booking.ts';
import { recurrenceSchema } from './recurrence.ts';
import {
  ACCOMMODATIONS,
  MAX_CAPACITY,
  MAX_PARTY_SIZE,
  VISIT_FORMATS,
  VISIT_KINDS,
} from './visits.ts';

export const PARTY_SIZE_MESSAGE = `Enter how many people are coming: 1 to ${MAX_PARTY_SIZE}`;

export const PHONE_MAX_LENGTH = 50;
/** The usual US forms: digits with spaces, dashes, dots, parentheses, and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const isPhoneNumber = (value: string) =>
  PHONE_CHARACTERS.test(value) && (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS;

/** The number staff ring for a call (ADR 052); blank becomes null, as the waiting list's phone. */
export const phoneNumber = optionalText('the phone number', PHONE_MAX_LENGTH).refine(
  (value) => value === null || isPhoneNumber(value),
  PHONE_NUMBER_MESSAGE,
);

/** A family (or investor) books a session: no account, the link comes by mail. */
export const bookingInput = z.object({
  sessionId: z.uuid('Choose a time from the list'),
  name: requiredText('your name', 200),
  email: emailAddress,
  language: z.enum(LOCALES, { error: 'Choose English or Spanish' }),
  partySize: z
    .number({ error: PARTY_SIZE_MESSAGE })
    .int(PARTY_SIZE_MESSAGE)
    .min(1, PARTY_SIZE_MESSAGE)
    .max(MAX_PARTY_SIZE, PARTY_SIZE_MESSAGE),
  accommodations: z
    .array(z.enum(ACCOMMODATIONS, { error: 'Choose accommodations from the list' }))
    .max(ACCOMMODATIONS.length)
    .default([])
    .transform((chosen) => ACCOMMODATIONS.filter((option) => chosen.includes(option))),
  note: optionalText('the note', 500),
  /** Asked only when the visit is a call: the server requires it then and drops it otherwise. */
  phone: phoneNumber,
});
export type BookingInput = z.input<typeof bookingInput>;

/**
 * The booking form of a call checks in the browser what the server checks with the session's
 * visit: a number to ring is required.
 */
export const callBookingInput = bookingInput.superRefine((input, context) => {
  if (!input.phone) {
    context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_REQUIRED_MESSAGE });
  }
});

export const bookingTokenParam = z.object({ token: z.string().min(1).max(200) });
export const visitSlugParam = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'This visit does not exist')
    .max(80),
});
export const moveBookingInput = z.object({ sessionId: z.uuid('Choose a time from the list') });
export const visitsLanguageQuery = z.object({ language: z.enum(LOCALES).default('en') });

const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM, like 10:00 or 19:00');

/** Staff define an event: recurring or one day, with seats, cut-off and languages. */
export const visitEventInput = z
  .object({
    kind: z.enum(VISIT_KINDS, { error: 'Choose the kind of visit' }),
    titleEn: requiredText('the English title', 120),
    titleEs: requiredText('the Spanish title', 120),
    descriptionEn: optionalText('the English description', 1000),
    descriptionEs: optionalText('the Spanish description', 1000),
    format: z.enum(VISIT_FORMATS, { error: 'Choose in person, virtual or a call' }),
    /** In person: the address. A call: the number we ring from (or "we call you"). */
    location: optionalText('the place', 300),
    /** Virtual: the meeting link, sent only to those booked. */
    meetingUrl: z
      .url({ protocol: /^https$/, error: 'Enter the meeting link, starting with https://' })
      .max(500)
      .nullish()
      .transform((value) => value ?? null),
    recurrence: recurrenceSchema,
    startsOn: isoDate,
    endsOn: isoDate.nullish().transform((value) => value ?? null),
    localTime,
    durationMinutes: z.number().int().min(15, 'At least 15 minutes').max(480, 'At most 8 hours'),
    capacity: z
      .number()
      .int()
      .min(1, 'At least one seat')
      .max(MAX_CAPACITY, `At most ${MAX_CAPACITY} seats`),
    cutoffMinutes: z
      .number()
      .int()
      .min(0)
      .max(14 * 24 * 60, 'At most 14 days before'),
    languages: z
      .array(z.enum(LOCALES))
      .min(1, 'Choose at least one language')
      .transform((chosen) => LOCALES.filter((language) => chosen.includes(language))),
  })
  .superRefine((event, context) => {
    if (event.format === 'virtual' && !event.meetingUrl) {
      context.addIssue({
        code: 'custom',
        path: ['meetingUrl'],
        message: 'A virtual visit needs its meeting link',
      });
    }
    if (event.format === 'in-person' && !event.location) {
      context.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'An in-person visit needs its address',
      });
    }
    if (event.endsOn !== null && event.endsOn < event.startsOn) {
      context.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The last day cannot be before the first day',
      });
    }
  });
export type VisitEventInput = z.input<typeof visitEventInput>;

export const sessionRangeQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const attendanceInput = z.object({
  /** true: came, false: did not come, null: not marked. */
  attended: z.boolean().nullable(),
});
