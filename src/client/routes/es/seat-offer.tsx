import * as offer from '../../../domain/content/es/seat-offer.ts';
import * as messages from '../../../domain/content/es/enrollment-messages.ts';
import * as options from '../../../domain/content/es/waiting-list-options.ts';
import { SeatOfferPage } from '../../features/enrollment/seat-offer-page.tsx';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/seat-offer';

const COPY = {
  locale: 'es',
  offer,
  options,
  dialogLabels: messages.DIALOG_LABELS,
  toastLabels: messages.TOAST_LABELS,
} as const;

/**
 * The family's seat offer from the offer mail: never in a search index, and the title names no
 * child, so a shared screen or browser history gives nothing away.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle(offer.OFFER_PAGE_TITLE) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SeatOfferRouteSpanish({ params }: Route.ComponentProps) {
  return <SeatOfferPage copy={COPY} token={params.token} />;
}
