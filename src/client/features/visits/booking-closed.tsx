import type { BookingViewDto } from '../../../domain/visits/dtos.ts';
import { formatVisitWhen } from './visit-time.ts';
import type { VisitsCopy } from './visits-copy-en.ts';
import { WriteToUs } from './write-to-us.tsx';

/**
 * Why the booking can no longer be moved here, plainly: we called the time off, it has started,
 * or moving closed at the cut-off while cancelling stays open until the start (ADR 052). Then
 * who to write to instead.
 */
export function BookingClosed(props: {
  copy: VisitsCopy;
  booking: BookingViewDto;
  hasStarted: boolean;
}) {
  const { copy, booking } = props;
  const { session } = booking;
  const reason =
    session.status === 'cancelled'
      ? copy.booking.closedCalledOff
      : props.hasStarted
        ? copy.booking.closedPassed
        : copy.booking.closedCutoff(formatVisitWhen(copy.locale, session.closesAt));
  return (
    <div className="grid gap-2">
      <p className="max-w-prose text-lg text-ink">{reason}</p>
      <WriteToUs ask={copy.booking.closedWrite} />
    </div>
  );
}
