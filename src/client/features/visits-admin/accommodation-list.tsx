import type { Accommodation } from '../../../domain/visits/visits.ts';
import { accommodationLabel } from './visit-labels.ts';

/** A booking's accommodations in words, one a line, strong: staff prepare each one. */
export function AccommodationList({
  accommodations,
}: {
  accommodations: readonly Accommodation[];
}) {
  if (accommodations.length === 0) return <span className="text-ink-muted">None</span>;
  return (
    <ul className="grid gap-0.5">
      {accommodations.map((accommodation) => (
        <li key={accommodation} className="font-semibold text-waiting-ink">
          {accommodationLabel(accommodation)}
        </li>
      ))}
    </ul>
  );
}
