import { ManageGivingRequestPage } from '../../features/donor-portal/donor-portal-pages.tsx';
import { PORTAL_COPY } from '../../features/donor-portal/portal-copy.ts';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/manage-giving';

const COPY = PORTAL_COPY.es;

/** The form that mails a donor the private link to their giving page. */
export const meta: Route.MetaFunction = () => [{ title: publicTitle(COPY.title) }];

export default function ManageGivingRouteSpanish() {
  return <ManageGivingRequestPage copy={COPY} />;
}
