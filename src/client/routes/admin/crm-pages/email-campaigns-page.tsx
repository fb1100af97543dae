import { CrmNav } from '../../../features/crm/crm-nav.tsx';
import { EmailCampaignsView } from '../../../features/crm/email-campaigns-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

export function CrmEmailCampaignsPage() {
  return (
    <>
      <PageHeader
        title="Email campaigns"
        description="Write an email, choose which donors get it, then send it now or schedule it. Every message goes through the outbox."
      />
      <CrmNav />
      <EmailCampaignsView />
    </>
  );
}
