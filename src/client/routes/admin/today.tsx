import { TodayPage } from '../../features/today/today-page.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/today';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Today') }];

/** Today (ADR 053): what needs the signed-in person now, from the areas their roles cover. */
export default function TodayRoute() {
  return (
    <>
      <PageHeader
        title="Today"
        description="What needs you now, from the areas your roles cover. Oldest first."
      />
      <TodayPage />
    </>
  );
}
