import type { PublicSessionDto, PublicVisitDto } from '../../../domain/visits/dtos.ts';
import type { VisitsCopy } from './visits-copy-en.ts';

type VisitFactsSource = Pick<
  PublicVisitDto,
  'format' | 'location' | 'durationMinutes' | 'languages'
>;

/** "3 seats left", or that the time is full and a booking joins its waiting list. */
export const seatsText = (copy: VisitsCopy, session: PublicSessionDto, short = false) =>
  session.isFull
    ? short
      ? copy.seats.fullShort
      : copy.seats.full
    : copy.seats.left(session.seatsLeft);

/**
 * Where, how long and in which language a visit is, in words: "In person at …", "Online: we
 * email the link once you are booked", "A phone call: we call you".
 */
export function VisitFacts({ copy, visit }: { copy: VisitsCopy; visit: VisitFactsSource }) {
  const rows = [
    { key: copy.facts.where, value: copy.facts.format(visit.format, visit.location) },
    { key: copy.facts.howLong, value: copy.facts.duration(visit.durationMinutes) },
    { key: copy.facts.language, value: copy.facts.languages(visit.languages) },
  ];
  return (
    <dl className="grid gap-2">
      {rows.map((row) => (
        <div key={row.key} className="grid gap-x-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="font-semibold text-ink">{row.key}</dt>
          <dd className="text-ink wrap-anywhere">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
