import { EnrollmentProgressSection } from '../../features/admissions/enrollment-progress-section.tsx';
import { SeatsSection } from '../../features/admissions/seats-section.tsx';
import { BarChart } from '../../features/public-site/bar-chart.tsx';
import { WaitingListView } from '../../features/waiting-list/waiting-list-view.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/waiting-list';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Waiting List') }];

/**
 * The staff follow-up of the waiting list; the counts borrow the public site's accessible bar
 * chart.
 */
export default function WaitingListPage() {
  return (
    <>
      <PageHeader
        title="Waiting List"
        description="Seats per grade or program and their offers; below them, the applications from the enrollment page, by position. Filter, open an entry to change its status or priority, and export."
      />
      <div className="grid gap-10">
        <SeatsSection />
        <EnrollmentProgressSection />
        <WaitingListView renderChart={(chart) => <BarChart chart={chart} />} />
      </div>
    </>
  );
}
