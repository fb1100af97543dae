import * as enrollment from '../../../domain/content/es/enrollment.ts';
import * as messages from '../../../domain/content/es/enrollment-messages.ts';
import * as status from '../../../domain/content/es/waiting-list-status.ts';
import * as options from '../../../domain/content/es/waiting-list-options.ts';
import * as offer from '../../../domain/content/es/seat-offer.ts';
import * as papers from '../../../domain/content/es/family-papers.ts';
import { WaitingListStatusPage } from '../../features/enrollment/enrollment-status.tsx';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/waiting-list-status';

const COPY = { locale: 'es', enrollment, options, messages, status, offer, papers } as const;

/**
 * The family's private page from the confirmation mail: never in a search index, and the title
 * names no child, so a shared screen or browser history gives nothing away.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle(status.STATUS_PAGE_TITLE) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WaitingListStatusRouteSpanish({ params }: Route.ComponentProps) {
  return <WaitingListStatusPage copy={COPY} token={params.token} />;
}
