import { ENROLLMENT_INTRO, ENROLLMENT_META } from '../../../domain/content/enrollment.ts';
import { EnrollmentTabs } from '../../features/enrollment/enrollment-tabs.tsx';
import { WhatHappensNext } from '../../features/enrollment/what-happens-next.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import { PageIntro } from '../../features/public-site/section.tsx';
import { AppProviders } from '../../lib/app-providers.tsx';
import type { Route } from './+types/enrollment';

export const meta: Route.MetaFunction = () => publicPageMeta(ENROLLMENT_META);

/**
 * The waiting-list page (public spec §2): prerendered like every public page, and the only one
 * that sends anything, so it brings its own query cache and toast region (lib/app-providers.tsx).
 */
export default function EnrollmentPage() {
  return (
    <AppProviders>
      <PageIntro title={ENROLLMENT_INTRO.title} lead={ENROLLMENT_INTRO.lead} />
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <EnrollmentTabs />
      </div>
      <WhatHappensNext />
    </AppProviders>
  );
}
