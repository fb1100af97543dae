import type { Locale } from '../../../domain/common/i18n.ts';
import type { PublicVisitDto } from '../../../domain/visits/dtos.ts';
import { asksPhone } from '../../../domain/visits/public-booking.ts';
import type { BookingInput } from '../../../domain/visits/schemas.ts';
import type { Accommodation } from '../../../domain/visits/visits.ts';

/** The form's fields in screen order, which is also the error summary's order. */
export const BOOKING_FIELDS = [
  'sessionId',
  'name',
  'email',
  'phone',
  'language',
  'partySize',
  'accommodations',
  'note',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** bookingInput's note limit, shown by the counter under the field. */
export const NOTE_MAX_LENGTH = 500;

export type BookingValues = {
  sessionId: string;
  name: string;
  email: string;
  /** Asked of a call only (ADR 052). */
  phone: string;
  language: Locale;
  partySize: number;
  accommodations: Accommodation[];
  note: string;
};

/** Accommodations are asked of in-person visits only (a call needs no quiet room). */
export const asksAccommodations = (visit: Pick<PublicVisitDto, 'format'>) =>
  visit.format === 'in-person';

/** A blank form: the page's language when the visit is held in it, else the visit's first. */
export function emptyBookingValues(visit: PublicVisitDto, locale: Locale): BookingValues {
  return {
    sessionId: '',
    name: '',
    email: '',
    phone: '',
    language: visit.languages.includes(locale) ? locale : (visit.languages[0] ?? locale),
    partySize: 1,
    accommodations: [],
    note: '',
  };
}

/**
 * What the shared schema checks: a time that is no longer on the list (taken away by a refresh
 * after a refusal) counts as none chosen, so the family is asked to choose again.
 */
export function toBookingInput(values: BookingValues, visit: PublicVisitDto): BookingInput {
  const isListed = visit.sessions.some((session) => session.id === values.sessionId);
  return {
    ...values,
    sessionId: isListed ? values.sessionId : '',
    // Another visit does not ask for it: nothing typed is sent.
    phone: asksPhone(visit) ? values.phone : '',
    accommodations: asksAccommodations(visit) ? values.accommodations : [],
  };
}
