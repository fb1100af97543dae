import { ManageGivingLinkPage } from '../../features/donor-portal/donor-portal-pages.tsx';
import { PORTAL_COPY } from '../../features/donor-portal/portal-copy.ts';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/manage-giving-link';

const COPY = PORTAL_COPY.es;

/** A donor's own giving, from the mailed link: never in a search index, and the title names no one. */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle(COPY.title) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ManageGivingLinkRouteSpanish({ params }: Route.ComponentProps) {
  return <ManageGivingLinkPage copy={COPY} token={params.token} />;
}
