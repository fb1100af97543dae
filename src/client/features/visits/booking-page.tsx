import { QueryClientProvider } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathInLocale } from '../../../domain/common/i18n.ts';
import { VISITS_PATH } from '../../../domain/visits/visits.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { useBooking } from './api.ts';
import { BookingView } from './booking-view.tsx';
import { RetryNotice } from './retry-notice.tsx';
import { BLOCK_LINK, FRAME } from './visit-styles.ts';
import type { VisitsCopy } from './visits-copy-en.ts';

const TITLE = 'text-3xl leading-tight font-bold text-ink md:text-4xl';

/** A link that opens no booking: unknown (404) or malformed (400). */
const isDeadLink = (error: unknown) => [400, 404].includes(readErrorStatus(error) ?? 0);

function BookingContent({ copy, token }: { copy: VisitsCopy; token: string }) {
  const booking = useBooking(token);
  if (booking.isPending) return <Spinner label={copy.booking.loading} showLabel />;
  if (!booking.data) {
    if (isDeadLink(booking.error)) {
      // The server's own words in English; in Spanish, what they mean.
      const message =
        (copy.locale === 'en' ? readServerMessage(booking.error) : null) ??
        copy.booking.deadLinkText;
      return (
        <div className="grid gap-4">
          <h2 className="text-2xl font-bold text-ink">{copy.booking.deadLinkTitle}</h2>
          <p role="alert" className="max-w-prose text-lg text-ink">
            {message}
          </p>
          <Link to={pathInLocale(VISITS_PATH, copy.locale)} className={BLOCK_LINK}>
            {copy.booking.bookAgain}
          </Link>
        </div>
      );
    }
    return (
      <RetryNotice
        message={copy.booking.loadFailed}
        retryLabel={copy.retry}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  return <BookingView copy={copy} token={token} booking={booking.data} />;
}

/**
 * /visits/booking/:token (ADR 052): the family's own booking from the confirmation mail, keyed
 * by token so another link starts afresh. The title names no one.
 */
export function BookingLinkPage({ copy, token }: { copy: VisitsCopy; token: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className={`${FRAME} grid gap-8`}>
        <h1 className={TITLE}>{copy.bookingPageTitle}</h1>
        <BookingContent key={token} copy={copy} token={token} />
      </div>
    </QueryClientProvider>
  );
}
