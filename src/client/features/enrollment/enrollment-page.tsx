import { AppProviders } from '../../lib/app-providers.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';
import { EnrollmentCopyProvider, type EnrollmentCopy } from './enrollment-copy.tsx';
import { EnrollmentTabs } from './enrollment-tabs.tsx';
import { WhatHappensNext } from './what-happens-next.tsx';

/**
 * The waiting-list page (public spec §2) in one language: prerendered like every public page, and
 * the only one that sends anything, so it brings its own query cache and toast region
 * (lib/app-providers.tsx).
 */
export function EnrollmentPage({ copy }: { copy: EnrollmentCopy }) {
  const { ENROLLMENT_INTRO } = copy.enrollment;
  return (
    <EnrollmentCopyProvider value={copy}>
      <AppProviders toastLabels={copy.messages.TOAST_LABELS}>
        <PageIntro
          title={ENROLLMENT_INTRO.title}
          lead={ENROLLMENT_INTRO.lead}
          illustration={ENROLLMENT_INTRO.illustration}
        />
        <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
          <EnrollmentTabs />
        </div>
        <WhatHappensNext />
      </AppProviders>
    </EnrollmentCopyProvider>
  );
}
