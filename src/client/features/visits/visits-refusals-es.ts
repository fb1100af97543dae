import {
  BOOKING_CANCELLED_MESSAGE,
  BOOKING_CHANGED_MESSAGE,
  BOOKING_CLOSED_MESSAGE,
  CHANGES_CLOSED_MESSAGE,
  OFFER_GONE_MESSAGE,
  OTHER_TIME_MESSAGE,
  PHONE_MIN_DIGITS,
  PHONE_NUMBER_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  UNKNOWN_SESSION_MESSAGE,
  UNKNOWN_VISIT_MESSAGE,
  VISIT_STARTED_MESSAGE,
} from '../../../domain/visits/public-booking.ts';

/** The visits API's refusals are in English (domain/visits/public-booking.ts): each in Spanish. */
const REFUSALS: Record<string, string> = {
  [UNKNOWN_VISIT_MESSAGE]: 'Esta visita no existe.',
  [UNKNOWN_SESSION_MESSAGE]:
    'Esta hora ya no está en la lista. Elija una hora en la página de la visita.',
  [BOOKING_CLOSED_MESSAGE]: 'Las reservas para esta hora ya cerraron.',
  [VISIT_STARTED_MESSAGE]: 'Esta visita ya empezó.',
  [OFFER_GONE_MESSAGE]: 'Ya no le guardamos este lugar.',
  [CHANGES_CLOSED_MESSAGE]:
    'Esta reserva ya no se puede cambiar de hora: las reservas para su hora cerraron. Todavía puede cancelarla hasta que empiece la visita.',
  [BOOKING_CANCELLED_MESSAGE]:
    'Esta reserva está cancelada. Reserve una hora nueva en la página de la visita.',
  [BOOKING_CHANGED_MESSAGE]: 'Esta reserva cambió hace un momento. Abra su enlace de nuevo.',
  [OTHER_TIME_MESSAGE]: 'Elija otra hora de esta visita de la lista.',
  [PHONE_REQUIRED_MESSAGE]: 'Escriba un número de teléfono al que podamos llamarle',
  [PHONE_NUMBER_MESSAGE]: `Escriba un número de teléfono con al menos ${PHONE_MIN_DIGITS} dígitos, por ejemplo (512) 555-0123`,
};

/** partyTooLargeMessage: "This time has 6 seats in all. Enter at most 6 people." */
const PARTY_TOO_LARGE = /has (\d+) seats? in all/;

/** The Spanish of a refusal the server wrote in English, or null when it is not a known one. */
export function spanishRefusal(message: string | null): string | null {
  if (!message) return null;
  const known = REFUSALS[message];
  if (known) return known;
  const capacity = PARTY_TOO_LARGE.exec(message)?.[1];
  if (!capacity) return null;
  return capacity === '1'
    ? 'Esta hora tiene 1 lugar en total. Escriba 1 persona como máximo.'
    : `Esta hora tiene ${capacity} lugares en total. Escriba ${capacity} personas como máximo.`;
}
