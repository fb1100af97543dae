import type { Locale } from '../../../domain/common/i18n.ts';
import { ACCOMMODATION_LABELS } from '../../../domain/visits/accommodation-labels.ts';
import type {
  Accommodation,
  BookingStatus,
  VisitFormat,
  VisitKind,
} from '../../../domain/visits/visits.ts';
import type { BadgeVariant } from '../../ui/badge.tsx';

/** The words staff read for the visits' codes (the admin area is in English). */
export const KIND_LABELS: Record<VisitKind, string> = {
  'family-session': 'Family session',
  'campus-tour': 'Campus tour',
  'investor-briefing': 'Investor briefing',
  symposium: 'Symposium',
  'discovery-call': 'Discovery call',
  'virtual-tour': 'Virtual tour',
};

export const FORMAT_LABELS: Record<VisitFormat, string> = {
  'in-person': 'In person',
  virtual: 'Virtual',
  call: 'Phone call',
};

export const LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };

export const languagesWords = (languages: readonly Locale[]) =>
  languages.map((language) => LANGUAGE_LABELS[language]).join(', ');

/** The status in words; the badge's colour only repeats it. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  offered: 'Seat offered',
  waiting: 'Waiting',
  cancelled: 'Cancelled',
};

export const BOOKING_STATUS_BADGES: Record<BookingStatus, BadgeVariant> = {
  booked: 'success',
  offered: 'default',
  waiting: 'waiting',
  cancelled: 'muted',
};

export const accommodationLabel = (accommodation: Accommodation) =>
  ACCOMMODATION_LABELS.en[accommodation];

/** "1 person", "3 people". */
export const peopleWords = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** "7 of 12 booked": people in seats (booked and offered) out of the seats there are. */
export const seatsWords = (taken: number, capacity: number) => `${taken} of ${capacity} booked`;

/** "Closes 24 hours before", "Closes at the start", "Closes 90 minutes before". */
export function cutoffWords(minutes: number): string {
  if (minutes === 0) return 'Closes at the start';
  if (minutes % 60 !== 0) return `Closes ${minutes} minutes before`;
  const hours = minutes / 60;
  return `Closes ${hours} ${hours === 1 ? 'hour' : 'hours'} before`;
}
