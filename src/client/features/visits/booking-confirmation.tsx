import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import type { BookingCreatedDto } from '../../../domain/visits/dtos.ts';
import { VISITS_PATH } from '../../../domain/visits/visits.ts';
import { BLOCK_LINK } from './visit-styles.ts';
import { formatVisitWhen } from './visit-time.ts';
import type { VisitsCopy } from './visits-copy-en.ts';

/**
 * In place of the form once it is sent: booked, or on the waiting list of a full time. Focus
 * moves here, so a screen reader reads it and the keyboard starts from it.
 */
export function BookingConfirmation({
  copy,
  booking,
  storyPath,
}: {
  copy: VisitsCopy;
  booking: BookingCreatedDto;
  /** The visit's "what will happen" page, when it has one: read before coming. */
  storyPath: string | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const when = formatVisitWhen(copy.locale, booking.startsAt);
  const isBooked = booking.status === 'booked';
  const { confirmation } = copy;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="grid gap-3 rounded-md border-4 border-brand bg-brand-soft p-5 text-brand-ink"
    >
      <h3 className="text-2xl font-bold">
        {isBooked ? confirmation.bookedTitle : confirmation.waitingTitle}
      </h3>
      <p className="max-w-prose text-lg wrap-anywhere">
        {isBooked
          ? confirmation.booked(booking.title, when, booking.email)
          : confirmation.waiting(booking.title, when, booking.email)}
      </p>
      {storyPath ? (
        <Link to={pathInLocale(storyPath, copy.locale)} className={BLOCK_LINK}>
          {copy.list.story}
        </Link>
      ) : null}
      <Link to={pathInLocale(VISITS_PATH, copy.locale)} className={BLOCK_LINK}>
        {confirmation.otherVisits}
      </Link>
    </div>
  );
}
