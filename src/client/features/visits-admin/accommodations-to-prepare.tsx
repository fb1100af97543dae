import { useId } from 'react';
import { holdsSeats } from '../../../domain/visits/booking-rules.ts';
import type { StaffBookingDto } from '../../../domain/visits/dtos.ts';
import { ACCOMMODATIONS } from '../../../domain/visits/visits.ts';
import { accommodationLabel, peopleWords } from './visit-labels.ts';

const familiesWords = (count: number) => `${count} ${count === 1 ? 'family' : 'families'}`;

/**
 * What to get ready before the families come (a quiet hour, low light, a break room…): each
 * accommodation with the families in seats who asked for it, above the list of bookings.
 */
export function AccommodationsToPrepare({ bookings }: { bookings: readonly StaffBookingDto[] }) {
  const headingId = useId();
  const coming = bookings.filter(
    (booking) => holdsSeats(booking.status) && booking.accommodations.length > 0,
  );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-waiting bg-waiting-soft p-5 text-waiting-ink"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        To prepare: accommodations
      </h2>
      {coming.length === 0 ? (
        <p className="mt-2">No family with a seat asked for an accommodation.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {ACCOMMODATIONS.flatMap((accommodation) => {
            const asking = coming.filter((booking) =>
              booking.accommodations.includes(accommodation),
            );
            if (asking.length === 0) return [];
            return [
              <li key={accommodation} className="grid gap-0.5">
                <span className="text-lg font-semibold">
                  {accommodationLabel(accommodation)}: {familiesWords(asking.length)}
                </span>
                <span>
                  {asking
                    .map((booking) => `${booking.name} (${peopleWords(booking.partySize)})`)
                    .join(', ')}
                </span>
              </li>,
            ];
          })}
        </ul>
      )}
    </section>
  );
}
