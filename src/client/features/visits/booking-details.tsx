import type { BookingViewDto } from '../../../domain/visits/dtos.ts';
import { SummaryList, type SummaryRow } from '../../ui/summary-list.tsx';
import { asksAccommodations } from './booking-values.ts';
import { LINK } from './visit-styles.ts';
import { formatVisitWhen } from './visit-time.ts';
import type { VisitsCopy } from './visits-copy-en.ts';

/** Where the visit is, in words; online, the meeting link once the seat is theirs. */
function whereOf(copy: VisitsCopy, booking: BookingViewDto): SummaryRow[] {
  const { visit, meetingUrl } = booking;
  if (visit.format === 'virtual' && meetingUrl) {
    return [
      { key: copy.booking.where, value: copy.facts.online },
      {
        key: copy.booking.meetingLink,
        value: (
          <a href={meetingUrl} className={`${LINK} wrap-anywhere`} rel="noreferrer">
            {meetingUrl}
          </a>
        ),
      },
    ];
  }
  return [{ key: copy.booking.where, value: copy.facts.format(visit.format, visit.location) }];
}

/** What, when and where, who is coming, what would help and their note: a summary list. */
export function BookingDetails({ copy, booking }: { copy: VisitsCopy; booking: BookingViewDto }) {
  const { booking: words, facts, form } = copy;
  const accommodations = booking.accommodations.map((one) => form.accommodations[one]);
  const rows: SummaryRow[] = [
    { key: words.what, value: booking.visit.title },
    { key: words.when, value: formatVisitWhen(copy.locale, booking.session.startsAt) },
    { key: facts.howLong, value: facts.duration(booking.visit.durationMinutes) },
    ...whereOf(copy, booking),
    { key: words.language, value: words.languageNames[booking.language] },
    { key: words.people, value: form.people(booking.partySize) },
    ...(asksAccommodations(booking.visit) || accommodations.length > 0
      ? [
          {
            key: words.accommodations,
            value: accommodations.length > 0 ? accommodations.join('\n') : words.none,
            muted: accommodations.length === 0,
          },
        ]
      : []),
    { key: words.note, value: booking.note ?? words.none, muted: booking.note === null },
  ];
  return <SummaryList rows={rows} variant="boxed" />;
}
