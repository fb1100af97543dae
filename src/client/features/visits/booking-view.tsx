import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import type { BookingViewDto } from '../../../domain/visits/dtos.ts';
import { VISITS_PATH, visitStoryPath } from '../../../domain/visits/visits.ts';
import { isNetworkError, readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { Button } from '../../ui/button.tsx';
import { buttonClassName } from '../../ui/button-styles.ts';
import { calendarUrl, useChangeBooking, type BookingAction } from './api.ts';
import { BookingClosed } from './booking-closed.tsx';
import { BookingDetails } from './booking-details.tsx';
import { BookingStatusNote } from './booking-status.tsx';
import { CancelBooking } from './cancel-booking.tsx';
import { MoveBooking } from './move-booking.tsx';
import { BLOCK_LINK } from './visit-styles.ts';
import { formatVisitWhen } from './visit-time.ts';
import type { VisitsCopy } from './visits-copy-en.ts';

/** The server's refusal: its own words in English, their meaning in Spanish. */
function describeFailure(copy: VisitsCopy, error: unknown): string {
  if (isNetworkError(error)) return copy.booking.failed;
  // A refused move names the time in a field error ("choose another time"): that is the reason.
  const message = Object.values(readFieldErrors(error))[0] ?? readServerMessage(error);
  return copy.booking.refusal(readErrorStatus(error), message) ?? copy.booking.failed;
}

function noticeFor(copy: VisitsCopy, action: BookingAction, next: BookingViewDto): string {
  const { done } = copy.booking;
  if (action.kind === 'cancel') return done.cancelled;
  if (action.kind === 'accept') return done.accepted;
  const when = formatVisitWhen(copy.locale, next.session.startsAt);
  return next.status === 'waiting' ? done.movedWaiting(when) : done.moved(when);
}

/**
 * The booking behind the mailed link: its status, what, when and where, and what the family can
 * do now (say yes to a held seat, move, cancel, add it to a calendar). Each change answers with
 * the booking as it now stands, and a sentence says what was done.
 */
export function BookingView({
  copy,
  token,
  booking,
}: {
  copy: VisitsCopy;
  token: string;
  booking: BookingViewDto;
}) {
  const change = useChangeBooking(token);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The moment the page was drawn: enough to tell whether the visit has started.
  const [now] = useState(() => Date.now());
  const isActive = booking.status !== 'cancelled';
  const hasStarted = now >= Date.parse(booking.session.startsAt);
  // Cancelling stays open after the cut-off, until the start (ADR 052).
  const canCancel = isActive && !hasStarted && booking.session.status === 'scheduled';
  const inPage = (path: string) => pathInLocale(path, copy.locale);

  function run(action: BookingAction, done?: () => void) {
    setNotice(null);
    setFailure(null);
    change.mutate(action, {
      onSuccess: (next) => {
        setNotice(noticeFor(copy, action, next));
        done?.();
        // A cancel moves focus once its dialog has closed (CancelBooking).
        if (action.kind !== 'cancel') noticeRef.current?.focus();
      },
      onError: (error) => setFailure(describeFailure(copy, error)),
    });
  }

  return (
    <div className="grid gap-8">
      <BookingStatusNote copy={copy} booking={booking} />
      <div ref={noticeRef} tabIndex={-1} role="status" className="empty:hidden">
        {notice ? (
          <p className="rounded-md border-4 border-brand bg-brand-soft p-4 text-lg text-brand-ink">
            {notice}
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {failure ? (
          <p className="rounded-md border-2 border-danger bg-danger-soft p-3 text-danger-ink">
            {failure}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="booking-details" className="grid gap-4">
        <h2 id="booking-details" className="text-2xl font-bold text-ink">
          {copy.booking.detailsTitle}
        </h2>
        <BookingDetails copy={copy} booking={booking} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {booking.status === 'booked' ? (
            <a href={calendarUrl(token)} className={buttonClassName('secondary', 'min-h-11')}>
              {copy.booking.addToCalendar}
            </a>
          ) : null}
          {isActive && booking.visit.hasStory ? (
            <Link to={inPage(visitStoryPath(booking.visit.slug))} className={BLOCK_LINK}>
              {copy.booking.story}
            </Link>
          ) : null}
          {!isActive ? (
            <Link to={inPage(VISITS_PATH)} className={BLOCK_LINK}>
              {copy.booking.bookAgain}
            </Link>
          ) : null}
        </div>
      </section>
      {isActive ? (
        <section aria-labelledby="booking-actions" className="grid gap-4">
          <h2 id="booking-actions" className="text-2xl font-bold text-ink">
            {copy.booking.actionsTitle}
          </h2>
          {booking.canChange ? (
            <>
              {booking.status === 'offered' ? (
                <div>
                  <Button
                    className="min-h-11 text-lg"
                    disabled={change.isPending}
                    onClick={() => run({ kind: 'accept' })}
                  >
                    {copy.booking.accept}
                  </Button>
                </div>
              ) : null}
              {booking.status === 'booked' || booking.status === 'waiting' ? (
                <MoveBooking
                  copy={copy}
                  sessions={booking.otherSessions}
                  isPending={change.isPending}
                  onMove={(sessionId, done) => run({ kind: 'move', sessionId }, done)}
                />
              ) : null}
            </>
          ) : (
            <BookingClosed copy={copy} booking={booking} hasStarted={hasStarted} />
          )}
          {canCancel ? (
            <div>
              <CancelBooking
                copy={copy}
                isPending={change.isPending}
                error={failure}
                onCancel={(done) => run({ kind: 'cancel' }, done)}
                onClosedAfterCancel={() => noticeRef.current?.focus()}
              />
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
