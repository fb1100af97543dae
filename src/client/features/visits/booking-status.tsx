import type { BookingViewDto } from '../../../domain/visits/dtos.ts';
import type { BookingStatus } from '../../../domain/visits/visits.ts';
import { Badge, type BadgeVariant } from '../../ui/badge.tsx';
import { formatVisitWhen } from './visit-time.ts';
import type { VisitsCopy } from './visits-copy-en.ts';

const BADGE: Record<BookingStatus, BadgeVariant> = {
  booked: 'success',
  waiting: 'waiting',
  offered: 'default',
  cancelled: 'muted',
};

/** The booking's status in a word, then in a sentence of what it means now. */
export function BookingStatusNote({
  copy,
  booking,
}: {
  copy: VisitsCopy;
  booking: BookingViewDto;
}) {
  const { status, statusText } = copy.booking;
  const sentence =
    booking.status === 'offered'
      ? statusText.offered(
          booking.offerExpiresAt
            ? formatVisitWhen(copy.locale, booking.offerExpiresAt)
            : formatVisitWhen(copy.locale, booking.session.closesAt),
        )
      : statusText[booking.status];
  return (
    <div className="grid justify-items-start gap-2 rounded-md border border-line bg-surface p-4">
      <Badge variant={BADGE[booking.status]} className="text-base">
        {status[booking.status]}
      </Badge>
      <p className="max-w-prose text-lg text-ink">{sentence}</p>
    </div>
  );
}
