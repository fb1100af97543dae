import { UpcomingSessions } from '../../features/visits-admin/upcoming-sessions.tsx';
import { VisitsOffered } from '../../features/visits-admin/visits-offered.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/visits';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Visits') }];

/** Visits (ADR 052): the sessions coming up, day by day, and the visits staff offer. */
export default function VisitsPage() {
  return (
    <>
      <PageHeader
        title="Visits"
        description="Family sessions, tours, briefings and calls families book without an account. Open a session to see who is coming and what each family asked for."
      />
      <div className="grid gap-12">
        <UpcomingSessions />
        <VisitsOffered />
      </div>
    </>
  );
}
