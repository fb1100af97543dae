import { BookingLinkPage } from '../../features/visits/booking-page.tsx';
import { VISITS_COPY_ES as COPY } from '../../features/visits/visits-copy-es.ts';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/visit-booking';

/**
 * A family's booking from the confirmation mail: never in a search index, and the title names no
 * one, so a shared screen or browser history gives nothing away.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle(COPY.bookingPageTitle) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function VisitBookingRouteSpanish({ params }: Route.ComponentProps) {
  return <BookingLinkPage copy={COPY} token={params.token} />;
}
