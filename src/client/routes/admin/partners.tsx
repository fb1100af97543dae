import { AllPartnersSection } from '../../features/partners/all-partners-section.tsx';
import { PartnershipStrategy } from '../../features/partners/partnership-strategy.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/partners';

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Partners') }];

export default function PartnersPage() {
  return (
    <>
      <PageHeader
        title="Partners"
        description="The hospitals, companies and foundations you sign agreements with."
      />
      <PartnershipStrategy />
      <AllPartnersSection />
    </>
  );
}
